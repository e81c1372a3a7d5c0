import type { ActionSpec } from '../actions/spec';
import { pendingPhase } from './phase-module';

export interface BattleStep {
  phase: 'battle';
}

export const battlePhase = pendingPhase('battle', 'Battle');
export const battleActions: ActionSpec<never>[] = [];
