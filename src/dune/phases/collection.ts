import type { ActionSpec } from '../actions/spec';
import { pendingPhase } from './phase-module';

export interface CollectionStep {
  phase: 'collection';
}

export const collectionPhase = pendingPhase('collection', 'Spice Collection');
export const collectionActions: ActionSpec<never>[] = [];
