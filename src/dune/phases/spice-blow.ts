import type { ActionSpec } from '../actions/spec';
import { pendingPhase } from './phase-module';

export interface SpiceBlowStep {
  phase: 'spice-blow';
}

export const spiceBlowPhase = pendingPhase('spice-blow', 'Spice Blow and Nexus');
export const spiceBlowActions: ActionSpec<never>[] = [];
