import { withExpansion, type GameOptions } from '../options';
import {
  EXPANSION_TREACHERY_CARDS,
  EXPANSION_TREACHERY_DECK_SIZE,
  KWISATZ_HADERACH,
  SHAI_HULUD_COUNT,
  SPICE_DECK_SIZE,
  SPICE_TERRITORY_CARDS,
  STORM_DECK,
  TRAITOR_DECK_SIZE,
  TREACHERY_DECK_SIZE,
  TREACHERY_KINDS,
  TREACHERY_KIND_IDS,
  type TreacheryKindId,
} from './cards.generated';
import { territory } from './map';
import type { TerritoryId } from './map.generated';

export {
  EXPANSION_TREACHERY_DECK_SIZE,
  KWISATZ_HADERACH,
  SHAI_HULUD_COUNT,
  SPICE_DECK_SIZE,
  STORM_DECK,
  TRAITOR_DECK_SIZE,
  TREACHERY_DECK_SIZE,
  TREACHERY_KIND_IDS,
  type TreacheryKindId,
};

export type CardCategory = 'weapon' | 'defense' | 'special' | 'worthless';

export interface TreacheryKind {
  readonly id: TreacheryKindId;
  readonly name: string;
  readonly aliases: readonly string[];
  readonly count: number;
  readonly category: CardCategory;
  /** projectile | poison | lasgun for weapons and defenses; leader | storm | movement | karama | revival | information for specials. */
  readonly subtype: string | null;
  readonly afterUse: 'keep_if_winner' | 'discard' | 'removed_from_game';
  /** A kind only the Ixians & Tleilaxu expansion's cards bring (ixians-tleilaxu.md §6). */
  readonly expansion: boolean;
}

export const TREACHERY: ReadonlyMap<TreacheryKindId, TreacheryKind> = new Map((TREACHERY_KINDS satisfies readonly TreacheryKind[]).map((k) => [k.id, k]));

/**
 * A physical treachery card: its kind and a copy number, e.g. `shield-3`. Cards are tracked one by
 * one so that every card is always in exactly one place (deck, a hand, the discard pile, or out).
 */
export type CardId = `${TreacheryKindId}-${number}`;

/** Every dealt card's kind, looked up at once: the rules, the choices and the views ask it of every card in hand at every step. */
const KIND_OF: ReadonlyMap<string, TreacheryKind> = new Map(
  [...TREACHERY.values()].flatMap((k) => Array.from({ length: k.count }, (_, i) => [`${k.id}-${i + 1}`, k] as const)),
);

export function cardKind(card: CardId): TreacheryKind {
  const dealt = KIND_OF.get(card);
  if (dealt) return dealt;
  const kindId = card.slice(0, card.lastIndexOf('-')) as TreacheryKindId;
  const k = TREACHERY.get(kindId);
  if (!k) throw new Error(`unknown card ${card}`);
  return k;
}

export const cardName = (card: CardId): string => cardKind(card).name;

/** The base game's 33 cards. */
export const ALL_CARDS: readonly CardId[] = [...TREACHERY.values()]
  .filter((k) => !k.expansion)
  .flatMap((k) => Array.from({ length: k.count }, (_, i) => `${k.id}-${i + 1}` as CardId));

/** The reference's ids of the expansion's cards (`CARD-POISON-BLADE`, …). */
export type ExpansionCardRef = (typeof EXPANSION_TREACHERY_CARDS)[number]['ref'];

/**
 * The expansion's 14 cards, each a physical card: its reference id, its card id (the extra Shield
 * and Snooper are `shield-5` and `snooper-5`, after the base game's four), and the option that may
 * leave it out.
 */
export const EXPANSION_CARDS: readonly {
  readonly ref: ExpansionCardRef;
  readonly card: CardId;
  readonly subset: 'poisonBladeShieldSnooper' | 'amal' | null;
}[] = EXPANSION_TREACHERY_CARDS.map((c, i) => {
  const copy = ALL_CARDS.filter((x) => cardKind(x).id === c.kind).length + EXPANSION_TREACHERY_CARDS.slice(0, i).filter((x) => x.kind === c.kind).length + 1;
  return { ref: c.ref, card: `${c.kind}-${copy}` as CardId, subset: c.subset };
});

/**
 * The treachery deck of a game (ixians-tleilaxu.md §1.2, §6): the base 33, and with
 * `expansionTreacheryCards` on (by default when the Ixians or the Tleilaxu play) the expansion's 14 (47), less Poison Blade and Shield Snooper
 * without `poisonBladeShieldSnooper` and Amal without `amal`.
 */
export function treacheryDeckFor(o: Pick<GameOptions, 'expansionTreacheryCards' | 'poisonBladeShieldSnooper' | 'amal'>, factions: readonly string[]): CardId[] {
  if (!withExpansion(factions, o.expansionTreacheryCards)) return [...ALL_CARDS];
  return [...ALL_CARDS, ...EXPANSION_CARDS.filter((c) => c.subset === null || o[c.subset]).map((c) => c.card)];
}

/** SPICE-SANDTROUT (ixians-tleilaxu.md §7.1), the expansion's one extra spice card. */
export const SANDTROUT = 'sandtrout';
export type SpiceCardId = TerritoryId | `shai-hulud-${number}` | typeof SANDTROUT;

export interface SpiceTerritoryCard {
  readonly territory: TerritoryId;
  readonly sector: number;
  readonly amount: number;
}

export const SPICE_CARDS: ReadonlyMap<TerritoryId, SpiceTerritoryCard> = new Map(
  (SPICE_TERRITORY_CARDS satisfies readonly SpiceTerritoryCard[]).map((c) => [c.territory, c]),
);

export const isWorm = (card: SpiceCardId): card is `shai-hulud-${number}` => card.startsWith('shai-hulud-');

/** A territory card, neither a worm nor the Sandtrout. */
export const isTerritoryCard = (card: SpiceCardId): card is TerritoryId => !isWorm(card) && card !== SANDTROUT;

/** A spice card as the players call it: its territory, Shai-Hulud or Sandtrout. */
export const spiceCardName = (card: SpiceCardId): string => (isWorm(card) ? 'Shai-Hulud' : card === SANDTROUT ? 'Sandtrout' : territory(card).name);

export const ALL_SPICE_CARDS: readonly SpiceCardId[] = [
  ...SPICE_CARDS.keys(),
  ...Array.from({ length: SHAI_HULUD_COUNT }, (_, i) => `shai-hulud-${i + 1}` as const),
];

/** The spice deck of a game: the base 21, and the Sandtrout with `sandtrout` on (by default when the Ixians or the Tleilaxu play): 22 (§7.3). */
export const spiceDeckFor = (o: Pick<GameOptions, 'sandtrout'>, factions: readonly string[]): SpiceCardId[] =>
  withExpansion(factions, o.sandtrout) ? [...ALL_SPICE_CARDS, SANDTROUT] : [...ALL_SPICE_CARDS];
