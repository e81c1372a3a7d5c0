import { check, fail } from '../../../engine/result';
import { defineAction } from '../../actions/spec';
import { powerName } from '../../cards/karama/powers';
import { add, allyOf, chooseForces, pay, subtract, total } from '../../board';
import { factionName, leader as leaderData, type LeaderId } from '../../data/factions';
import { of, type DuneState, type FactionId, type Forces } from '../../state';
import { listing, possessive } from '../../victory/describe';
import {
  ALLY_REVIVALS,
  COST_PER_FORCE,
  KH_REVIVAL_COST,
  MAX_FORCES,
  freeRevivals,
  hasRevivable,
  khRevivable,
  leaderRevivalOpen,
  leaderState,
  revivableLeaders,
} from './rules';
import { countStarred } from './starred';
import { finishIfDone, revivalStep, stopAllyRevival, waitsForGrant } from './step';

const IN_TANKS = 'in the Tleilaxu Tanks';

/** Chooses forces to revive from f's Tanks, counting them against Advanced's one starred force a turn. */
function chooseFromTanks(s: DuneState, f: FactionId, count: number, elite: number | undefined): Forces {
  const forces = chooseForces(of(s.tanks, f), count, elite, f, IN_TANKS);
  countStarred(s, f, forces.elite);
  return forces;
}

function toReserves(s: DuneState, f: FactionId, forces: Forces): void {
  subtract(of(s.tanks, f), forces);
  add(of(s.reserves, f), forces);
}

function checkLeader(s: DuneState, f: FactionId, id: LeaderId): void {
  const l = leaderData(id);
  check(l.faction === f, 'not-your-leader', `${l.name} is a leader of the ${factionName(l.faction)}, not of the ${factionName(f)}.`);
  check(leaderState(s, id).location === 'tanks', 'leader-not-in-tanks', `${l.name} is not in the Tleilaxu Tanks.`);
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
  check(f === 'atreides', 'kh-not-revivable', 'Only the Atreides have the Kwisatz Haderach.');
  check(s.kwisatzHaderachDead === true, 'kh-not-revivable', 'The Kwisatz Haderach is not in the Tleilaxu Tanks.');
  check(leader === undefined, 'kh-not-revivable', 'The Kwisatz Haderach takes the turn’s one leader revival (GF9 2.01.14): revive it or a leader, not both.');
  check(
    khRevivable(s, f),
    'kh-not-revivable',
    'The Kwisatz Haderach is revived like a leader, once every other Atreides leader has died at least once or is unavailable (GF9 2.01.14).',
  );
}

export const revive = defineAction({
  name: 'revive',
  summary: `Revive forces (up to ${MAX_FORCES}, free ones first, ${COST_PER_FORCE} spice each beyond) and/or one leader (its strength in spice) from the Tleilaxu Tanks. Without arguments: your free revivals.`,
  phases: ['revival'],
  args: [
    { name: 'forces', type: 'count', max: MAX_FORCES, description: `how many forces to revive (at most ${MAX_FORCES}, free ones included)` },
    { name: 'elite', type: 'count', description: 'how many of them are Sardaukar or Fedaykin (Advanced: at most 1 a turn)' },
    { name: 'leader', type: 'leader', description: 'a leader to revive (when leader revival is open to you)' },
    {
      name: 'kwisatzHaderach',
      type: 'boolean',
      description: `Atreides: revive the Kwisatz Haderach (${KH_REVIVAL_COST} spice) instead of a leader, once every other leader has died once or is unavailable`,
    },
  ],
  errors: [
    'already-revived',
    'nothing-to-revive',
    'bad-count',
    'not-enough-forces',
    'one-elite',
    'not-your-leader',
    'leader-not-in-tanks',
    'leader-not-revivable',
    'not-enough-spice',
    'wait-for-grant',
    'kh-not-revivable',
  ],
  outOfTurn: true,
  handler: (s, f, args, ctx) => {
    const st = revivalStep(s);
    check(!st.done.includes(f), 'already-revived', `The ${factionName(f)} have already revived or passed this turn: one revival a turn.`);
    check(hasRevivable(s, f), 'nothing-to-revive', `The ${factionName(f)} have no forces in the Tleilaxu Tanks and no leader they may revive.`);
    check(
      !waitsForGrant(s, f),
      'wait-for-grant',
      `The Fremen have yet to say whether they grant the ${factionName(f)} ${ALLY_REVIVALS} free revivals this turn (GF9 2.04.11); revive once they have granted them or passed.`,
    );
    const free = freeRevivals(s, f, st.fremenGrant);
    const kh = args.kwisatzHaderach === true;
    const plain = args.forces === undefined && args.leader === undefined && !kh;
    const count = args.forces ?? (plain ? Math.min(free, total(of(s.tanks, f))) : 0);
    check(
      count > 0 || args.leader !== undefined || kh,
      'nothing-to-revive',
      `Say how many forces (\`forces\`) or which leader (\`leader\`) the ${factionName(f)} revive, or \`pass\`.`,
    );
    const forces = chooseFromTanks(s, f, count, args.elite);
    if (kh) checkKwisatzHaderach(s, f, args.leader);
    if (args.leader !== undefined) checkLeader(s, f, args.leader);
    const leaderCost = (args.leader === undefined ? 0 : leaderData(args.leader).strength) + (kh ? KH_REVIVAL_COST : 0);
    const cost = Math.max(0, count - free) * COST_PER_FORCE + leaderCost;
    pay(
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
    });
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

/** An alliance power ends with its owner's pass. */
function checkNotPassed(s: DuneState, f: FactionId): void {
  check(!revivalStep(s).passed.includes(f), 'already-passed', `The ${factionName(f)} have passed: their part in this Revival phase is over.`);
}

/** An alliance revival power a Karama stopped is over for the turn. */
function checkNotStopped(s: DuneState, id: 'ally-free-revival' | 'ally-extra-revival'): void {
  check(!revivalStep(s).stopped?.includes(id), 'stopped', `A Karama has stopped ${powerName(id)} this turn.`);
}

/** The ally an alliance revival power helps; the power must come before the ally revives. */
function allyFor(s: DuneState, f: FactionId, power: string): FactionId {
  const ally = allyOf(s, f);
  if (!ally) fail('no-ally', `The ${factionName(f)} have no ally to ${power}.`);
  return ally;
}

export const grant = defineAction({
  name: 'grant',
  summary: `Fremen: give your ally ${ALLY_REVIVALS} free revivals this turn (before the ally revives).`,
  phases: ['revival'],
  args: [],
  errors: ['not-fremen', 'no-ally', 'already-passed', 'stopped', 'already-granted', 'ally-done'],
  outOfTurn: true,
  handler: (s, f, _args, ctx) => {
    check(f === 'fremen', 'not-fremen', `Only the Fremen can grant their ally ${ALLY_REVIVALS} free revivals.`);
    const ally = allyFor(s, f, `grant free revivals to`);
    checkNotPassed(s, f);
    const st = revivalStep(s);
    check(!st.fremenGrant, 'already-granted', `The Fremen have already granted the ${factionName(ally)} free revivals this turn.`);
    check(
      !st.done.includes(ally),
      'ally-done',
      `The ${factionName(ally)} have already revived or passed this turn; grant free revivals before your ally revives.`,
    );
    checkNotStopped(s, 'ally-free-revival');
    if (stopAllyRevival(s, 'ally-free-revival', ctx)) return;
    st.fremenGrant = true;
    ctx.emit({ type: 'revival-granted', faction: f, ally, free: ALLY_REVIVALS });
    finishIfDone(s, ctx);
  },
});

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
  errors: ['not-emperor', 'no-ally', 'already-passed', 'stopped', 'too-many', 'bad-count', 'not-enough-forces', 'one-elite', 'not-enough-spice'],
  outOfTurn: true,
  handler: (s, f, args, ctx) => {
    check(f === 'emperor', 'not-emperor', "Only the Emperor can pay for their ally's revival.");
    const ally = allyFor(s, f, 'revive');
    checkNotPassed(s, f);
    const st = revivalStep(s);
    checkNotStopped(s, 'ally-extra-revival');
    if (stopAllyRevival(s, 'ally-extra-revival', ctx)) return;
    const left = ALLY_REVIVALS - st.emperorPaid;
    check(
      args.forces <= left,
      'too-many',
      `The Emperor may pay for ${ALLY_REVIVALS} of their ally's forces a turn; ${left} remain${left === 1 ? 's' : ''} this turn.`,
    );
    const forces = chooseFromTanks(s, ally, args.forces, args.elite);
    const cost = args.forces * COST_PER_FORCE;
    pay(s, f, cost, `reviving ${args.forces} of the ${possessive(ally)} forces`);
    toReserves(s, ally, forces);
    st.emperorPaid += args.forces;
    ctx.emit({ type: 'revived', faction: ally, forces: args.forces, elite: forces.elite, cost, paidBy: f });
    finishIfDone(s, ctx);
  },
});

export const revivalActionSpecs = [revive, pass, grant, reviveAlly];
