import type { ActionSpec } from '../actions/spec';
import { strongholdIncome } from '../variants/increased-spice-flow';
import { collectSpice } from './collection/harvest';
import type { PhaseModule } from './phase-module';

export const collectionPhase: PhaseModule = {
  phase: 'collection',
  enter: (s, ctx) => {
    s.step = { phase: 'collection' };
    collectSpice(s, ctx);
    strongholdIncome(s, ctx);
    ctx.endPhase();
  },
  waitingFor: () => [],
  expecting: () => 'Spice Collection is automatic: forces collect the spice where they stand.',
};

export const collectionActions: ActionSpec[] = [];
