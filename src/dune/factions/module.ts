import type { ActionSpec } from '../actions/spec';
import type { PowerId } from '../cards/karama/powers';
import type { SpecialPower } from '../cards/karama/special-power';
import type { Ctx } from '../context';
import type { Battle, BattleStep, DialRules } from '../shape/battle';
import type { RevivalDecision } from '../shape/revival';
import type { DuneState, FactionId, Forces, Winner } from '../state';

/** A power that makes its owner's side stronger on the wheel (Advanced), which a Karama named after it stops. */
export interface StrengthPower {
  readonly power: PowerId;
  /** Whether owner `f` uses it in battle `b`, judged from public facts only: who fights, and the starred forces on `f`'s front. */
  used(b: Battle, f: FactionId, front: Forces): boolean;
}

/** An alliance power of the Revival phase: a decision of its owner's, waited for while it is open (GF9 1.05.00). */
export interface RevivalPower {
  readonly decision: Exclude<RevivalDecision, 'revive'>;
  readonly power: PowerId;
  /** Whether `owner` may still use it this turn, from public facts only. */
  open(s: DuneState, owner: FactionId): boolean;
  /** What the owner is asked while it is open, in the game's terms. */
  asked(s: DuneState, ally: FactionId): string;
  /** Its action. The phase checks after it whether anybody still has a decision, so the action need not. */
  readonly action: ActionSpec;
}

/** A way to win when the last turn ends without a stronghold victory (§13.2); the phase tries them all in `rank` order. */
export interface LastTurnWin {
  readonly rank: number;
  /** The win for `owner` (with their ally), if theirs now. */
  winner(s: DuneState, owner: FactionId): Winner | null;
}

/**
 * A decision of its owner's that the auction waits for while it is open (the Harkonnen giving back
 * a hand taken with Karama): the phase waits for the owner, and its other actions fail meanwhile.
 */
export interface BiddingDecision {
  /** Whether `owner` still has to decide, from public facts only. */
  open(s: DuneState, owner: FactionId): boolean;
  /** What the owner is asked while it is open, in the game's terms. */
  asked(s: DuneState, owner: FactionId): string;
  /** The error another action of the auction meets while it is open: its code, and its words for `action`. */
  readonly error: string;
  waits(s: DuneState, action: string): string;
  /** Its action. */
  readonly action: ActionSpec;
}

/**
 * The points where the phases ask a faction's powers. Each is optional: a faction without it plays
 * by the base rule, which the phase applies itself (or hands over as `base` to be refined).
 */
export interface FactionHooks {
  /** Bidding: whether `owner` is paid for the treachery card `buyer` just bought, instead of the bank. */
  paidForCards?(s: DuneState, owner: FactionId, buyer: FactionId, ctx: Ctx): boolean;
  /** Battle, Advanced: how `f`'s forces count on the wheel in battle `b`, from the base rules' answer. */
  dialRules?(b: Battle, f: FactionId, base: DialRules): DialRules;
  /** Battle, Advanced: the powers that make `f`'s side stronger, in the order a Karama meets them. */
  strengthPowers?: readonly StrengthPower[];
  /** Revival: an alliance power of the phase. */
  revival?: RevivalPower;
  /** End of the game: the faction's own ways to win at the end of the last turn. */
  lastTurnWins?: readonly LastTurnWin[];
  /** Advanced: the once-per-game special Karama power (rules §16). */
  specialKarama?: SpecialPower;

  // Bidding and Battle powers (the Harkonnen's, the Atreides', the Bene Gesserit's).
  /** Bidding: a decision of the owner's that the auction waits for. */
  biddingDecision?: BiddingDecision;
  /**
   * Bidding: whether the owner sees the card up for bid (§8.4): as it opens, with `ctx` (a Karama
   * may stop it then), and while it is up, without.
   */
  seesCardUp?(s: DuneState, owner: FactionId, ctx?: Ctx): boolean;
  /** Shipment and Movement: whether the owner sees the top card of the spice deck (§10): as the phase begins, with `ctx`, and during it, without. */
  seesSpiceDeckTop?(s: DuneState, owner: FactionId, ctx?: Ctx): boolean;
  /** Bidding: the owner just bought a card (after paying for it). */
  cardBought?(s: DuneState, buyer: FactionId, ctx: Ctx): void;
  /** Battle: the owner may call a traitor in their ally's battle, for the ally's side (§12.6). */
  callsTraitorsForAlly?: boolean;
  /** Battle: the owner won battle `b`, now resolved, its loser's losses taken. */
  battleWon?(s: DuneState, st: BattleStep, b: Battle, ctx: Ctx): void;
  /** Mentat Pause: the owner's win in place of stronghold victory `victory` (the Bene Gesserit prediction), told as it is revealed. */
  overturnsVictory?(s: DuneState, owner: FactionId, victory: Winner, ctx: Ctx): Winner | null;
}

/** A faction as a module: its id (its data is in `data/factions`) and the hooks its powers plug into. */
export interface FactionModule {
  readonly id: FactionId;
  readonly hooks: FactionHooks;
}
