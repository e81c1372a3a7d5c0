import { check, fail } from '../../../engine/result';
import { defineAction } from '../../actions/spec';
import { factionName } from '../../data/factions';
import { toothAwaited } from './poison-tooth';
import { traitorAnswered } from './sequence';
import { battleStep, planOf } from './step';

/**
 * CARD-POISON-TOOTH (ixians-tleilaxu.md §6): after the plans are revealed and before the battle
 * is resolved, its player may declare it unused; it then strikes nobody, and a winner may keep it.
 * Asked beside the traitor question; resolution waits for both.
 */
export const poisonTooth = defineAction({
  name: 'poison-tooth',
  summary: 'After the plans are revealed: your Poison Tooth strikes as planned (withdraw: false), or you declare it unused (withdraw: true).',
  phases: ['battle'],
  args: [
    { name: 'withdraw', type: 'boolean', required: true, description: 'true: the Poison Tooth is unused and kills nobody; false: it strikes both leaders' },
  ],
  errors: ['not-now', 'no-poison-tooth'],
  // Asked together with the traitor question, whose askers answer in any order.
  outOfTurn: true,
  when: (s) => {
    const b = s.phase === 'battle' ? battleStep(s).current : null;
    return b !== null && toothAwaited(b);
  },
  handler: (s, f, { withdraw }, ctx) => {
    const b = battleStep(s).current;
    if (b?.stage !== 'traitors' || b.toothDecided)
      fail('not-now', 'A Poison Tooth may be declared unused only after the plans are revealed, before the battle is resolved.');
    check(toothAwaited(b, f), 'no-poison-tooth', `The ${factionName(f)} played no Poison Tooth in this battle.`);
    b.toothDecided = true;
    if (withdraw) planOf(b, f).toothWithdrawn = true;
    ctx.emit({ type: 'poison-tooth-decided', faction: f, withdrawn: withdraw });
    traitorAnswered(s, b, ctx);
  },
});
