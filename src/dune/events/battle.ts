import type { FactionId } from '../data/factions';
import type { Private, Public } from './audience';
import type { PrescienceElement, VoiceCommand, VoiceKind } from '../shape/battle';

/** How a leader died: in battle, as a traitor, in a Lasgun/Shield explosion, or captured and killed. */
export type LeaderDeath = 'weapon' | 'betrayed' | 'explosion' | 'killed by the Harkonnen' | 'face dancer';

/** A battle as announced: where, the pieces where the sides meet, who attacks. */
export interface BattleDescription {
  readonly territory: string;
  readonly sectors: readonly number[];
  readonly aggressor: FactionId;
  readonly defender: FactionId;
}

/** A battle plan in the order of the wheel, with display names. */
export interface PlanDescription {
  readonly leader: string | null;
  /** The leader's strength, when there is a leader. */
  readonly strength?: number;
  readonly cheapHero: string | null;
  readonly kwisatzHaderach: boolean;
  readonly dial: number;
  readonly spice: number;
  readonly weapon: string | null;
  readonly defense: string | null;
}

/** Battles (rules §11) and what follows them: traitors, losses, spice, captures. */
export interface BattleEvents {
  'battles-to-fight': Public<{ battles: readonly BattleDescription[] }>;
  'battle-started': Public<BattleDescription>;
  'battle-plan-submitted': Public<{ faction: FactionId; replaced: boolean }>;
  /** A Karama stopped a strength power `faction` counted on: their plan goes back, to be made again without it. */
  'battle-plan-sent-back': Public<{ faction: FactionId }>;
  /** The plan as its owner recorded it, secret until the wheels are revealed. */
  'battle-plan-recorded': Private<{ plan: PlanDescription }>;
  /** The Bene Gesserit command `target` to play (or not to play) a kind of card. */
  'voice-used': Public<{ faction: FactionId; target: FactionId; kind: VoiceKind; play: boolean }>;
  'voice-passed': Public<{ faction: FactionId }>;
  'prescience-asked': Public<{ faction: FactionId; target: FactionId; element: PrescienceElement }>;
  /** `faction` reveals the element of their plan that prescience asked for. */
  'prescience-answered': Public<{ faction: FactionId; element: PrescienceElement; answer: string | number }>;
  'prescience-passed': Public<{ faction: FactionId }>;
  /** The Atreides' special Karama: `faction` sees `target`'s whole plan. */
  'battle-plan-seen': Public<{ faction: FactionId; target: FactionId }>;
  /** The plan `faction` submitted, shown to the seat whose Karama saw it. */
  'battle-plan-shown': Private<{ faction: FactionId; plan: PlanDescription }>;
  'battle-plans-revealed': Public<{ territory: string; plans: Partial<Readonly<Record<FactionId, PlanDescription>>> }>;
  /** `faction` calls a traitor against the side `side` fights. */
  'traitor-called': Public<{ faction: FactionId; side: FactionId }>;
  'traitor-passed': Public<{ faction: FactionId }>;
  /** `faction`'s revealed Poison Tooth strikes, or was declared unused (`withdrawn`). */
  'poison-tooth-decided': Public<{ faction: FactionId; withdrawn: boolean }>;
  /** The reader's answer to "traitor?" given in advance (`ask`: none, they will be asked). */
  'traitor-order-given': Private<{ choice: 'call' | 'pass' | 'ask' }>;
  /**
   * The reader's Voice decided in advance for this turn's battles against `opponent` (null: any
   * opponent without an order of its own): a command, none (null), or `ask` (the order withdrawn).
   */
  'voice-order-given': Private<{ opponent: FactionId | null; decision: VoiceCommand | null | 'ask' }>;
  /** The reader's prescience decided in advance, as `voice-order-given`: an element, none (null), or `ask`. */
  'prescience-order-given': Private<{ opponent: FactionId | null; decision: PrescienceElement | null | 'ask' }>;
  /** `leader` betrays the side facing `side`, who revealed the traitor. */
  'traitor-revealed': Public<{ side: FactionId; leader: string }>;
  'traitor-spice': Public<{ faction: FactionId; amount: number }>;
  'lasgun-shield-explosion': Public<{ territory: string }>;
  'kwisatz-haderach-killed': Public;
  /** `losses`: Atreides forces lost in battle so far. */
  'kwisatz-haderach-awakened': Public<{ losses: number }>;
  'cheap-hero-killed': Public<{ faction: FactionId }>;
  /** `faceDown`: a second death, so the leader cannot be revived until the others have died again. */
  'leader-killed': Public<{ leader: string; faction: FactionId; cause: LeaderDeath; faceDown: boolean }>;
  'battle-won': Public<{ territory: string; winner: FactionId; loser: FactionId; totals: Partial<Readonly<Record<FactionId, number>>> }>;
  'leader-spice': Public<{ faction: FactionId; amount: number; leaders: readonly string[] }>;
  /** The spice dialled goes to the bank (it left the player's spice with the plan). */
  'battle-spice-paid': Public<{ faction: FactionId; amount: number }>;
  /** The spice dialled comes back to the player (a traitor won the battle for them). */
  'battle-spice-returned': Public<{ faction: FactionId; amount: number }>;
  'forces-lost': Public<{ faction: FactionId; territory: string; forces: number; elite: number }>;
  'spice-destroyed': Public<{ territory: string; amount: number }>;
  'cards-kept': Public<{ faction: FactionId; cards: readonly string[] }>;
  /** The Harkonnen drew `leader` of `faction`, to kill or capture. */
  'capture-drawn': Public<{ leader: string; faction: FactionId }>;
  /** The Harkonnen mean to kill or capture `leader` of `faction`: it takes effect once `faction` lets it (a Karama stops it). */
  'capture-attempted': Public<{ leader: string; faction: FactionId; choice: 'kill' | 'capture' }>;
  'capture-kill-spice': Public<{ faction: FactionId; amount: number; leader: string }>;
  'leader-captured': Public<{ leader: string; faction: FactionId }>;
  'capture-declined': Public<{ leader: string; faction: FactionId }>;
  'captive-returned': Public<{ leader: string; faction: FactionId }>;
  'prison-break': Public<{ leaders: readonly string[] }>;
  /** IX-9: the Ixians sent `count` surviving Suboids to the Tanks in place of as many Cyborgs lost, which return to `territory`. */
  'losses-swapped': Public<{ faction: FactionId; territory: string; count: number }>;
}
