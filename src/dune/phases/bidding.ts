import type { ActionSpec } from '../actions/spec';
import { pendingPhase } from './phase-module';

export interface BiddingStep {
  phase: 'bidding';
}

export const biddingPhase = pendingPhase('bidding', 'Bidding');
export const biddingActions: ActionSpec<never>[] = [];
