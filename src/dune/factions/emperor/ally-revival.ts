import { check } from '../../../engine/result';
import { defineAction } from '../../actions/spec';
import { allyOf } from '../../board';
import type { Ctx } from '../../context';
import { allyFor, checkNotPassed, checkNotStopped, stopRevivalPower } from '../../phases/revival/alliance';
import { ALLY_REVIVALS, COST_PER_FORCE, forcesLeftToRevive, revivalStep } from '../../phases/revival/rules';
import { chooseFromTanks, toReserves } from '../../phases/revival/tanks';
import { payForRevival } from '../../phases/revival/payment';
import type { DuneState, FactionId } from '../../state';
import { possessive } from '../../victory/describe';
import type { RevivalPower } from '../module';

/**
 * The Emperor may still pay for extra forces of their ally (GF9 2.03.07): fewer than 3 paid, and
 * forces of the ally left in the Tanks that may be revived. Public facts only: whether the Emperor
 * can afford it is their secret, so the phase waits for their answer either way.
 */
function allyRevivalOpen(s: DuneState, emperor: FactionId): boolean {
  const st = revivalStep(s);
  const ally = allyOf(s, emperor);
  return (
    ally !== undefined &&
    st.emperorPaid < ALLY_REVIVALS &&
    !st.passed.includes(emperor) &&
    !st.stopped?.includes('ally-extra-revival') &&
    forcesLeftToRevive(s, ally)
  );
}

/** A Karama against the payment while it is on offer: over for this turn (rules §16). */
const stopNow = (s: DuneState, f: FactionId, ctx: Ctx): boolean => stopRevivalPower(s, 'ally-extra-revival', allyRevivalOpen(s, f), ctx);

export const reviveAlly = defineAction({
  name: 'revive-ally',
  summary: `Emperor: pay ${COST_PER_FORCE} spice each for up to ${ALLY_REVIVALS} extra forces of your ally, beyond the ally's own revival.`,
  phases: ['revival'],
  args: [
    {
      name: 'forces',
      type: 'count',
      required: true,
      min: 1,
      max: ALLY_REVIVALS,
      description: `how many of your ally's forces you revive (at most ${ALLY_REVIVALS} a turn)`,
    },
    { name: 'elite', type: 'count', description: 'how many of them are Fedaykin, when your ally is the Fremen (Advanced: at most 1 a turn)' },
  ],
  errors: [
    'not-emperor',
    'no-ally',
    'already-passed',
    'stopped',
    'too-many',
    'bad-count',
    'not-enough-forces',
    'one-elite',
    'not-enough-spice',
    'revival-barred',
  ],
  outOfTurn: true,
  handler: (s, f, args, ctx) => {
    check(f === 'emperor', 'not-emperor', "Only the Emperor can pay for their ally's revival.");
    const ally = allyFor(s, f, 'revive');
    checkNotPassed(s, f);
    const st = revivalStep(s);
    checkNotStopped(s, 'ally-extra-revival');
    if (stopNow(s, f, ctx)) return;
    const left = ALLY_REVIVALS - st.emperorPaid;
    check(
      args.forces <= left,
      'too-many',
      `The Emperor may pay for ${ALLY_REVIVALS} of their ally's forces a turn; ${left} remain${left === 1 ? 's' : ''} this turn.`,
    );
    const forces = chooseFromTanks(s, ally, args.forces, args.elite);
    const cost = args.forces * COST_PER_FORCE;
    const paid = payForRevival(s, f, cost, `reviving ${args.forces} of the ${possessive(ally)} forces`);
    toReserves(s, ally, forces);
    st.emperorPaid += args.forces;
    ctx.emit({ type: 'revived', faction: ally, forces: args.forces, elite: forces.elite, cost, paidBy: f, ...paid });
  },
});

/** GF9 2.03.07: the Emperor pays for up to 3 forces of their ally beyond the ally's own revival. */
export const allyRevival: RevivalPower = {
  decision: 'revive-ally',
  power: 'ally-extra-revival',
  open: allyRevivalOpen,
  asked: (s, ally) => `pay for up to ${ALLY_REVIVALS - revivalStep(s).emperorPaid} more of the ${possessive(ally)} forces (\`revive-ally\`) or \`pass\``,
  action: reviveAlly,
};
