import { check } from '../../../engine/result';
import { defineAction } from '../../actions/spec';
import { counted } from '../../victory/describe';
import { dialRange, recordDial, stormExpecting } from './sequence';
import { stormStep } from './step';
import { passDecision } from './window';

export const dial = defineAction({
  name: 'dial',
  summary: 'Secretly dial the storm: 0–20 to place it on turn 1, 1–3 to move it on later turns.',
  phases: ['storm'],
  args: [{ name: 'value', type: 'count', required: true, max: 20, description: 'your dial: 0–20 on turn 1, 1–3 afterwards' }],
  errors: ['not-now', 'out-of-range'],
  handler: (s, f, { value }, ctx) => {
    const st = stormStep(s);
    check(!st.awaiting, 'not-now', `Nobody dials yet. ${stormExpecting(s)}`);
    check(st.stage === 'dial', 'not-now', `Nobody dials now: the storm is to move ${counted(st.distance ?? 0, 'sector')}.`);
    const { min, max } = dialRange(s);
    check(
      value >= min && value <= max,
      'out-of-range',
      `On turn ${s.turn} the storm dial is ${min} to ${max}${s.turn === 1 ? ' (placing the storm)' : ' (moving the storm)'}; got ${value}.`,
    );
    recordDial(s, ctx, f, value);
  },
});

export const passStorm = defineAction({
  name: 'pass',
  summary: 'Storm phase: play no storm card.',
  phases: ['storm'],
  args: [],
  errors: ['not-your-turn'],
  handler: (s, f, _args, ctx) => passDecision(s, ctx, f),
  when: (s) => s.step.phase === 'storm' && s.step.stage === 'cards',
});
