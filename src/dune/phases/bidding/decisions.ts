import { hooksOf } from '../../factions';
import type { BiddingDecision } from '../../factions/module';
import type { DuneState, FactionId } from '../../state';

/** A decision the auction waits for: the power's, its owner's, and the seat that decides it. */
export interface OpenDecision {
  readonly decision: BiddingDecision;
  readonly owner: FactionId;
  readonly by: FactionId;
}

/** The decisions open now (`biddingDecisions`), in the order of the factions in play. */
export const openDecisions = (s: DuneState): OpenDecision[] =>
  s.factions.flatMap((owner) =>
    (hooksOf(owner).biddingDecisions ?? []).filter((d) => d.open(s, owner)).map((decision) => ({ decision, owner, by: decision.decider?.(s, owner) ?? owner })),
  );

/** The seats the auction waits for while decisions are open. */
export const deciding = (s: DuneState): FactionId[] => [...new Set(openDecisions(s).map((d) => d.by))];
