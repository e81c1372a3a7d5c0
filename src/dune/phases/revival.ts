import type { ActionSpec } from '../actions/spec';
import { allyOf, total } from '../board';
import { faction, factionName, leader } from '../data/factions';
import { hooksOf } from '../factions';
import { of, type DuneState, type FactionId } from '../state';
import { theFactions } from '../victory/describe';
import type { PhaseModule } from './phase-module';
import { revivalActionSpecs } from './revival/actions';
import { COST_PER_FORCE, KH_REVIVAL_COST, khRevivable, revivableLeaders, revivalStep } from './revival/rules';
import { decisionsOf, finishIfDone, freeRevivals, stillToRevive } from './revival/step';
import { eliteRevivalPrice, forceLimit, revivalPayees, revivalPrice } from './revival/terms';
import type { RevivalDecision } from '../shape/revival';

/** What a faction is asked, in the game's terms. */
function asked(s: DuneState, f: FactionId, d: RevivalDecision): string {
  const ally = allyOf(s, f) as FactionId;
  if (d === 'revive') return 'revive forces or a leader (`revive`) or `pass`';
  return hooksOf(f).revival?.asked(s, ally) ?? `\`${d}\` or \`pass\``;
}

function expecting(s: DuneState): string {
  const waiting = stillToRevive(s);
  if (waiting.length === 0) return 'Revival is over.';
  const own = waiting.filter((f) => decisionsOf(s, f).includes('revive'));
  const powers = waiting.flatMap((f) =>
    decisionsOf(s, f)
      .filter((d) => d !== 'revive')
      .map((d) => `the ${factionName(f)} to ${asked(s, f, d)}`),
  );
  const parts = [...(own.length ? [`${theFactions(own)} to ${asked(s, own[0] as FactionId, 'revive')}`] : []), ...powers];
  return `Revival: waiting for ${parts.join('; ')}.`;
}

/** IX-7: the starred forces in `f`'s Tanks when they cost more to revive than the others (the Ixians' Cyborgs), with their price. */
function dearerStarred(s: DuneState, f: FactionId): { eliteRevival?: { starred: string; inTanks: number; cost: number } } {
  const inTanks = of(s.tanks, f).elite;
  const starred = faction(f).eliteName;
  const price = eliteRevivalPrice(s, f);
  if (inTanks === 0 || starred === null || price === COST_PER_FORCE) return {};
  return { eliteRevival: { starred, inTanks, cost: revivalPrice(s, f, { forces: price, leader: 0 }) } };
}

/**
 * Revival (§9): every faction with something in the Tleilaxu Tanks revives or passes, all in
 * parallel, before anyone ships (S001-REV-1); the Fremen's and the Emperor's alliance powers are
 * waited for as long as they can still be used, whoever acts first (GF9 1.05.00).
 */
export const revivalPhase: PhaseModule = {
  phase: 'revival',
  enter: (s, ctx) => {
    const payees = revivalPayees(s);
    s.step = { phase: 'revival', done: [], fremenGrant: false, emperorPaid: 0, passed: [], ...(Object.keys(payees).length ? { payees } : {}) };
    finishIfDone(s, ctx);
  },
  waitingFor: stillToRevive,
  expecting,
  publicStep: (s) => {
    const st = revivalStep(s);
    return {
      done: [...st.done],
      fremenGrant: st.fremenGrant,
      emperorPaid: st.emperorPaid,
      passed: [...st.passed],
      karamaStopped: [...(st.stopped ?? [])],
    };
  },
  privateStep: (s, f) => {
    const st = revivalStep(s);
    if (st.done.includes(f)) return { revived: true };
    return {
      inTanks: total(of(s.tanks, f)),
      freeRevivals: freeRevivals(s, f, st.fremenGrant),
      // None when there is no limit (the Tleilaxu's own, TLX-5).
      ...(Number.isFinite(forceLimit(s, f)) ? { maxForces: forceLimit(s, f) } : {}),
      costPerForce: revivalPrice(s, f, { forces: COST_PER_FORCE, leader: 0 }),
      ...dearerStarred(s, f),
      revivableLeaders: revivableLeaders(s, f).map((id) => ({
        leader: leader(id).name,
        cost: revivalPrice(s, f, { forces: 0, leader: leader(id).reviveCost }, id),
      })),
      ...(khRevivable(s, f) ? { kwisatzHaderach: { cost: KH_REVIVAL_COST } } : {}),
    };
  },
};

export const revivalActions: ActionSpec[] = revivalActionSpecs;
