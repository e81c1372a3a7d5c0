import type { FactionId } from '../state';
import type { Deal } from '../shape/deal';

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
