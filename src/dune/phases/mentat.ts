import type { ActionSpec } from '../actions/spec';
import { pendingPhase } from './phase-module';

export interface MentatStep {
  phase: 'mentat';
}

export const mentatPhase = pendingPhase('mentat', 'Mentat Pause');
export const mentatActions: ActionSpec<never>[] = [];
