import type { FactionId } from '../data/factions';
import type { Private, Public } from './audience';

/** Who is paid for a shipment or a card: a faction, or the bank. */
export type Payee = FactionId | 'bank';

/** How a shipment was made (`{}`: from reserves at the usual rates): from reserves (perhaps at Guild rates with Karama), a Fremen send, or a Guild cross-ship. */
export type ShipmentRoute =
  | { karama?: true; send?: never; from?: never }
  | { send: true; karama?: never; from?: never }
  | { from: string; fromSector: number | null; karama?: never; send?: never };

/** Shipment and Movement (rules §10) and the Bene Gesserit's advisors. Sectors are null in the Polar Sink. */
export interface ShipmentMovementEvents {
  /** Atreides prescience: the top card of the spice deck. */
  'spice-card-glimpsed': Private<{ card: string }>;
  /** The Guild takes its turn now, before `before`. */
  'guild-acts': Public<{ before: FactionId }>;
  'guild-delays': Public;
  'ship-move-turn': Public<{ faction: FactionId }>;
  'shipment-passed': Public<{ faction: FactionId }>;
  /** `paidTo` is null for a Fremen send, which costs nothing. */
  shipped: Public<
    {
      faction: FactionId;
      territory: string;
      sector: number | null;
      forces: number;
      elite: number;
      cost: number;
      paidTo: Payee | null;
      allyPaid?: number;
    } & ShipmentRoute
  >;
  /** The Guild ships forces from `from` back to reserves. */
  'shipped-to-reserves': Public<{ faction: FactionId; from: string; sector: number | null; forces: number; cost: number; paidTo: 'bank'; allyPaid?: number }>;
  'storm-losses': Public<{ faction: FactionId; territory: string; sector: number; forces: number; elite: number }>;
  /** `advisor`: Bene Gesserit only, whether they arrive as advisors. */
  moved: Public<{
    faction: FactionId;
    from: string;
    fromSector: number | null;
    territory: string;
    sector: number | null;
    forces: number;
    elite: number;
    advisor?: boolean;
  }>;
  'movement-passed': Public<{ faction: FactionId }>;
  'ship-move-turn-ended': Public<{ faction: FactionId }>;
  /** Forces that ended a move where their ally is (rules §10.3). */
  'forces-destroyed': Public<{ faction: FactionId; territory: string; sector: number; forces: number; elite: number; reason: 'ally-present' }>;
  'advisors-declared': Public;
  /** `entrant`: who entered the territory when the Bene Gesserit flip on entry. */
  'advisors-flipped': Public<{
    territory: string;
    forces: number;
    side: 'advisors' | 'fighters';
    reason: 'declared' | 'alone' | 'entered';
    entrant?: FactionId;
  }>;
  'advisors-become-fighters': Public<{ territories: readonly string[] }>;
  /** `advisor`: beside the shipment as an advisor, rather than to the Polar Sink. */
  'spiritual-advisor': Public<{ faction: FactionId; territory: string; sector: number | null; advisor: boolean }>;
  'spiritual-advisor-declined': Public<{ faction: FactionId }>;
  'flip-declined': Public<{ faction: FactionId }>;
}
