import { check } from '../../engine/result';
import { defineAction } from '../actions/spec';
import { factionName } from '../data/factions';
import type { DuneState } from '../state';
import { discard, takeFromHand } from '../treachery';
import type { CardUse } from './use';
import type { Question } from '../shape/question';
import { agrees } from '../victory/describe';

export const pendingQuestions = (s: DuneState): Question[] => s.questions.filter((q) => q.answer === null);

/** Truthtrance, at any time: one yes/no question about the game to one player (rules §16). */
export const truthtranceUse: CardUse = {
  args: ['target', 'question'],
  play: (s, f, { target, question }, ctx) => {
    check(
      target !== undefined && question !== undefined,
      'question-needed',
      'Truthtrance needs a `target` (the player asked) and a `question` they must answer yes or no.',
    );
    check(s.factions.includes(target), 'not-in-game', `The ${factionName(target)} ${agrees(target, 'are')} not playing in this game.`);
    check(target !== f, 'own-question', 'Truthtrance asks another player; you know your own answers.');
    const card = takeFromHand(s, f, 'truthtrance');
    const q: Question = { id: s.questions.length + 1, asker: f, target, question: question.trim(), turn: s.turn, answer: null };
    s.questions.push(q);
    ctx.emit({ type: 'card-played', faction: f, card: 'Truthtrance', purpose: `ask the ${factionName(target)} a question` });
    discard(s, card, ctx, f);
    ctx.emit({ type: 'truthtrance-question', id: q.id, faction: f, target, question: q.question });
  },
};

/** The target of a Truthtrance answers, in public; the oldest question first. */
export const answer = defineAction({
  name: 'answer',
  summary: 'Answer the Truthtrance question put to you: yes or no, truthfully (the oldest open question first).',
  phases: ['any'],
  args: [{ name: 'yes', type: 'boolean', required: true, description: 'true for yes, false for no' }],
  errors: ['no-question'],
  outOfTurn: true,
  handler: (s, f, { yes }, ctx) => {
    const q = pendingQuestions(s).find((x) => x.target === f);
    check(q, 'no-question', `Nobody has asked the ${factionName(f)} a Truthtrance question that awaits an answer.`);
    q.answer = yes;
    ctx.emit({ type: 'truthtrance-answered', id: q.id, faction: f, asker: q.asker, question: q.question, answer: yes ? 'yes' : 'no' });
  },
});
