import { revivableFromTanks } from '../phases/revival/starred';
import { allyOf, spiceOf, total } from '../board';
import { leader as leaderData, type LeaderId } from '../data/factions';
import { reviveAlly } from '../factions/emperor/ally-revival';
import { ALLY_REVIVALS, COST_PER_FORCE, revivableLeaders, revivalStep } from '../phases/revival/rules';
import { forceLimit, forcesCost, revivalPrice } from '../phases/revival/terms';
import { pass, revive } from '../phases/revival/actions';
import { freeRevivals } from '../phases/revival/step';
import { grant } from '../factions/fremen/ally-grant';
import { of } from '../state';
import { choiceArg, countArg, eliteArg, picked, span } from './args';
import { form, simpleForm } from './form';
import { count, forces, leaderWithStrength, list, spice, the } from './labels';
import { offer } from './search';
import type { ChosenFor, Decider, Form, Option, Seat } from './types';
import type { RevivalStep } from '../shape/revival';

/** Revival: forces (free ones first, then paid) and a leader; the Fremen's grant and the Emperor's payment for an ally. */

const step = (k: Seat): RevivalStep | undefined => (k.s.phase === 'revival' ? revivalStep(k.s) : undefined);

const freeNow = (k: Seat): number => freeRevivals(k.s, k.f, step(k)?.fremenGrant ?? false);

/**
 * What reviving `n` forces and leader `l` costs the seat, after every faction's powers (the
 * Tleilaxu's): ordinary forces first, as the revival takes them when no starred count is given.
 */
function costOf(k: Seat, n: number, l?: LeaderId): number {
  const regular = Math.min(n, of(k.s.tanks, k.f).regular);
  const bill = { forces: forcesCost(k.s, k.f, { regular, elite: n - regular }, freeNow(k)), leader: l ? leaderData(l).reviveCost : 0 };
  return revivalPrice(k.s, k.f, bill, l);
}

function forcesOption(k: Seat, n: number): Option {
  if (n === 0) return { value: 0, label: 'No forces' };
  const free = Math.min(n, freeNow(k));
  const cost = costOf(k, n);
  const how = cost === 0 ? 'free' : free > 0 ? `${free} free, ${spice(cost)}` : spice(cost);
  return { value: n, label: `${count(n, 'force')} (${how})` };
}

const leaderArg = choiceArg<ChosenFor<typeof revive>>('leader', (k, chosen) => [
  ...revivableLeaders(k.s, k.f).map((l) => ({ value: l, label: leaderWithStrength(l), description: `costs ${spice(costOf(k, 0, l))}` })),
  ...(chosen.forces === 0 ? [] : [{ value: null, label: 'No leader' }]),
]);

const reviveForm = form(revive, {
  args: (k) => {
    const tanks = of(k.s.tanks, k.f);
    return [
      choiceArg('forces', () => Array.from({ length: Math.min(forceLimit(k.s, k.f), total(tanks)) + 1 }, (_, n) => forcesOption(k, n))),
      ...(tanks.elite > 0 ? [eliteArg((kk) => revivableFromTanks(kk.s, kk.f))] : []),
      ...(revivableLeaders(k.s, k.f).length > 0 ? [leaderArg] : []),
    ];
  },
  describe: (k, a) => {
    const l = picked(a.leader);
    const n = picked(a.forces) ?? (l ? 0 : Math.min(freeNow(k), total(of(k.s.tanks, k.f))));
    const what = [n > 0 ? forces(k.f, n, picked(a.elite)) : '', l ? leaderData(l).name : ''].filter(Boolean);
    const cost = costOf(k, n, l ?? undefined);
    return `Revive ${list(what)} from the Tleilaxu Tanks ${cost === 0 ? 'free' : `for ${spice(cost)}`}.`;
  },
});

const passForm = simpleForm(
  pass,
  (k) => step(k) !== undefined,
  () => 'Revive nothing this turn.',
);

/** "the Fremen": the seat's ally, as the game's text names them. */
const theAlly = (k: Seat): string => {
  const ally = allyOf(k.s, k.f);
  return ally ? the(ally) : 'your ally';
};

const grantForm = simpleForm(
  grant,
  () => true,
  (k) => `Give ${theAlly(k)} ${ALLY_REVIVALS} free revivals this turn.`,
);

const allyOfSeat = (k: Seat) => allyOf(k.s, k.f);

const reviveAllyForm = form(reviveAlly, {
  args: () => [
    countArg('forces', (k) => {
      const ally = allyOfSeat(k);
      const most = Math.min(ALLY_REVIVALS - (step(k)?.emperorPaid ?? 0), ally ? total(of(k.s.tanks, ally)) : 0);
      return span(1, most, `How many of your ally's forces you revive (${spice(COST_PER_FORCE)} each)`);
    }),
    eliteArg(
      (k) => {
        const ally = allyOfSeat(k);
        return ally ? of(k.s.tanks, ally) : undefined;
      },
      (k) => allyOfSeat(k) ?? k.f,
    ),
  ],
  describe: (k, a) => {
    const ally = allyOfSeat(k) ?? k.f;
    const n = a.forces ?? 0;
    return `Revive ${forces(ally, n, picked(a.elite))} of ${theAlly(k)} for ${spice(n * COST_PER_FORCE)}.`;
  },
});

export const revivalForms: readonly Form[] = [reviveForm, passForm, grantForm, reviveAllyForm];

export const revivalDecisions: Decider = (k) => {
  const st = step(k);
  if (!st) return [];
  const summary = revivalSummary(k);
  const free = Math.min(freeNow(k), total(of(k.s.tanks, k.f)));
  const ally = allyOfSeat(k);
  return [
    ...(free > 0 ? offer(k, reviveForm, { label: `Revive ${count(free, 'force')} free`, preset: { forces: null, elite: null, leader: null }, summary }) : []),
    ...offer(k, reviveForm, { label: 'Revive…', summary }),
    ...offer(k, passForm, { label: 'Revive nothing', summary }),
    ...offer(k, grantForm, {
      label: `Grant ${ALLY_REVIVALS} free revivals`,
      summary: `Before ${ally ? the(ally) : 'your ally'} revive this turn.`,
      anytime: true,
    }),
    ...offer(k, reviveAllyForm, {
      label: 'Revive your ally’s forces',
      summary: `${spice(COST_PER_FORCE)} a force, up to ${ALLY_REVIVALS} a turn.`,
      anytime: true,
    }),
  ];
};

const limitWords = (n: number): string => (Number.isFinite(n) ? `${n} at most` : 'as many as you like');

function revivalSummary(k: Seat): string {
  const tanks = of(k.s.tanks, k.f);
  const leaders = revivableLeaders(k.s, k.f).map(leaderWithStrength);
  return [
    `In the Tanks: ${forces(k.f, total(tanks), tanks.elite)}.`,
    `${count(freeNow(k), 'free revival')}, then ${spice(costOf(k, freeNow(k) + 1) - costOf(k, freeNow(k)))} a force, ${limitWords(forceLimit(k.s, k.f))}.`,
    leaders.length ? `Leaders you may revive: ${list(leaders)}.` : '',
    `You hold ${spice(spiceOf(k.s, k.f))}.`,
  ]
    .filter(Boolean)
    .join(' ');
}
