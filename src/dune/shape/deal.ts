import type { FactionId } from '../data/factions';
import type { PhaseId } from './phase';

/**
 * A deal (rules §15, S002-DEAL-1…6): terms in free text about information and future actions,
 * and possibly spice the proposer pays the other party as a bribe. Proposed in private; binding
 * and public once accepted (S002-DEAL-3, DEAL-5); cancelled only when both parties ask.
 */
export interface Deal {
  /**
   * The public number, once accepted: deals are numbered among public deals only (1, 2, …), so
   * that no number counts the private proposals anybody made (issue 26). Null while private.
   */
  id: number | null;
  /** The proposal's number between its two parties (1, 2, … for each pair): it counts only what both of them know. */
  proposal: number;
  /** The proposer, who pays `spice` on acceptance. */
  from: FactionId;
  with: FactionId;
  terms: string;
  spice: number;
  status: 'proposed' | 'accepted' | 'rejected' | 'withdrawn' | 'cancelled';
  /** When it was proposed, then when it was accepted. */
  turn: number;
  phase: PhaseId;
  /** Parties that have asked to cancel an accepted deal. */
  cancelAsked: FactionId[];
}
