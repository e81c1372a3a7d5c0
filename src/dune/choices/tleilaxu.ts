import { RAISED_LIMIT, raisable, raiseLimit } from '../factions/tleilaxu/raise-limit';
import { choiceArg, picked } from './args';
import { form } from './form';
import { count, the } from './labels';
import { offer } from './search';
import type { ChosenFor, Decider, Form } from './types';

/** The Tleilaxu's decisions: raising another faction's revival limit (TLX-8), in the Bidding or the Revival phase. */

const raiseForm = form(raiseLimit, {
  args: () => [
    choiceArg<ChosenFor<typeof raiseLimit>>('faction', (k) =>
      k.s.factions.filter((t) => raisable(k.s, k.f, t)).map((t) => ({ value: t, label: `Raise ${the(t)}` })),
    ),
  ],
  describe: (_k, a) => {
    const t = picked(a.faction);
    return `Raise ${t ? the(t) : 'a faction'}’s revival limit to ${count(RAISED_LIMIT, 'force')} this turn.`;
  },
});

export const tleilaxuForms: readonly Form[] = [raiseForm];

export const tleilaxuDecisions: Decider = (k) =>
  (k.s.phase === 'bidding' || k.s.phase === 'revival') && k.s.factions.some((t) => raisable(k.s, k.f, t))
    ? offer(k, raiseForm, { label: 'Raise a revival limit', summary: `Another faction may revive up to ${RAISED_LIMIT} forces this turn.`, anytime: true })
    : [];
