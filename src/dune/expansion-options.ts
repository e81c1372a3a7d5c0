import type { FactionId } from './data/factions';
import { DEFAULT_OPTIONS, EXPANSION_CHOICES, type ExpansionOptions, type GameOptions } from './options';

/** The factions the Ixians & Tleilaxu expansion adds (ixians-tleilaxu.md §1). */
export const EXPANSION_FACTIONS: readonly FactionId[] = ['ixians', 'tleilaxu'];

/**
 * What `/game create` offers as its `expansion` choice: the base game switches off every component
 * of the expansion; the expansion keeps the reference's recommended defaults (docs/options.md).
 * Options given one by one are applied on top.
 */
export const EXPANSION_PRESETS = {
  base: { expansionTreacheryCards: false, sandtrout: false, cheapHeroTraitor: false, techTokens: false },
  expansion: {},
} as const satisfies Record<string, Partial<ExpansionOptions>>;
export type ExpansionPreset = keyof typeof EXPANSION_PRESETS;

export type ExpansionOptionName = keyof ExpansionOptions;
export const EXPANSION_OPTION_NAMES: readonly ExpansionOptionName[] = Object.keys(EXPANSION_CHOICES).filter(
  (k): k is ExpansionOptionName => k in EXPANSION_CHOICES,
);

/** The game an option is asked about: its options and who sits at it. */
interface Table {
  readonly o: GameOptions;
  readonly seated: (f: FactionId) => boolean;
}

const ixians = (t: Table): boolean => t.seated('ixians');
const tleilaxu = (t: Table): boolean => t.seated('tleilaxu');
/** A component switch whose default is 'with-expansion': on in this game when set so, or by default with an expansion faction. */
const switchOn = (t: Table, v: boolean | 'with-expansion'): boolean => v === true || (v === 'with-expansion' && EXPANSION_FACTIONS.some(t.seated));
const cards = (t: Table): boolean => switchOn(t, t.o.expansionTreacheryCards);
const hms = (t: Table): boolean => ixians(t) || t.o.hmsWithoutIxians;
const techTokens = (t: Table): boolean => switchOn(t, t.o.techTokens);
/** Any part of the expansion is in this game: one of its factions, or a component switched on. */
const inGame = (t: Table): boolean =>
  EXPANSION_FACTIONS.some(t.seated) || cards(t) || switchOn(t, t.o.sandtrout) || switchOn(t, t.o.cheapHeroTraitor) || techTokens(t) || t.o.hmsWithoutIxians;

/**
 * When each option can change anything in a game: the others are left out of the public view, so a
 * base game lists none of the expansion's options and a game without the Ixians none of theirs.
 */
const MATTERS: Record<ExpansionOptionName, (t: Table) => boolean> = {
  expansionTreacheryCards: inGame,
  poisonBladeShieldSnooper: cards,
  amal: cards,
  sandtrout: inGame,
  cheapHeroTraitor: inGame,
  techTokens: inGame,
  ixTechnology: ixians,
  tleilaxuGholas: tleilaxu,
  hmsWithoutIxians: inGame,
  thumperOnBlowB: cards,
  blowCardWindow: cards,
  alternateSpiceProduction: techTokens,
  ixianForceTypesInBasic: ixians,
  ixOneCardPerFaction: ixians,
  hmsSpice: hms,
  hmsWormRide: hms,
  tleilaxuLeaderRevival: tleilaxu,
  tleilaxuOwnFreeRevivalIncome: tleilaxu,
  raisedRevivalLimit: tleilaxu,
  karamaLimitsTleilaxuRevival: tleilaxu,
  harvester: cards,
  artilleryPoisonShieldSnooper: cards,
  sandtroutTurnOne: (t) => switchOn(t, t.o.sandtrout),
  buriedCardPosition: ixians,
  cheapHeroFaceDancer: (t) => switchOn(t, t.o.cheapHeroTraitor) && tleilaxu(t),
  suboidEscort: ixians,
  hmsInStorm: hms,
  faceDancerAgainstAlly: tleilaxu,
  tleilaxuKaramaBlocksGhola: tleilaxu,
};

/** The expansion options that matter to a game of `factions` under `o`, in EXPANSION_CHOICES' order. */
export function expansionOptionsInPlay(o: GameOptions, factions: readonly FactionId[]): ExpansionOptionName[] {
  const table: Table = { o, seated: (f) => factions.includes(f) };
  return EXPANSION_OPTION_NAMES.filter((k) => MATTERS[k](table));
}

const OPTION_NAMES = Object.keys(DEFAULT_OPTIONS).filter((k): k is keyof GameOptions => k in DEFAULT_OPTIONS);
const isExpansionOption = (k: keyof GameOptions): k is ExpansionOptionName => k in EXPANSION_CHOICES;

/** The options a game's table is told of: every base option, and the expansion's that matter to it, in the state's order. */
export function optionsInPlay(o: GameOptions, factions: readonly FactionId[]): Partial<GameOptions> {
  const shown = new Set<keyof GameOptions>(expansionOptionsInPlay(o, factions));
  const out: Partial<GameOptions> = {};
  const copy = <K extends keyof GameOptions>(k: K): void => {
    out[k] = o[k];
  };
  for (const k of OPTION_NAMES) if (!isExpansionOption(k) || shown.has(k)) copy(k);
  return { ...out, variants: [...o.variants] };
}
