import type { ActionSpec } from '../actions/spec';
import type { PowerId } from '../cards/karama/powers';
import type { SpecialPower } from '../cards/karama/special-power';
import type { Ctx } from '../context';
import type { Battle, DialRules } from '../shape/battle';
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

// The Guild's and the Fremen's hooks: shipment, movement, the storm, the Spice Blow, setup.

/** Shipment and Movement: a power over shipments, the owner's own or others' (rules §10.1); each asked of every faction in play. */
export interface ShipmentPowers {
  /** Whether `shipper` ships at half price, rounded up, thanks to `owner` (a Karama against `half-price` stops it). */
  halfPrice(s: DuneState, owner: FactionId, shipper: FactionId): boolean;
  /** Whether `owner` is paid for `shipper`'s shipment instead of the bank (a Karama against `payment-for-shipment` stops it). */
  paid(s: DuneState, owner: FactionId, shipper: FactionId): boolean;
  /** Whether `shipper` may ship forces from one territory to another thanks to `owner`. */
  crossShip(s: DuneState, owner: FactionId, shipper: FactionId): boolean;
  /** Whether `shipper` may ship forces from the board back to reserves thanks to `owner`. */
  shipBack(s: DuneState, owner: FactionId, shipper: FactionId): boolean;
}

/** Shipment and Movement, Advanced: the owner takes their turn out of storm order (rules §12.4). */
export interface TurnOrderPower {
  /** Whether the owner may take their turn now, before the faction whose turn it is has begun it. */
  canCutIn(s: DuneState, owner: FactionId): boolean;
  /** Whether the owner, their turn come, may let the others go first. */
  canDelay(s: DuneState, owner: FactionId): boolean;
  act(s: DuneState, owner: FactionId, ctx: Ctx): void;
  delay(s: DuneState, owner: FactionId, ctx: Ctx): void;
  /** What the phase's prompt adds while the power may be used ('' when it may not). */
  prompt(s: DuneState, owner: FactionId): string;
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

  // The Guild's and the Fremen's hooks.
  /** Shipment and Movement: powers over shipments, asked for every shipment of every faction. */
  shipment?: ShipmentPowers;
  /** Shipment and Movement, Advanced: the owner's turn out of storm order. */
  turnOrder?: TurnOrderPower;
}

/** A faction as a module: its id (its data is in `data/factions`) and the hooks its powers plug into. */
export interface FactionModule {
  readonly id: FactionId;
  readonly hooks: FactionHooks;
}
