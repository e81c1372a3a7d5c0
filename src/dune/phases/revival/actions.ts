import { check, fail } from '../../../engine/result';
import { type ActionSpec, defineAction, followedBy } from '../../actions/spec';
import { total } from '../../board';
import { factionName, leader as leaderData, type LeaderId } from '../../data/factions';
import { FACTION_MODULES, hooksOf } from '../../factions';
import { KH_OWNER } from '../battle/kwisatz-haderach';
import { of, type DuneState, type FactionId } from '../../state';
import { agrees, listing, possessive } from '../../victory/describe';
import {
  COST_PER_FORCE,
  KH_REVIVAL_COST,
  MAX_FORCES,
  hasRevivable,
  revivalBarred,
  khRevivable,
  leaderBoughtEarly,
  leaderRevivalOpen,
  leaderState,
  revivableLeaders,
  revivalStep,
} from './rules';
import { finishIfDone, finishIfRevival, freeRevivals, waitedFor } from './step';
import { chooseFromTanks, toReserves } from './tanks';
import { payForRevival } from './payment';
import { forceLimit, forcesCost, revivalPrice, revivedBy } from './terms';

function checkLeader(s: DuneState, f: FactionId, id: LeaderId): void {
  const l = leaderData(id);
  check(l.faction === f, 'not-your-leader', `${l.name} is a leader of the ${factionName(l.faction)}, not of the ${factionName(f)}.`);
  check(leaderState(s, id).location === 'tanks', 'leader-not-in-tanks', `${l.name} is not in the Tleilaxu Tanks.`);
  check(
    !leaderBoughtEarly(s, f),
    'leader-revived',
    `The ${factionName(f)} bought a leader back from the Tleilaxu this turn: that was their one leader revival.`,
  );
  const allowed = revivableLeaders(s, f);
  check(
    allowed.includes(id),
    'leader-not-revivable',
    allowed.length > 0
      ? `${l.name} cannot be revived yet: choose among the leaders who died the fewest times (${listing(allowed.map((x) => leaderData(x).name))}).`
      : leaderRevivalOpen(s, f)
        ? `${l.name} lies face down, killed again: it is revived only once the ${possessive(f)} other leaders have been killed again or are unavailable (GF9 1.05.04).`
        : `The ${factionName(f)} may revive a leader only when none of theirs is left in their pool, or when every one of them has died at least once.`,
  );
}

/** GF9 2.01.14: the Kwisatz Haderach instead of a leader, once it may be revived; `leader` is the only other leader revival. */
function checkKwisatzHaderach(s: DuneState, f: FactionId, leader: LeaderId | undefined): void {
  check(f === KH_OWNER, 'kh-not-revivable', 'Only the Atreides have the Kwisatz Haderach.');
  check(s.kwisatzHaderachDead === true, 'kh-not-revivable', 'The Kwisatz Haderach is not in the Tleilaxu Tanks.');
  check(!leaderBoughtEarly(s, f), 'kh-not-revivable', 'The Atreides bought a leader back from the Tleilaxu this turn: that was their one leader revival.');
  check(leader === undefined, 'kh-not-revivable', 'The Kwisatz Haderach takes the turn’s one leader revival (GF9 2.01.14): revive it or a leader, not both.');
  check(
    khRevivable(s, f),
    'kh-not-revivable',
    'The Kwisatz Haderach is revived like a leader, once every other Atreides leader has died at least once or is unavailable (GF9 2.01.14).',
  );
}

export const revive = defineAction({
  name: 'revive',
  summary: `Revive forces (up to ${MAX_FORCES} unless a power says otherwise, free ones first, ${COST_PER_FORCE} spice each beyond) and/or one leader (its strength in spice) from the Tleilaxu Tanks. Without arguments: your free revivals.`,
  phases: ['revival'],
  args: [
    { name: 'forces', type: 'count', description: `how many forces to revive (at most ${MAX_FORCES} unless a power says otherwise, free ones included)` },
    { name: 'elite', type: 'count', description: 'how many of them are Sardaukar or Fedaykin (Advanced: at most 1 a turn)' },
    { name: 'leader', type: 'leader', description: 'a leader to revive (when leader revival is open to you)' },
    {
      name: 'kwisatzHaderach',
      type: 'boolean',
      description: `Atreides: revive the Kwisatz Haderach (${KH_REVIVAL_COST} spice) instead of a leader, once every other leader has died once or is unavailable`,
    },
  ],
  errors: [
    'out-of-range',
    'revival-barred',
    'already-revived',
    'nothing-to-revive',
    'bad-count',
    'not-enough-forces',
    'one-elite',
    'not-your-leader',
    'leader-not-in-tanks',
    'leader-not-revivable',
    'leader-revived',
    'not-enough-spice',
    'wait-for-grant',
    'kh-not-revivable',
  ],
  outOfTurn: true,
  handler: (s, f, args, ctx) => {
    const st = revivalStep(s);
    check(!st.done.includes(f), 'already-revived', `The ${factionName(f)} ${agrees(f, 'have')} already revived or passed this turn: one revival a turn.`);
    check(!revivalBarred(s, f), 'revival-barred', `A Karama barred the ${factionName(f)} from reviving this turn.`);
    check(hasRevivable(s, f), 'nothing-to-revive', `The ${factionName(f)} ${agrees(f, 'have')} no forces in the Tleilaxu Tanks and no leader they may revive.`);
    const granting = waitedFor(s, f);
    if (granting)
      fail(
        'wait-for-grant',
        `The ${factionName(granting)} ${agrees(granting, 'have')} yet to say whether they grant the ${factionName(f)} ${hooksOf(granting).revival?.allyFree} free revivals this turn (GF9 2.04.11); revive once they have granted them or passed.`,
      );
    const free = freeRevivals(s, f, st.fremenGrant);
    const kh = args.kwisatzHaderach === true;
    const plain = args.forces === undefined && args.leader === undefined && !kh;
    const count = args.forces ?? (plain ? Math.min(free, total(of(s.tanks, f))) : 0);
    check(
      count > 0 || args.leader !== undefined || kh,
      'nothing-to-revive',
      `Say how many forces (\`forces\`) or which leader (\`leader\`) the ${factionName(f)} ${agrees(f, 'revive')}, or \`pass\`.`,
    );
    const limit = forceLimit(s, f);
    check(count <= limit, 'out-of-range', `The ${factionName(f)} may revive at most ${limit} forces this turn, free ones included.`);
    const forces = chooseFromTanks(s, f, count, args.elite);
    if (kh) checkKwisatzHaderach(s, f, args.leader);
    if (args.leader !== undefined) checkLeader(s, f, args.leader);
    const leaderCost = (args.leader === undefined ? 0 : leaderData(args.leader).reviveCost) + (kh ? KH_REVIVAL_COST : 0);
    const cost = revivalPrice(s, f, { forces: forcesCost(s, f, forces, free), leader: leaderCost }, args.leader);
    const paid = payForRevival(
      s,
      f,
      cost,
      `reviving ${count} force${count === 1 ? '' : 's'} (${Math.min(count, free)} free)${args.leader ? ` and ${leaderData(args.leader).name}` : ''}${kh ? ' and the Kwisatz Haderach' : ''}`,
    );
    toReserves(s, f, forces);
    if (args.leader !== undefined) {
      const l = leaderState(s, args.leader);
      l.location = 'pool';
      l.faceDown = false;
    }
    if (kh) delete s.kwisatzHaderachDead;
    st.done.push(f);
    ctx.emit({
      type: 'revived',
      faction: f,
      forces: count,
      elite: forces.elite,
      ...(args.leader !== undefined ? { leader: leaderData(args.leader).name } : {}),
      ...(kh ? { kwisatzHaderach: true } : {}),
      cost,
      ...paid,
    });
    revivedBy(s, f, Math.min(count, free), ctx);
    finishIfDone(s, ctx);
  },
});

export const pass = defineAction({
  name: 'pass',
  summary: 'Revive nothing (more) this turn; the Fremen and the Emperor also pass on their ally’s revival.',
  phases: ['revival'],
  args: [],
  errors: [],
  handler: (s, f, _args, ctx) => {
    const st = revivalStep(s);
    if (!st.done.includes(f)) st.done.push(f);
    st.passed.push(f);
    ctx.emit({ type: 'revival-passed', faction: f });
    finishIfDone(s, ctx);
  },
});

/**
 * A faction's action of its `actions` hook: taken in the Revival phase (a request for an early
 * revival refused, a leader bought, TLX-9), it may leave nobody a decision, and the phase ends.
 */
export const endingRevival = (spec: ActionSpec): ActionSpec => followedBy(spec, finishIfRevival);

/** The factions' own actions come by name, whatever order the factions are registered in, so that adding one moves none. */
export const revivalActionSpecs: ActionSpec[] = [
  revive,
  pass,
  ...FACTION_MODULES.flatMap((m) => (m.hooks.revival ? [followedBy(m.hooks.revival.action, finishIfDone)] : [])).sort((a, b) => a.name.localeCompare(b.name)),
];
