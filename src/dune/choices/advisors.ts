import { isAdvisorStack } from '../board';
import { territory, type TerritoryId } from '../data/map';
import { hooksOf } from '../factions';
import { shipmentStep } from '../phases/shipment-movement/step';
import { adviseAction, flipAction, noAdvisorAction, stayAction } from '../phases/shipment-movement/actions';
import { territoryArg } from './args';
import { form, simpleForm } from './form';
import { piece, The, the } from './labels';
import { offer } from './search';
import type { Decider, Form, Seat } from './types';
import type { ShipmentMovementStep } from '../shape/shipment-movement';

/** The advisors' owner's decisions in Shipment and Movement (the Bene Gesserit's): flipping advisors and fighters, spiritual advisors. */

const step = (k: Seat): ShipmentMovementStep | undefined => (k.s.phase === 'shipment-movement' && hooksOf(k.f).coexistence ? shipmentStep(k.s) : undefined);

const advisorTerritories = (k: Seat): TerritoryId[] => [...new Set(k.s.board.filter(isAdvisorStack).map((x) => x.territory))];

/** Advisors anywhere while declaring; after an entry, only the fighters where the entrant came. */
function flippable(k: Seat): TerritoryId[] {
  const st = step(k);
  const d = st?.bgPending[0];
  return st?.declaring ? advisorTerritories(k) : d?.kind === 'flip' ? [d.territory] : [];
}

const flipForm = form(flipAction, {
  args: () => [territoryArg('territory', flippable)],
  describe: (k, a) => {
    const t = a.territory ?? step(k)?.bgPending[0]?.territory;
    const where = t ? territory(t).name : 'the territory';
    return step(k)?.declaring ? `Flip your advisors in ${where} to fighters.` : `Flip your fighters in ${where} to advisors.`;
  },
});

const adviseForm = form(adviseAction, {
  args: () => [
    {
      name: 'with',
      values: () => [
        { value: null, label: 'To the Polar Sink' },
        { value: true, label: 'With the shipment, as an advisor' },
      ],
    },
  ],
  describe: (k, a) => {
    const d = step(k)?.bgPending[0];
    return a.with === true && d?.kind === 'advise'
      ? `Send a spiritual advisor with ${the(d.shipper)}’s shipment, to ${piece(d.territory, d.sector)}, as an advisor.`
      : 'Send a spiritual advisor to the Polar Sink, free.';
  },
});

const stayForm = simpleForm(
  stayAction,
  (k) => step(k)?.declaring === true || step(k)?.bgPending[0]?.kind === 'flip',
  (k) => (step(k)?.declaring ? 'Flip no more advisors: shipping begins.' : 'Your fighters stay fighters.'),
);

const noAdvisorForm = simpleForm(
  noAdvisorAction,
  (k) => step(k)?.bgPending[0]?.kind === 'advise',
  () => 'Send no spiritual advisor.',
);

export const advisorForms: readonly Form[] = [flipForm, stayForm, adviseForm, noAdvisorForm];

export const advisorDecisions: Decider = (k) => {
  const st = step(k);
  if (!st) return [];
  if (st.declaring) {
    const summary = 'Before anyone ships: flip advisors to fighters, one territory at a time, then say you are done.';
    return [...offer(k, flipForm, { label: 'Flip advisors to fighters', summary }), ...offer(k, stayForm, { label: 'Done flipping', summary })];
  }
  const d = st.bgPending[0];
  if (d?.kind === 'flip') {
    const where = territory(d.territory).name;
    const summary = `${The(d.entrant)} entered ${where}, where you have fighters.`;
    return [
      ...offer(k, flipForm, { label: `Become advisors in ${where}`, preset: { territory: d.territory }, summary }),
      ...offer(k, stayForm, { label: 'Stay fighters', summary }),
    ];
  }
  if (d?.kind === 'advise') {
    const summary = `${The(d.shipper)} shipped to ${piece(d.territory, d.sector)}.`;
    return [
      ...offer(k, adviseForm, { label: 'Spiritual advisor to the Polar Sink', preset: { with: null }, summary }),
      ...offer(k, adviseForm, { label: 'Advisor with the shipment', preset: { with: true }, summary }),
      ...offer(k, noAdvisorForm, { label: 'No spiritual advisor', summary }),
    ];
  }
  return [];
};
