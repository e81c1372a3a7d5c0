import type { ActionSpec } from '../actions/spec';
import { pendingPhase } from './phase-module';

export interface RevivalStep {
  phase: 'revival';
}

export const revivalPhase = pendingPhase('revival', 'Revival');
export const revivalActions: ActionSpec<never>[] = [];
