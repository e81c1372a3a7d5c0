import { check } from '../../engine/result';
import { add, chooseForces, subtract } from '../board';
import type { Ctx } from '../context';
import { factionName, leader as leaderData } from '../data/factions';
import { leaderState } from '../phases/revival/rules';
import { countStarred } from '../phases/revival/starred';
import { of, type DuneState, type FactionId, type LeaderId } from '../state';

export interface FreeRevival {
  forces?: number;
  elite?: number;
  leader?: LeaderId;
}

/**
 * A free revival outside the normal one (Tleilaxu Ghola; the Emperor's special Karama): one leader
 * from the Tanks whatever the usual condition, or up to `max` forces, to the pool or reserves.
 * The turn's normal revival is unaffected. Its caller sees whether the Revival phase is over (`finishIfRevival`).
 */
export function reviveFree(s: DuneState, f: FactionId, a: FreeRevival, max: number, source: string, ctx: Ctx): void {
  check(
    (a.leader === undefined) !== (a.forces === undefined),
    'leader-or-forces',
    `${source} revives either one leader (\`leader\`) or up to ${max} forces (\`forces\`), one or the other.`,
  );
  if (a.leader !== undefined) {
    const l = leaderData(a.leader);
    check(a.elite === undefined, 'bad-argument', '`elite` goes with `forces`, not with a leader.');
    check(l.faction === f, 'not-your-leader', `${l.name} is a leader of the ${factionName(l.faction)}, not of the ${factionName(f)}.`);
    const state = leaderState(s, a.leader);
    check(state.location === 'tanks', 'leader-not-in-tanks', `${l.name} is not in the Tleilaxu Tanks.`);
    state.location = 'pool';
    state.faceDown = false;
    ctx.emit({ type: 'revived', faction: f, forces: 0, elite: 0, leader: l.name, cost: 0, by: source });
  } else {
    const count = a.forces as number;
    check(count >= 1 && count <= max, 'out-of-range', `${source} revives 1 to ${max} forces; got ${count}.`);
    const tanks = of(s.tanks, f);
    const forces = chooseForces(tanks, count, a.elite, f, 'in the Tleilaxu Tanks');
    countStarred(s, f, forces.elite);
    subtract(tanks, forces);
    add(of(s.reserves, f), forces);
    ctx.emit({ type: 'revived', faction: f, forces: count, elite: forces.elite, cost: 0, by: source });
  }
}
