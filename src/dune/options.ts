/**
 * Options chosen when a game is created. Open points of the rules reference (⚠) are options
 * where that is cheap; each default is documented in docs/options.md.
 */
export const VARIANTS = ['increased-spice-flow', 'stronghold-control'] as const;
export type Variant = (typeof VARIANTS)[number];

export interface GameOptions extends ExpansionOptions {
  /** GF9 Basic or Advanced rules; play-by-post groups play Advanced. */
  readonly rules: 'basic' | 'advanced';
  readonly variants: readonly Variant[];
  /** Game length in turns (GF9 10, AH 15). */
  readonly turns: number;
  /** ⚠ §7: whether the Bene Gesserit's "always 2 charity" is Basic or Advanced. */
  readonly bgCharity: 'advanced' | 'always' | 'never';
  /** ⚠ §8.6 / S001-BID-3 settles it: a player who passed may bid again. */
  readonly rebidAfterPass: boolean;
  /** ⚠ §16: Karama stops one use of a power, or the power for the rest of the phase. */
  readonly karamaScope: 'one-use' | 'phase';
  /**
   * ⚠ §13.2: who wins a tie for the "most strongholds" default when neither Guild nor Fremen play.
   * GF9 1.09.05: "If several qualify, all who qualify win"; treachery.online gives it to the first in storm order.
   */
  readonly mostStrongholdsTie: 'all-tied' | 'storm-order';
  /** ⚠ §11.1: forces in the same sector under the storm fight anyway ("battling blind"). */
  readonly battlingBlind: boolean;
  /** CHOAM Charity: paid automatically to every eligible player, or only when claimed. */
  readonly charity: 'auto' | 'claim';
  /**
   * Storm phase (S003-ST-1): who is asked whether to play Weather Control or Family Atomics.
   * 'holders' asks only factions holding a playable one (quick, but shows who holds them);
   * 'everyone' asks every faction, so nobody can infer who holds the cards.
   */
  readonly stormCardWindow: 'holders' | 'everyone';
  /**
   * ⚠ §12A: two factions collecting from one spice piece. 'storm-order': the first in storm order
   * collects all it can, then the next; 'alternate': they take turns in storm order, one force at a time.
   */
  readonly spiceSplit: 'storm-order' | 'alternate';
  /**
   * Seating around the board: the factions in the order given (scenario files), or drawn at random
   * from the game's seed, as players draw positions at the table (the bot's default).
   */
  readonly seating: 'as-given' | 'random';
  /**
   * ⚠ §15: the GF9 FAQ counts bribery (deals that move spice into the bribe pile) as part of the
   * Advanced game. 'always' allows bribes in every game; 'advanced' only under Advanced rules.
   */
  readonly bribery: 'always' | 'advanced';
}

/**
 * The Ixians & Tleilaxu expansion (GF9 2020, ixians-tleilaxu.json): its components as switches and
 * every open point (OP-n) as a choice, each defaulting to the reference's recommendation. A value
 * 'with-advanced' follows the `rules` option; 'with-expansion' is on when the Ixians or the
 * Tleilaxu play. Documented in docs/options.md.
 */
export const EXPANSION_CHOICES = {
  expansionTreacheryCards: ['with-expansion', true, false],
  poisonBladeShieldSnooper: [true, false],
  amal: [true, false],
  sandtrout: ['with-expansion', true, false],
  cheapHeroTraitor: ['with-expansion', true, false],
  techTokens: ['with-expansion', true, false],
  ixTechnology: ['with-advanced', true, false],
  tleilaxuGholas: ['with-advanced', true, false],
  hmsWithoutIxians: [false, true],
  thumperOnBlowB: [false, true],
  /**
   * Who is asked about the Thumper and the Harvester at their moments in the Spice Blow: their
   * holder only, unnamed to the table ('holders'), or every faction whenever the card may be in a
   * hand, so that not even the wait tells that someone holds it ('everyone'), as `stormCardWindow`.
   */
  blowCardWindow: ['holders', 'everyone'],
  alternateSpiceProduction: [false, true],
  /** OP-1 */ ixianForceTypesInBasic: [true, false],
  /** OP-2 */ ixOneCardPerFaction: [true, false],
  /** OP-3 */ hmsSpice: ['per-piece-if-moved', 'per-step'],
  /** OP-4 */ hmsWormRide: [false, true],
  /** OP-5 */ tleilaxuLeaderRevival: ['base-rule', 'unrestricted'],
  /** OP-6 */ tleilaxuOwnFreeRevivalIncome: [true, false],
  /** OP-7 */ raisedRevivalLimit: ['per-turn', 'persistent'],
  /** OP-8 */ karamaLimitsTleilaxuRevival: [true, false],
  /** OP-9 */ harvester: ['blow', 'pile'],
  /** OP-10 */ artilleryPoisonShieldSnooper: ['lives', 'dies'],
  /** OP-11 */ sandtroutTurnOne: ['reshuffle', 'applies'],
  /** OP-12 */ buriedCardPosition: ['public', 'secret'],
  /** OP-13 */ cheapHeroFaceDancer: [true, false],
  /** OP-14 */ suboidEscort: ['moving-group', 'origin'],
  /** OP-15 */ hmsInStorm: ['closed', 'movement-only'],
  /** OP-16 */ faceDancerAgainstAlly: [true, false],
  /** OP-18 */ tleilaxuKaramaBlocksGhola: [false, true],
} as const;
export type ExpansionOptions = { readonly [K in keyof typeof EXPANSION_CHOICES]: (typeof EXPANSION_CHOICES)[K][number] };

/** Each expansion option's first value, the reference's recommended default. */
const EXPANSION_DEFAULTS = Object.fromEntries(Object.entries(EXPANSION_CHOICES).map(([k, v]) => [k, v[0]])) as ExpansionOptions;

export const DEFAULT_OPTIONS: GameOptions = {
  rules: 'advanced',
  variants: [],
  turns: 10,
  bgCharity: 'advanced',
  rebidAfterPass: true,
  karamaScope: 'one-use',
  mostStrongholdsTie: 'all-tied',
  battlingBlind: false,
  charity: 'auto',
  stormCardWindow: 'holders',
  spiceSplit: 'storm-order',
  seating: 'as-given',
  bribery: 'always',
  ...EXPANSION_DEFAULTS,
};

export const isAdvanced = (o: GameOptions): boolean => o.rules === 'advanced';

/** ⚠ §7, option `bgCharity`: whether the Bene Gesserit's "always 2 spice of charity" is part of this game. */
export const bgCharityApplies = (o: GameOptions): boolean => o.bgCharity === 'always' || (o.bgCharity === 'advanced' && isAdvanced(o));
export const hasVariant = (o: GameOptions, v: Variant): boolean => o.variants.includes(v);

/** Whether an expansion switch whose default is 'with-advanced' is on in this game. */
export const withAdvanced = (o: GameOptions, v: boolean | 'with-advanced'): boolean => (v === 'with-advanced' ? isAdvanced(o) : v);

/** Whether an expansion switch whose default is 'with-expansion' is on in a game of these factions: with the Ixians or the Tleilaxu. */
export const withExpansion = (factions: readonly string[], v: boolean | 'with-expansion'): boolean =>
  v === 'with-expansion' ? factions.includes('ixians') || factions.includes('tleilaxu') : v;
/** OP-1: whether the Ixians' Cyborgs and Suboids differ (IX-7/IX-8): in the Advanced game, and in the Basic game under `ixianForceTypesInBasic`. */
export const ixianForceTypes = (o: GameOptions): boolean => isAdvanced(o) || o.ixianForceTypesInBasic;
/** TLX-11: whether the Tleilaxu may revive other factions' leaders as Gholas (`tleilaxuGholas`, with the Advanced rules by default). */
export const gholasInPlay = (o: GameOptions): boolean => withAdvanced(o, o.tleilaxuGholas);
/** IX-10: whether the Ixians may swap a card of their hand for the card about to go up for bid (`ixTechnology`, with the Advanced rules by default). */
export const technologyInPlay = (o: GameOptions): boolean => withAdvanced(o, o.ixTechnology);
