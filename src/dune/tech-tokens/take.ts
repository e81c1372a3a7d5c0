import { check } from '../../engine/result';
import { defineAction } from '../actions/spec';
import { factionName } from '../data/factions';
import { settleAftermath } from '../phases/battle/sequence';
import { TECH_TOKENS } from '../shape/tech';
import { techTokenName } from './held';
import { takeToken, techChoiceOf } from './transfer';
import { agrees } from '../victory/describe';

/** TECH-5: the winner of a battle whose loser holds several Tech Tokens takes the one it chooses. */
export const takeTech = defineAction({
  name: 'take-tech',
  summary: 'Winner of a battle: take one of the loser’s Tech Tokens (asked when the loser holds several).',
  phases: ['battle'],
  args: [{ name: 'token', type: 'choice', required: true, choices: TECH_TOKENS, description: 'the Tech Token you take' }],
  errors: ['not-now', 'not-held'],
  handler: (s, f, { token }, ctx) => {
    const choice = techChoiceOf(s, f);
    check(choice !== null, 'not-now', `The ${factionName(f)} ${agrees(f, 'have')} no Tech Token to take now.`);
    const { battle, loser, tokens } = choice;
    check(
      tokens.includes(token),
      'not-held',
      `The ${factionName(loser)} ${agrees(loser, 'do')} not hold ${techTokenName(token)}; take ${tokens.map(techTokenName).join(' or ')}.`,
    );
    delete battle.techChoice;
    takeToken(s, f, loser, token, ctx);
    settleAftermath(s, battle, ctx);
  },
});
