import { spiceOf } from '../board';
import { charityDue } from '../phases/charity';
import { claim, decline } from '../phases/charity';
import { simpleForm } from './form';
import { spice } from './labels';
import { offer } from './search';
import type { Decider, Form, Seat } from './types';

/** CHOAM Charity, when it is claimed (option `charity: 'claim'`): claim it or decline it. */

const inCharity = (k: Seat): boolean => k.s.phase === 'charity';

const claimForm = simpleForm(
  claim,
  () => true,
  (k) => `Claim CHOAM Charity: receive ${spice(charityDue(k.s, k.f))}.`,
);
const declineForm = simpleForm(decline, inCharity, () => 'Decline CHOAM Charity this turn.');

export const charityForms: readonly Form[] = [claimForm, declineForm];

export const charityDecisions: Decider = (k) => {
  if (!inCharity(k)) return [];
  const summary = `You hold ${spice(spiceOf(k.s, k.f))}; charity pays you ${spice(charityDue(k.s, k.f))}.`;
  return [...offer(k, claimForm, { label: `Claim ${spice(charityDue(k.s, k.f))}`, summary }), ...offer(k, declineForm, { label: 'Decline', summary })];
};
