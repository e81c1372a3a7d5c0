import { add, chooseForces, subtract } from '../../board';
import { of, type DuneState, type FactionId, type Forces } from '../../state';
import { countStarred } from './starred';
import { revivalBarred } from './rules';
import { check } from '../../../engine/result';
import { factionName } from '../../data/factions';

const IN_TANKS = 'in the Tleilaxu Tanks';

/** Chooses forces to revive from f's Tanks, counting them against Advanced's one starred force a turn. */
export function chooseFromTanks(s: DuneState, f: FactionId, count: number, elite: number | undefined): Forces {
  check(!revivalBarred(s, f), 'revival-barred', `A Karama barred the ${factionName(f)} from reviving this turn.`);
  const forces = chooseForces(of(s.tanks, f), count, elite, f, IN_TANKS);
  countStarred(s, f, forces.elite);
  return forces;
}

export function toReserves(s: DuneState, f: FactionId, forces: Forces): void {
  subtract(of(s.tanks, f), forces);
  add(of(s.reserves, f), forces);
}
