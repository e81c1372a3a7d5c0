import type { FactionId, PhaseId } from '../state';

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

export const parties = (d: Deal): [FactionId, FactionId] => [d.from, d.with];

/** Whether the channel knows the deal: accepted, or since cancelled by both parties (S002-DEAL-3, DEAL-5). */
export const isPublic = (d: Deal): boolean => d.status === 'accepted' || d.status === 'cancelled';

/** The deals the channel knows about. */
export const publicDeals = (deals: readonly Deal[]) =>
  deals.filter(isPublic).map((d) => ({
    id: d.id as number,
    factions: parties(d),
    terms: d.terms,
    spice: d.spice,
    status: d.status,
    turn: d.turn,
    cancelAsked: [...d.cancelAsked],
  }));

/** Proposals awaiting an answer that `f` made or received: only the two parties see them. */
export const openProposals = (deals: readonly Deal[], f: FactionId) =>
  deals
    .filter((d) => d.status === 'proposed' && (d.from === f || d.with === f))
    .map((d) => ({ id: d.proposal, from: d.from, with: d.with, terms: d.terms, spice: d.spice }));

/** Whether `d` is between `a` and `b`. */
export const between = (d: Deal, a: FactionId, b: FactionId): boolean => parties(d).includes(a) && parties(d).includes(b);
