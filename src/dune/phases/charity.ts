import type { ActionSpec } from '../actions/spec';
import { pendingPhase } from './phase-module';

export interface CharityStep {
  phase: 'charity';
}

export const charityPhase = pendingPhase('charity', 'CHOAM Charity');
export const charityActions: ActionSpec<never>[] = [];
