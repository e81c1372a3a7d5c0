import type { ActionSpec } from '../actions/spec';
import { hasVariant } from '../options';
import { controlStep } from '../variants/stronghold-control';
import { controlledStrongholds } from '../victory/control';
import { declareWinner } from '../victory/decide';
import { collectBribes } from './mentat/bribes';
import type { PhaseModule } from './phase-module';

export const mentatPhase: PhaseModule = {
  phase: 'mentat',
  enter: (s, ctx) => {
    s.step = { phase: 'mentat' };
    collectBribes(s, ctx);
    const control = controlledStrongholds(s);
    if (hasVariant(s.options, 'stronghold-control')) controlStep(s, control, ctx);
    declareWinner(s, control, ctx);
    ctx.endPhase();
  },
  waitingFor: () => [],
  expecting: () => 'The Mentat Pause is automatic: bribes are collected and victory is checked.',
};

export const mentatActions: ActionSpec[] = [];
