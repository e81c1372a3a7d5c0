import { revivableFromTanks } from './starred';
import { total } from '../../board';
import { leaderRevivalBelow } from '../../data/faction-traits';
import { faction as factionData, GLOBAL_LIMITS, LEADERS, type LeaderId } from '../../data/factions';
import { of, type DuneState, type EarlyRevival, type FactionId, type LeaderState } from '../../state';
import type { RevivalStep } from '../../shape/revival';
import { KH_OWNER } from '../battle/kwisatz-haderach';
import { leaderHolder } from '../battle/leaders';

export function revivalStep(s: DuneState): RevivalStep {
  if (s.step.phase !== 'revival') throw new Error('not in the Revival phase');
  return s.step;
}

/** Forces revived per turn at most, free ones included (§9). */
export const MAX_FORCES = GLOBAL_LIMITS.maxForcesRevivedPerTurn;
/** Spice per force beyond the free ones, paid to the bank. */
export const COST_PER_FORCE = GLOBAL_LIMITS.revivalCostPerForce;
/** Forces the Fremen may grant their ally for free, and the Emperor may pay for beyond the limit. */
export const ALLY_REVIVALS = 3;

const leadersOf = (f: FactionId): LeaderId[] => factionData(f).leaders.map((l) => l.id);

/** Whether a leader is out of its owner's reach: held captive by the Harkonnen, or living as the Tleilaxu's Ghola (TLX-11). */
const unavailable = (l: LeaderState): boolean => l.location === 'captured' || (l.location === 'pool' && l.ghola !== undefined);

export function leaderState(s: DuneState, id: LeaderId): LeaderState {
  const l = s.leaders[id];
  if (!l) throw new Error(`no leader state for ${id}`);
  return l;
}

/** The living leaders in `f`'s pool: its own, and the Gholas it holds (TLX-11). */
export const livingInPool = (s: DuneState, f: FactionId): number =>
  [...LEADERS.keys()].filter((id) => s.leaders[id]?.location === 'pool' && leaderHolder(s, id) === f).length;

/**
 * OP-5 `unrestricted` (treachery.online): the Tleilaxu revive any of their dead leaders while fewer
 * than 5 live in their pool, Gholas included; the base rule (the default) only halves their price.
 */
function unrestricted(s: DuneState, f: FactionId): boolean {
  const below = leaderRevivalBelow(f);
  return below !== undefined && s.options.tleilaxuLeaderRevival === 'unrestricted' && livingInPool(s, f) < below;
}

/**
 * Leader revival is open when the faction has no leader left in its pool, or when every leader has
 * died at least once; leaders held captive by the Harkonnen are left out of that test (§9, FAQ), and so
 * are the Tleilaxu's Gholas (TLX-11), out of reach alike.
 */
export function leaderRevivalOpen(s: DuneState, f: FactionId): boolean {
  if (unrestricted(s, f)) return true;
  const free = leadersOf(f)
    .map((id) => leaderState(s, id))
    .filter((l) => !unavailable(l));
  return free.every((l) => l.location !== 'pool') || free.every((l) => l.deaths >= 1);
}

/**
 * The leaders a faction may revive now: those in the Tanks with the fewest deaths among its leaders
 * not held captive. A leader killed again waits face down until the others have died as often.
 */
export function revivableLeaders(s: DuneState, f: FactionId): LeaderId[] {
  if (!leaderRevivalOpen(s, f)) return [];
  const free = leadersOf(f).filter((id) => !unavailable(leaderState(s, id)));
  if (unrestricted(s, f)) return free.filter((id) => leaderState(s, id).location === 'tanks');
  const fewest = Math.min(...free.map((id) => leaderState(s, id).deaths));
  return free.filter((id) => leaderState(s, id).location === 'tanks' && leaderState(s, id).deaths === fewest);
}

/** The requests for an early leader revival made this turn (TLX-9). */
export const earlyRevivalsThisTurn = (s: DuneState): EarlyRevival[] => (s.earlyRevivals ?? []).filter((r) => r.turn === s.turn);

/** Whether `f` bought a leader early this turn (TLX-9): that was its one leader revival (ruling 13). */
export const leaderBoughtEarly = (s: DuneState, f: FactionId): boolean => earlyRevivalsThisTurn(s).some((r) => r.faction === f && r.bought);

/** Whether `f` revives nothing this turn (the Tleilaxu's special Karama, TLX-13). */
export const revivalBarred = (s: DuneState, f: FactionId): boolean => s.noRevival?.turn === s.turn && s.noRevival.factions.includes(f);

/**
 * Whether any of f's forces in the Tanks may still be revived this turn: Advanced revives at most
 * one Sardaukar or Fedaykin a turn, so a Tanks holding only starred forces may be closed.
 */
export const forcesLeftToRevive = (s: DuneState, f: FactionId): boolean => !revivalBarred(s, f) && total(revivableFromTanks(s, f)) > 0;

/** What reviving the Kwisatz Haderach costs: its strength, like a leader (rules §9). */
export const KH_REVIVAL_COST = 2;

/**
 * GF9 2.01.14: a dead Kwisatz Haderach is revived like any other leader, with the turn's one
 * leader revival, once every other Atreides leader has died once or is unavailable.
 */
export const khRevivable = (s: DuneState, f: FactionId): boolean => f === KH_OWNER && s.kwisatzHaderachDead === true && leaderRevivalOpen(s, f);

/** Whether a faction has anything to revive: forces in the Tanks, a leader, or the Kwisatz Haderach it may revive. */
export const hasRevivable = (s: DuneState, f: FactionId): boolean =>
  !revivalBarred(s, f) && (total(of(s.tanks, f)) > 0 || revivableLeaders(s, f).length > 0 || khRevivable(s, f));
