import type { PowerId } from '../cards/karama/powers';
import type { FactionId } from '../data/factions';

/** A decision a faction may have in the Revival phase: its own revival, or an alliance power of its faction. */
export type RevivalDecision = 'revive' | 'grant' | 'revive-ally';

/** What the Revival phase remembers while players act in parallel. */
export interface RevivalStep {
  phase: 'revival';
  /** Factions that have revived or passed: one revival action per turn. */
  done: FactionId[];
  /** The Fremen have given their ally 3 free revivals this turn. */
  fremenGrant: boolean;
  /** Forces of the Emperor's ally revived this turn at the Emperor's expense (at most 3). */
  emperorPaid: number;
  /** Factions that have passed: their alliance revival power too is over for this turn. */
  passed: FactionId[];
  /** Alliance revival powers a Karama stopped this turn: each is used once a turn, and that use is gone. Absent: none. */
  stopped?: PowerId[];
  /** Who is paid for each faction's revival instead of the bank (the Tleilaxu, TLX-6), fixed as the phase begins. Absent: the bank for all. */
  payees?: Partial<Record<FactionId, FactionId>>;
}
