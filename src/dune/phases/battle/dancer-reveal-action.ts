import { check } from '../../../engine/result';
import { defineAction } from '../../actions/spec';
import { factionName } from '../../data/factions';
import { traitorName } from '../../data/traitors';
import { dancerWon, revealFaceDancer } from '../../factions/tleilaxu/face-dancers';
import { closeBattle } from './sequence';
import { battleStep } from './step';
import { agrees } from '../../victory/describe';

/**
 * TLX-2 with the Tleilaxu's standing order `ask`: the battle waits for them to reveal the Face
 * Dancer the winner fought with, or to keep it secret; then it goes on (the forces placed, if
 * revealed, else it ends).
 */
export const revealFaceDancerChoice = defineAction({
  name: 'reveal-face-dancer',
  summary: 'Tleilaxu, asked after a battle won with one of your Face Dancers (your order `ask`): reveal it (true) or keep it secret (false).',
  phases: ['battle'],
  args: [{ name: 'reveal', type: 'boolean', required: true, description: 'true: reveal the Face Dancer (TLX-2); false: keep it secret' }],
  errors: ['not-now'],
  handler: (s, f, { reveal }, ctx) => {
    const b = battleStep(s).current;
    check(b?.dancerAsked === f, 'not-now', `The ${factionName(f)} ${agrees(f, 'are')} asked about no Face Dancer now.`);
    const dancer = dancerWon(s, f, b);
    delete b.dancerAsked;
    if (reveal) revealFaceDancer(s, f, b, ctx);
    else if (dancer) ctx.emit({ type: 'face-dancer-kept', to: [f], leader: traitorName(dancer.leader) });
    if (!b.dancerForces) closeBattle(s, b, ctx);
  },
});
