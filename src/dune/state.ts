import type { RngState } from '../engine/rng';
import type { CardId, SpiceCardId } from './data/cards';
import type { FactionId, LeaderId } from './data/factions';
import type { TerritoryId } from './data/map';
import type { GameOptions } from './options';
import type { Deal } from './shape/deal';
import type { Forces } from './shape/forces';
import type { KaramaOrder, KaramaStop } from './shape/karama';
import type { PrescienceElement, StandingOrder, VoiceCommand } from './shape/battle';
import type { PhaseId } from './shape/phase';
import type { PhaseState } from './shape/phase-state';
import type { Question } from './shape/question';
import type { TraitorCardId } from './data/traitors';
import type { TechTokens } from './shape/tech';
import type { TechnologyOrder } from './shape/bidding';

export type { CardId, FactionId, Forces, LeaderId, PhaseId, SpiceCardId, TerritoryId, TraitorCardId };
export { PHASES } from './shape/phase';

/** A faction's forces in one piece (territory + sector) of the board. Sector 0 = Polar Sink. */
export interface ForceStack extends Forces {
  faction: FactionId;
  territory: TerritoryId;
  sector: number;
  /** Bene Gesserit only: the stack is on its advisor side (Advanced). */
  advisor?: boolean;
  /** Bene Gesserit only: the turn on which the stack last became advisors (S003-CTRL-1). */
  advisedTurn?: number;
}

export interface SpicePile {
  territory: TerritoryId;
  sector: number;
  amount: number;
}

export interface LeaderState {
  /** Where the leader is: in its owner's pool, in the Tanks, or held by the Harkonnen. */
  location: 'pool' | 'tanks' | 'captured';
  deaths: number;
  /** In the Tanks face down (second death): not revivable until the others have died again. */
  faceDown: boolean;
  /** TLX-11: the faction whose pool it lives in as a Ghola (the Tleilaxu), until it dies and goes back to its owner's Tanks. */
  ghola?: FactionId;
}

/**
 * TLX-9: a faction's request to the Tleilaxu for one of its dead leaders, this turn: the price they
 * named (absent: not answered yet), or their refusal, and whether it was bought.
 */
export interface EarlyRevival {
  turn: number;
  faction: FactionId;
  leader: LeaderId;
  price?: number;
  refused?: true;
  bought?: true;
}

/** A Face Dancer (TLX-1): a traitor card its holder keeps secret until it is revealed (TLX-2). */
export interface FaceDancer {
  /** The traitor card (a leader's, or the Cheap Hero, TRAITOR-CHEAP-HERO). */
  readonly leader: TraitorCardId;
  revealed: boolean;
}

/**
 * When a battle's winner fought with one of their unrevealed Face Dancers (TLX-2), whether the
 * Tleilaxu reveal it at once (`always`), are asked then (`ask`, the battle waits for them), or
 * keep every one secret (`never`): their standing order, their secret.
 */
export type FaceDancerReveal = 'always' | 'ask' | 'never';
export const FACE_DANCER_REVEALS: readonly FaceDancerReveal[] = ['always', 'ask', 'never'];

/**
 * What the Ixians' ally does with each card it wins (IX-12): is asked then (`ask`, the auction
 * waits for it), keeps it (`keep`) or replaces it at once (`replace`): its standing order, its secret.
 */
export type ReplacementOrder = 'ask' | 'keep' | 'replace';
export const REPLACEMENT_ORDERS: readonly ReplacementOrder[] = ['ask', 'keep', 'replace'];

/**
 * The Hidden Mobile Stronghold (ixians-tleilaxu.md §3.4): its owner, who alone places, moves and
 * ships into it, and its host piece, its only neighbour (null until it is placed, IX-3). Without
 * the Ixians (`hmsWithoutIxians`) it has no owner: the First Player places it, and nobody moves it
 * or ships into it (`src/dune/factions/ixians/hms/where.ts`, `hmsPlacer`).
 */
export interface HmsState {
  readonly owner: FactionId | null;
  host: { territory: TerritoryId; sector: number } | null;
}

export interface Alliance {
  readonly 0: FactionId;
  readonly 1: FactionId;
}

/**
 * How a game was won (§13): a stronghold victory (alone or allied), the Bene Gesserit prediction,
 * the Fremen or Guild special victory, the Fremen's win by default, or the most strongholds after
 * the last turn. Kept for results and statistics; the reason says it in words.
 */
export const VICTORY_KINDS = ['strongholds', 'prediction', 'fremen-special', 'guild-special', 'fremen-default', 'most-strongholds'] as const;
export type VictoryKind = (typeof VICTORY_KINDS)[number];

export interface Winner {
  factions: FactionId[];
  /** Absent only in states saved before it was recorded (a replay of their log fills it in). */
  victory?: VictoryKind;
  reason: string;
}

export interface Decks {
  /** Top card first. */
  treachery: CardId[];
  /** Top card last. Public (S001-BID-12). */
  treacheryDiscard: CardId[];
  /** Out of the game (Family Atomics, S001-BID-2). */
  removed: CardId[];
  /** Top card first. */
  spice: SpiceCardId[];
  /** Discard piles A and B (B only with the Advanced double blow); top card last. */
  spiceDiscard: [SpiceCardId[], SpiceCardId[]];
  /** Remaining traitor cards after the deal (not used in play). */
  traitors: TraitorCardId[];
}

export interface DuneState {
  readonly game: 'dune';
  options: GameOptions;
  /** Factions in play, in seating order around the board. */
  factions: FactionId[];
  /** Sector of each faction's player circle. */
  circles: Partial<Record<FactionId, number>>;
  turn: number;
  phase: PhaseId;
  /** What the current phase is doing and waiting for. */
  step: PhaseState;
  /** Sector (1–18) the storm marker is in. */
  storm: number;
  /** Storm order of the current turn, first player first. */
  stormOrder: FactionId[];
  rng: RngState;
  spice: Partial<Record<FactionId, number>>;
  /** Bribe spice in front of a shield, added to its owner's spice in the Mentat Pause. */
  bribes: Partial<Record<FactionId, number>>;
  reserves: Partial<Record<FactionId, Forces>>;
  tanks: Partial<Record<FactionId, Forces>>;
  board: ForceStack[];
  spiceOnBoard: SpicePile[];
  leaders: Partial<Record<LeaderId, LeaderState>>;
  decks: Decks;
  /** The next storm card (Advanced, Fremen in play), seen only by the Fremen. */
  stormCard: number | null;
  hands: Partial<Record<FactionId, CardId[]>>;
  traitors: Partial<Record<FactionId, TraitorCardId[]>>;
  prediction: { faction: FactionId; turn: number } | null;
  alliances: Alliance[];
  shieldWallDestroyed: boolean;
  /** Sandworms that have appeared so far, Fremen-called ones included (S003-CTRL-4). */
  wormsSeen: number;
  /** The two factions that last used the battle wheels (they dial the storm in Basic). */
  lastWheelUsers: FactionId[];
  /** Atreides forces lost in battle so far (Kwisatz Haderach, Advanced). */
  atreidesBattleLosses: number;
  /** The Kwisatz Haderach died in a Lasgun/Shield explosion and is in the Tanks until revived (cost 2). Absent: alive. */
  kwisatzHaderachDead?: boolean;
  /** Factions that have used their once-per-game Advanced Karama power. */
  karamaPowersUsed: FactionId[];
  /** Sardaukar and Fedaykin revived this turn, by any means (Advanced: at most one a turn). Absent: none yet. */
  starredRevived?: { turn: number; by: Partial<Record<FactionId, number>> };
  /** The Harkonnen's special Karama: the hand they took, and how many cards they still owe back. Absent: none. */
  handTaken?: { from: FactionId; owed: number } | null;
  /** Factions that revive nothing this turn, and the turn (the Tleilaxu's special Karama, TLX-13). Absent: none. */
  noRevival?: { turn: number; factions: FactionId[] };
  /**
   * The force revival limits the Tleilaxu set, and the turn of the last one (TLX-8): they hold for
   * that turn, or until changed with OP-7 `persistent`. Absent: none.
   */
  raisedRevivalLimits?: { turn: number; limits: Partial<Record<FactionId, number>> };
  /** The Tleilaxu's Face Dancers, drawn once every traitor is picked (TLX-1). Absent: nobody holds any. */
  faceDancers?: FaceDancer[];
  /** The Tleilaxu's standing order for revealing a Face Dancer (TLX-2), their secret. Absent: `always`. */
  faceDancerReveal?: FaceDancerReveal;
  /** Requests for an early leader revival this turn (TLX-9). Absent: none. */
  earlyRevivals?: EarlyRevival[];
  /** The Tech Tokens (TECH-1…6), once handed out. Absent: not in play, or not handed out yet. */
  techTokens?: TechTokens;
  /** The Hidden Mobile Stronghold (IX-3…6). Absent: not in this game. */
  hms?: HmsState;
  /** Faction powers stopped by a Karama card and not yet spent (rules §16). */
  karamaStops: KaramaStop[];
  /** The Ixians' standing order for Technology (IX-10), their secret until it fires. Absent: none. */
  technologyOrder?: TechnologyOrder;
  /** Standing Karama orders, each secret to its giver until it fires (cards/karama/orders.ts). Absent: none. */
  karamaOrders?: KaramaOrder[];
  /** The Bene Gesserit's Voice decided in advance for this turn's battles, their secret; dropped as the Battle phase ends. Absent: none. */
  voiceOrders?: StandingOrder<VoiceCommand>[];
  /** The Atreides' prescience decided in advance for this turn's battles, their secret; dropped as the Battle phase ends. Absent: none. */
  prescienceOrders?: StandingOrder<PrescienceElement>[];
  /** A Karama stopped the Fremen's look at the next storm card: they do not know it. Absent: they do. */
  stormCardUnseen?: boolean;
  /** Truthtrance questions asked so far, answered or awaiting their answer. */
  questions: Question[];
  /** The Ixians withhold from their ally the replacement of a card won (IX-12); public. Absent: allowed. */
  replacementRefused?: boolean;
  /** Each faction's standing order for the cards it wins as the Ixians' ally (IX-12), its secret. Absent: `ask`. */
  replacementOrders?: Partial<Record<FactionId, ReplacementOrder>>;
  /** Spice each faction lets its ally draw for bids and shipments (rules §14.2); known to the two allies only. */
  allySupport?: Partial<Record<FactionId, number>>;
  /** Deals proposed, accepted, rejected or cancelled (S002-DEAL-1…6); only accepted ones are public. */
  deals: Deal[];
  /** Strongholds controlled at the last Control step (variant: stronghold control). */
  control: Partial<Record<TerritoryId, FactionId>>;
  /** Stronghold bonuses held this turn, handed out after the storm (variant: stronghold control). */
  strongholdBonuses: Partial<Record<TerritoryId, FactionId[]>>;
  winner: Winner | null;
  /** Someone has acted in the current phase: it is no longer its start, when Amal is played (ixians-tleilaxu.md §6). Absent: nobody yet. */
  phaseActed?: boolean;
  /** SPICE-SANDTROUT (§7.1): revealed and waiting for a worm to still ('pending'), or its worm stilled and the next blow to double ('doubling'). Absent: neither. */
  sandtrout?: 'pending' | 'doubling';
}

/** Reads a per-faction value that every faction in play has. */
export function of<T>(map: Partial<Record<FactionId, T>>, f: FactionId): T {
  const v = map[f];
  if (v === undefined) throw new Error(`no entry for ${f}`);
  return v;
}
