/**
 * Options chosen when a game is created. Open points of the rules reference (⚠) are options
 * where that is cheap; each default is documented in docs/options.md.
 */
export const VARIANTS = ['increased-spice-flow', 'stronghold-control'] as const;
export type Variant = (typeof VARIANTS)[number];

export interface GameOptions {
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
};

export const isAdvanced = (o: GameOptions): boolean => o.rules === 'advanced';

/** ⚠ §7, option `bgCharity`: whether the Bene Gesserit's "always 2 spice of charity" is part of this game. */
export const bgCharityApplies = (o: GameOptions): boolean => o.bgCharity === 'always' || (o.bgCharity === 'advanced' && isAdvanced(o));
export const hasVariant = (o: GameOptions, v: Variant): boolean => o.variants.includes(v);
