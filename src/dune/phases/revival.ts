import type { ActionSpec } from '../actions/spec';
import { allyOf, total } from '../board';
import { factionName, leader } from '../data/factions';
import { of } from '../state';
import { factionList } from '../victory/describe';
import type { PhaseModule } from './phase-module';
import { revivalActionSpecs } from './revival/actions';
import { ALLY_REVIVALS, COST_PER_FORCE, MAX_FORCES, freeRevivals, revivableLeaders } from './revival/rules';
import { finishIfDone, revivalStep, stillToRevive } from './revival/step';

export type { RevivalStep } from './revival/step';

/**
 * Revival (§9): every faction with something in the Tleilaxu Tanks revives or passes, all in
 * parallel, before anyone ships (S001-REV-1).
 */
export const revivalPhase: PhaseModule = {
  phase: 'revival',
  title: 'Revival',
  enter: (s, ctx) => {
    s.step = { phase: 'revival', done: [], fremenGrant: false, emperorPaid: 0, eliteRevived: {} };
    finishIfDone(s, ctx);
  },
  waitingFor: stillToRevive,
  expecting: (s) => {
    const waiting = stillToRevive(s);
    if (waiting.length === 0) return 'Revival is over.';
    const st = revivalStep(s);
    const helpers = waiting.flatMap((f) => {
      const ally = allyOf(s, f);
      if (ally === 'fremen' && !st.fremenGrant) return [`the Fremen may first \`grant\` the ${factionName(f)} ${ALLY_REVIVALS} free revivals`];
      if (ally === 'emperor' && st.emperorPaid < ALLY_REVIVALS) return [`the Emperor may pay for more of the ${factionName(f)}'s forces (\`revive-ally\`)`];
      return [];
    });
    return `Revival: waiting for ${factionList(waiting)} to revive forces or a leader (\`revive\`) or \`pass\`${helpers.length ? `; ${helpers.join('; ')}` : ''}.`;
  },
  publicStep: (s) => {
    const st = revivalStep(s);
    return { done: [...st.done], fremenGrant: st.fremenGrant, emperorPaid: st.emperorPaid };
  },
  privateStep: (s, f) => {
    const st = revivalStep(s);
    if (st.done.includes(f)) return { revived: true };
    return {
      inTanks: total(of(s.tanks, f)),
      freeRevivals: freeRevivals(s, f, st.fremenGrant),
      maxForces: MAX_FORCES,
      costPerForce: COST_PER_FORCE,
      revivableLeaders: revivableLeaders(s, f).map((id) => ({ leader: leader(id).name, cost: leader(id).strength })),
    };
  },
};

export const revivalActions: ActionSpec<never>[] = revivalActionSpecs as ActionSpec<never>[];
