import type { ActionSpec } from '../actions/spec';
import { hooksOf } from '../factions';
import { hasVariant } from '../options';
import type { MentatStep } from '../shape/phase-state';
import type { DuneState } from '../state';
import { controlStep } from '../variants/stronghold-control';
import { controlledStrongholds } from '../victory/control';
import { declareWinner } from '../victory/decide';
import { collectBribes } from './mentat/bribes';
import type { PhaseModule } from './phase-module';

const step = (s: DuneState): MentatStep => {
  if (s.step.phase !== 'mentat') throw new Error('not in the Mentat Pause');
  return s.step;
};

export const mentatPhase: PhaseModule = {
  phase: 'mentat',
  enter: (s, ctx) => {
    s.step = { phase: 'mentat' };
    collectBribes(s, ctx);
    const control = controlledStrongholds(s);
    if (hasVariant(s.options, 'stronghold-control')) controlStep(s, control, ctx);
    declareWinner(s, control, ctx);
    // A faction's decision of the pause (the Face Dancer swap, TLX-4) only matters while a turn is still to come.
    const deciding = s.winner || s.turn >= s.options.turns ? [] : s.factions.filter((f) => hooksOf(f).mentatDecision?.(s, f));
    if (deciding.length > 0) step(s).deciding = deciding;
    else ctx.endPhase();
  },
  waitingFor: (s) => [...(step(s).deciding ?? [])],
  expecting: (s) =>
    step(s).deciding
      ? `Mentat Pause: waiting for the Tleilaxu to swap a Face Dancer (\`swap-face-dancer\`) or keep them (\`pass\`).`
      : 'The Mentat Pause is automatic: bribes are collected and victory is checked.',
};

export const mentatActions: ActionSpec[] = [];
