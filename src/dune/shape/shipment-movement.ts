import type { FactionId } from '../data/factions';
import type { TerritoryId } from '../data/map';

/**
 * A decision the Bene Gesserit owe before play goes on: whether to flip their fighters to
 * advisors where a non-allied faction has just entered (Advanced), or whether to send a spiritual
 * advisor after another faction's shipment from off-planet.
 */
export type BgDecision =
  | { kind: 'flip'; entrant: FactionId; territory: TerritoryId }
  | { kind: 'advise'; shipper: FactionId; territory: TerritoryId; sector: number };

/**
 * The current faction's shipment from off-planet, kept until it moves: what the Guild's special
 * Karama undoes when it cancels it (rules §16). `paid`: spice paid by each payer; `payee`: who
 * was paid (null: the bank).
 */
export interface OffPlanetShipment {
  faction: FactionId;
  territory: TerritoryId;
  sector: number;
  regular: number;
  elite: number;
  paid: Partial<Record<FactionId, number>>;
  payee: FactionId | null;
}

export interface ShipmentMovementStep {
  phase: 'shipment-movement';
  /** Advanced, S001-REV-1: the Bene Gesserit flip advisors to fighters before anyone ships. */
  declaring: boolean;
  /** Factions still to take their turn, in the order they will take it (storm order, S000-ORDER-1). */
  queue: FactionId[];
  /** Factions whose turn is over, in the order they took it. */
  done: FactionId[];
  /** The faction taking its turn; null before the first turn and after the last. */
  current: FactionId | null;
  /** Where the current faction is in its turn: shipment, then movement (S000-ORDER-2), then over. */
  part: 'ship' | 'move' | 'over';
  /** Whether the current faction has acted yet: until it has, the Guild may cut in (Advanced). */
  started: boolean;
  /** Movements left in the current turn: one, plus one for Hajr (S002-HAJR-1). */
  movesLeft: number;
  /** Whether the current movement has ornithopters, fixed as the movement begins (S000-MOVE-2). */
  ornithopters: boolean;
  /** Bene Gesserit decisions awaited before play goes on, first first. */
  bgPending: BgDecision[];
  /** A Karama stopped the Atreides' look at the top card of the spice deck this phase (absent: they looked). */
  spicePeekStopped?: boolean;
  /** The current faction's shipment from off-planet, until it moves (absent: none). */
  offPlanet?: OffPlanetShipment | null;
}
