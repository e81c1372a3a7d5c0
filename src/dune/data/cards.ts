import {
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

export { KWISATZ_HADERACH, SHAI_HULUD_COUNT, SPICE_DECK_SIZE, STORM_DECK, TRAITOR_DECK_SIZE, TREACHERY_DECK_SIZE, TREACHERY_KIND_IDS, type TreacheryKindId };

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

export const ALL_CARDS: readonly CardId[] = [...TREACHERY.values()].flatMap((k) => Array.from({ length: k.count }, (_, i) => `${k.id}-${i + 1}` as CardId));

export type SpiceCardId = TerritoryId | `shai-hulud-${number}`;

export interface SpiceTerritoryCard {
  readonly territory: TerritoryId;
  readonly sector: number;
  readonly amount: number;
}

export const SPICE_CARDS: ReadonlyMap<TerritoryId, SpiceTerritoryCard> = new Map(
  (SPICE_TERRITORY_CARDS satisfies readonly SpiceTerritoryCard[]).map((c) => [c.territory, c]),
);

export const isWorm = (card: SpiceCardId): card is `shai-hulud-${number}` => card.startsWith('shai-hulud-');

/** A spice card as the players call it: its territory, or Shai-Hulud. */
export const spiceCardName = (card: SpiceCardId): string => (isWorm(card) ? 'Shai-Hulud' : territory(card).name);

export const ALL_SPICE_CARDS: readonly SpiceCardId[] = [
  ...SPICE_CARDS.keys(),
  ...Array.from({ length: SHAI_HULUD_COUNT }, (_, i) => `shai-hulud-${i + 1}` as const),
];
