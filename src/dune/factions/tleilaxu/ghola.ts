import { check } from '../../../engine/result';
import { defineAction } from '../../actions/spec';
import { pay, spiceOf } from '../../board';
import { isStopped, stopsPower } from '../../cards/karama/stops';
import { leader as leaderData, LEADERS } from '../../data/factions';
import { gholasInPlay } from '../../options';
import { leaderState, livingInPool, revivalBarred, revivalStep } from '../../phases/revival/rules';
import type { DuneState, FactionId, LeaderId } from '../../state';

/** Who revives Gholas. */
const OWNER: FactionId = 'tleilaxu';

/** The power a Karama stops: no Ghola this turn (§4.4, ruling 12). */
const GHOLA = 'ghola';

/** TLX-11: Gholas are revived while the Tleilaxu have fewer living leaders than this in their pool, Gholas included. */
export const GHOLA_POOL_LIMIT = 5;

/** TLX-11: a Ghola costs half its strength, rounded up, paid to the bank (DuneBot: Stilgar, 7, costs 4). */
export const gholaPrice = (l: LeaderId): number => Math.ceil(leaderData(l).strength / 2);

/** Whether `f` may revive a Ghola now: the Tleilaxu, with Gholas in play, in the Revival phase before their own revival, not stopped, room in their pool. */
const mayRevive = (s: DuneState, f: FactionId): boolean =>
  f === OWNER &&
  gholasInPlay(s.options) &&
  s.phase === 'revival' &&
  !revivalStep(s).done.includes(f) &&
  !revivalBarred(s, f) &&
  !isStopped(s, GHOLA) &&
  livingInPool(s, OWNER) < GHOLA_POOL_LIMIT;

/** The dead leaders of the other factions that `f` may revive as Gholas now. */
export function gholaCandidates(s: DuneState, f: FactionId): LeaderId[] {
  if (!mayRevive(s, f)) return [];
  return [...LEADERS.keys()].filter((l) => leaderData(l).faction !== OWNER && s.leaders[l]?.location === 'tanks');
}

/** The candidates `f` can afford. */
export const affordableGholas = (s: DuneState, f: FactionId): LeaderId[] => gholaCandidates(s, f).filter((l) => gholaPrice(l) <= spiceOf(s, f));

/**
 * TLX-11 [ADV]: in the Revival phase, before their own revival, the Tleilaxu revive another
 * faction's dead leader (not the Kwisatz Haderach, which is no leader) into their own pool while
 * they have fewer than 5 living leaders there. Several a turn (treachery.online). It fights for
 * them at its printed strength, may be betrayed by its traitor card's holder, and goes back to its
 * owner's Tanks when it dies (`killLeader`).
 */
export const reviveGhola = defineAction({
  name: 'revive-ghola',
  summary: `Tleilaxu: revive another faction's dead leader into your pool as a Ghola, for half its strength (rounded up) to the bank, while you have fewer than ${GHOLA_POOL_LIMIT} living leaders.`,
  phases: ['revival'],
  args: [{ name: 'leader', type: 'leader', required: true, description: 'another faction’s leader in the Tleilaxu Tanks' }],
  errors: ['not-tleilaxu', 'no-gholas', 'ghola-not-now', 'not-a-ghola', 'pool-full', 'not-enough-spice'],
  outOfTurn: true,
  when: (s) => s.factions.includes(OWNER) && gholasInPlay(s.options),
  handler: (s, f, { leader }, ctx) => {
    const l = leaderData(leader);
    check(f === OWNER, 'not-tleilaxu', 'Only the Tleilaxu revive Gholas.');
    check(gholasInPlay(s.options), 'no-gholas', 'This game plays without Gholas (option `tleilaxuGholas`).');
    check(!isStopped(s, GHOLA), 'ghola-not-now', 'A Karama stopped the Tleilaxu’s Gholas this turn.');
    check(
      !revivalStep(s).done.includes(f),
      'ghola-not-now',
      'The Tleilaxu have already revived or passed this turn: Gholas are revived before their own revival.',
    );
    check(l.faction !== OWNER, 'not-a-ghola', `${l.name} is a Tleilaxu leader: revive it with \`revive\`.`);
    // A leader of a faction not in this game has no state: it is in no Tanks either.
    check(s.leaders[leader]?.location === 'tanks', 'not-a-ghola', `${l.name} is not in the Tleilaxu Tanks.`);
    check(
      livingInPool(s, OWNER) < GHOLA_POOL_LIMIT,
      'pool-full',
      `The Tleilaxu have ${livingInPool(s, OWNER)} living leaders in their pool, Gholas included: Gholas only while they have fewer than ${GHOLA_POOL_LIMIT}.`,
    );
    const cost = gholaPrice(leader);
    check(spiceOf(s, f) >= cost, 'not-enough-spice', `${l.name} as a Ghola costs ${cost} spice; the Tleilaxu have ${spiceOf(s, f)}.`);
    // Stopped as it is used (a standing order included): nothing is paid and the leader stays in the Tanks.
    if (stopsPower(s, ctx, GHOLA)) return;
    pay(s, f, cost, `${l.name} as a Ghola`);
    const state = leaderState(s, leader);
    state.location = 'pool';
    state.faceDown = false;
    state.ghola = OWNER;
    ctx.emit({ type: 'ghola-revived', faction: f, owner: l.faction, leader: l.name, cost });
  },
});
