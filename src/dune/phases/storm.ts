import type { ActionSpec } from '../actions/spec';
import { pendingPhase } from './phase-module';

export interface StormStep {
  phase: 'storm';
}

export const stormPhase = pendingPhase('storm', 'Storm');
export const stormActions: ActionSpec<never>[] = [];
