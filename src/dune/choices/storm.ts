import { dialRange } from '../phases/storm/sequence';
import { stormStep } from '../phases/storm/step';
import { dial, passStorm } from '../phases/storm/actions';
import { countArg, span } from './args';
import { form, simpleForm } from './form';
import { count } from './labels';
import { offer } from './search';
import type { Decider, Form, Seat } from './types';
import type { StormStep } from '../shape/storm';

/** The Storm phase: the secret dial, then passing on Weather Control and Family Atomics (cards.ts plays them). */

const step = (k: Seat): StormStep | undefined => (k.s.phase === 'storm' ? stormStep(k.s) : undefined);

const dialForm = form(dial, {
  args: () => [
    countArg('value', (k) => {
      const { min, max } = dialRange(k.s);
      return span(min, max, k.s.turn === 1 ? 'Sectors the storm is placed from the Storm Start Sector' : 'Sectors the storm moves');
    }),
  ],
  describe: (k, a) => `Dial ${a.value} for the storm${k.s.turn === 1 ? ' (placing it)' : ''}, secretly.`,
});

const passForm = simpleForm(
  passStorm,
  (k) => step(k) !== undefined,
  () => 'Play no storm card: the storm moves as dialled.',
);

export const stormForms: readonly Form[] = [dialForm, passForm];

/** "The storm is to move 4 sectors." */
export function stormOutlook(k: Seat): string {
  const distance = step(k)?.distance;
  return distance === null || distance === undefined ? '' : `The storm is to move ${count(distance, 'sector')}.`;
}

export const stormDecisions: Decider = (k) => {
  if (!step(k)) return [];
  const { min, max } = dialRange(k.s);
  return [
    ...offer(k, dialForm, { label: 'Dial the storm', summary: `Dial ${min} to ${max} secretly; the two dials are added.` }),
    ...offer(k, passForm, { label: 'Play no storm card', summary: stormOutlook(k) }),
  ];
};
