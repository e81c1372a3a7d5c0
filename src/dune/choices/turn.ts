import { territory } from '../data/map';
import { hooksOf } from '../factions';
import { shipmentStep } from '../phases/shipment-movement/step';
import { actAction, delayAction, passAction } from '../phases/shipment-movement/actions';
import { simpleForm } from './form';
import { the } from './labels';
import { offer } from './search';
import type { Decider, Form, Seat } from './types';
import type { ShipmentMovementStep } from '../shape/shipment-movement';

/** A faction's turn in Shipment and Movement, and the Guild's timing (Advanced): pass, `act`, `delay`. */

const smOf = (k: Seat): ShipmentMovementStep | undefined => (k.s.phase === 'shipment-movement' ? shipmentStep(k.s) : undefined);

/** The step while the seat is taking its own turn and nobody's decision comes first; otherwise undefined. */
export function shipMoveTurn(k: Seat): ShipmentMovementStep | undefined {
  const st = smOf(k);
  return st && st.current === k.f && !st.declaring && st.bgPending.length === 0 ? st : undefined;
}

/** One `pass` serves the whole phase: the Bene Gesserit's declaration and answers, the shipment, the movement. */
export const shipMovePassForm = simpleForm(
  passAction,
  (k) => smOf(k) !== undefined,
  (k) => {
    const st = smOf(k);
    // Only asked in the phase (the form's condition); the plain word otherwise.
    if (!st) return 'Pass.';
    const d = st.bgPending[0];
    if (st.declaring) return 'Keep your other advisors as they are, and let the shipments begin.';
    if (d?.kind === 'flip') return `Keep your fighters in ${territory(d.territory).name} as fighters.`;
    if (d?.kind === 'advise') return `Send no spiritual advisor after ${the(d.shipper)}’s shipment.`;
    return st.part === 'ship' ? 'Ship nothing this turn; your movement comes next.' : 'Move nothing more: end your turn.';
  },
);

const actForm = simpleForm(
  actAction,
  () => true,
  (k) => `Take the Guild’s turn now, before ${the(smOf(k)?.current ?? k.f)}.`,
);

const delayForm = simpleForm(
  delayAction,
  () => true,
  () => 'Let the others go first; you may `act` later, before any of them.',
);

export const turnForms: readonly Form[] = [shipMovePassForm, actForm, delayForm];

export const turnDecisions: Decider = (k) => {
  const st = shipMoveTurn(k);
  const guild = hooksOf(k.f).turnOrder ? offer(k, actForm, { label: 'Take your turn now', anytime: true }) : [];
  if (!st) return guild;
  const summary =
    st.part === 'ship' ? 'Your turn: one shipment, then one movement.' : `Your movement${st.movesLeft > 1 ? `: ${st.movesLeft} left (Hajr)` : ''}.`;
  return [
    ...guild,
    ...offer(k, delayForm, { label: 'Delay your turn', summary: 'The others go first; you may act before any of them later.' }),
    ...offer(k, shipMovePassForm, { label: st.part === 'ship' ? 'Pass shipment' : 'End turn', summary }),
  ];
};
