import { check, fail } from '../../../engine/result';
import { defineAction } from '../../actions/spec';
import { chooseForces, liftForces, placeForces, subtract } from '../../board';
import type { Ctx } from '../../context';
import { factionName } from '../../data/factions';
import { territory, type TerritoryId } from '../../data/map';
import { pieceInStorm } from '../../hms';
import { resolvePiece } from '../../pieces';
import type { Battle } from '../../shape/battle';
import { of, type DuneState, type FactionId, type Forces } from '../../state';
import { groupAt, pieceName, shownSector } from '../shipment-movement/groups';
import { canPlace, dancerForcesOf } from './dancer-forces';
import { closeBattle } from './sequence';
import { agrees } from '../../victory/describe';

/** The holder is done placing (all placed, nothing left, or `pass`): the battle ends. */
export function endDancerForces(s: DuneState, b: Battle, ctx: Ctx): void {
  delete b.dancerForces;
  closeBattle(s, b, ctx);
}

/** The forces taken from `f`'s reserves (which have no sector). */
function fromReserves(s: DuneState, f: FactionId, forces: number, fromSector: number | undefined): Forces {
  check(fromSector === undefined, 'no-forces', 'Forces from your reserves come from no sector: leave `fromSector` out, or name the territory (`from`).');
  const reserves = of(s.reserves, f);
  const chosen = chooseForces(reserves, forces, undefined, f, 'in reserve');
  subtract(reserves, chosen);
  return chosen;
}

/** The forces lifted from one of `f`'s pieces on the planet: out of the storm, outside the battle's territory. */
function fromPlanet(s: DuneState, f: FactionId, forces: number, from: TerritoryId, fromSector: number | undefined, b: Battle): Forces {
  check(from !== b.territory, 'same-place', `Your forces in ${territory(from).name} are there already; place forces from your reserves or another territory.`);
  const stack = groupAt(s, f, from, fromSector);
  check(!pieceInStorm(s, from, stack.sector), 'storm-sector', `${pieceName(from, stack.sector)} is in the storm: its forces cannot leave it.`);
  const chosen = chooseForces(stack, forces, undefined, f, `in ${pieceName(from, stack.sector)}`);
  liftForces(s, stack, chosen);
  return chosen;
}

/** TLX-2 step 5: the Face Dancer's holder places one group of their forces where the winner's were. */
export const replaceForces = defineAction({
  name: 'replace-forces',
  summary:
    'Tleilaxu, after a Face Dancer’s reveal: place up to as many of your forces as the winner lost there into the battle’s territory, from your reserves (leave `from` out) or from the planet, free; `pass` places no more.',
  phases: ['battle'],
  args: [
    { name: 'forces', type: 'count', required: true, description: 'how many of your forces you place' },
    { name: 'from', type: 'territory', description: 'the territory they leave (leave it out: from your reserves)' },
    { name: 'fromSector', type: 'sector', description: 'the sector they leave, if you have forces in several' },
    { name: 'sector', type: 'sector', description: 'the sector of the battle’s territory they go to, if it spans several' },
  ],
  errors: ['not-now', 'bad-count', 'too-many', 'same-place', 'no-forces', 'sector-needed', 'bad-sector', 'storm-sector', 'not-enough-forces'],
  handler: (s, f, { forces, from, fromSector, sector }, ctx) => {
    const open = dancerForcesOf(s, f);
    if (!open) fail('not-now', `The ${factionName(f)} ${agrees(f, 'have')} no Face Dancer’s forces to place now.`);
    const { battle: b, left } = open;
    const where = territory(b.territory).name;
    check(forces >= 1, 'bad-count', `Place at least 1 force, or \`pass\` to place no more.`);
    check(forces <= left, 'too-many', `The ${factionName(f)} may place ${left} more force${left === 1 ? '' : 's'} in ${where}, not ${forces}.`);
    const to = resolvePiece(s, b.territory, sector);
    check(!pieceInStorm(s, b.territory, to), 'storm-sector', `${where} is in the storm: no forces may be placed there.`);
    placeForces(s, f, b.territory, to, from === undefined ? fromReserves(s, f, forces, fromSector) : fromPlanet(s, f, forces, from, fromSector, b));
    ctx.emit({
      type: 'face-dancer-forces-placed',
      faction: f,
      territory: where,
      sector: shownSector(to),
      forces,
      from: from === undefined ? null : territory(from).name,
    });
    const rest = left - forces;
    if (b.dancerForces) b.dancerForces.left = rest;
    if (!canPlace(s, f, b, rest)) endDancerForces(s, b, ctx);
  },
});
