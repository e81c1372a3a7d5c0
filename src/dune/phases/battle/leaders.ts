import { power } from '../../cards/karama/powers';
import type { Ctx } from '../../context';
import type { LeaderDeath } from '../../events/battle';
import { faction as factionData, leader as leaderData, LEADERS } from '../../data/factions';
import type { DuneState, FactionId, LeaderId, TerritoryId } from '../../state';
import type { BattleStep } from '../../shape/battle';

const owner = (l: LeaderId): FactionId => leaderData(l).faction;

/** Whose pool a living leader is in: its owner's, or the Tleilaxu's while it is their Ghola (TLX-11). */
export const leaderHolder = (s: DuneState, l: LeaderId): FactionId => s.leaders[l]?.ghola ?? owner(l);

/** The faction holding the captured leaders: the owner of the capture power, as the catalogue names it (§12.6). */
export const CAPTOR: FactionId = power('capture').faction;

/**
 * Leaders a faction may put in a battle plan in territory `t`: its living leaders in its pool, and
 * for the Harkonnen the leaders they hold captive (§12.6), less any that fought in another
 * territory this turn, and captives already used in a battle (they go home after one).
 */
export function eligibleLeaders(s: DuneState, st: BattleStep, f: FactionId, t: TerritoryId): LeaderId[] {
  return [...LEADERS.values()]
    .map((l) => l.id)
    .filter((l) => {
      const where = s.leaders[l]?.location;
      const mine = (leaderHolder(s, l) === f && where === 'pool') || (f === CAPTOR && where === 'captured');
      if (!mine) return false;
      // A captive that fought once, for whoever holds it, goes home at the end of the phase.
      return !st.fought.some((x) => x.leader === l && (x.territory !== t || x.by !== leaderHolder(s, l)));
    });
}

/**
 * The loser's active leaders the Harkonnen draw from (§12.6): living leaders in its pool, the one
 * just used included, not those that fought in another territory this turn. The Tleilaxu's Gholas
 * are among theirs (ixians-tleilaxu.md §4.5), and not among their owners'.
 */
export function activeLeaders(s: DuneState, st: BattleStep, f: FactionId, t: TerritoryId): LeaderId[] {
  return [...LEADERS.keys()].filter(
    (l) => leaderHolder(s, l) === f && s.leaders[l]?.location === 'pool' && !st.fought.some((x) => x.leader === l && x.territory !== t),
  );
}

/** A leader dies: to its owner's Tanks, face up, or face down on a second death (§11.4.3). */
export function killLeader(s: DuneState, l: LeaderId, ctx: Ctx, cause: LeaderDeath, faceDown = false): void {
  const state = s.leaders[l];
  if (!state) throw new Error(`leader ${l} is not in this game`);
  state.deaths += 1;
  state.location = 'tanks';
  // A Ghola that dies goes back to its owner's Tanks (ruling 11).
  delete state.ghola;
  state.faceDown = faceDown || state.deaths > 1;
  ctx.emit({ type: 'leader-killed', leader: leaderData(l).name, faction: owner(l), cause, faceDown: state.faceDown });
}

/** Prison break (§12.6): when every Harkonnen leader is dead, every captive goes home. */
export function prisonBreak(s: DuneState, ctx: Ctx): void {
  if (!s.factions.includes(CAPTOR)) return;
  const own = factionData(CAPTOR).leaders.map((l) => l.id as LeaderId);
  if (!own.every((l) => s.leaders[l]?.location === 'tanks')) return;
  const captives = [...LEADERS.keys()].filter((l) => s.leaders[l]?.location === 'captured');
  if (captives.length === 0) return;
  for (const l of captives) {
    const state = s.leaders[l];
    if (state) state.location = 'pool';
  }
  ctx.emit({ type: 'prison-break', leaders: captives.map((l) => leaderData(l).name) });
}

/** End of the phase: captives the Harkonnen used in a battle, and that lived, go home (§12.6). */
export function returnUsedCaptives(s: DuneState, st: BattleStep, ctx: Ctx): void {
  for (const x of st.fought) {
    const state = s.leaders[x.leader];
    if (x.by === leaderHolder(s, x.leader) || state?.location !== 'captured') continue;
    state.location = 'pool';
    ctx.emit({ type: 'captive-returned', leader: leaderData(x.leader).name, faction: leaderHolder(s, x.leader) });
  }
}

export { owner as leaderOwner };
