import { techTokenName } from '../tech-tokens/held';
import { takeTech } from '../tech-tokens/take';
import { techChoiceOf } from '../tech-tokens/transfer';
import { choiceArg, picked } from './args';
import { form } from './form';
import { the } from './labels';
import { offer } from './search';
import type { ChosenFor, Decider, Form } from './types';

/** TECH-5: the winner of a battle picks the Tech Token it takes from a loser holding several. */
const takeForm = form(takeTech, {
  args: () => [
    choiceArg<ChosenFor<typeof takeTech>>('token', (k) => (techChoiceOf(k.s, k.f)?.tokens ?? []).map((t) => ({ value: t, label: `Take ${techTokenName(t)}` }))),
  ],
  describe: (_k, a) => {
    const t = picked(a.token);
    return `Take ${t ? techTokenName(t) : 'a Tech Token'} from the loser.`;
  },
});

export const techTokenForms: readonly Form[] = [takeForm];

export const techTokenDecisions: Decider = (k) => {
  const choice = techChoiceOf(k.s, k.f);
  return choice ? offer(k, takeForm, { label: 'Take a Tech Token', summary: `You won: take one of ${the(choice.loser)}’s Tech Tokens.` }) : [];
};
