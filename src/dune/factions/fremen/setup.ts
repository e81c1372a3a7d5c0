import { check } from '../../../engine/result';
import { chooseForces, placeForces, subtract } from '../../board';
import { faction } from '../../data/factions';
import { territory, type TerritoryId } from '../../data/map';
import { resolvePiece } from '../../pieces';
import { of } from '../../state';
import type { StartingForces } from '../module';

/** Their placement of choice in the data (rules §2): 10 forces among three territories. */
const CHOICE = faction('fremen').startingPlacement.flatMap((p) => ('choiceOf' in p ? [p] : []))[0];
if (!CHOICE) throw new Error('the Fremen data has no starting placement of their choice');
const START: readonly TerritoryId[] = CHOICE.choiceOf;

/** Rules §2: the Fremen place 10 forces as they please in Sietch Tabr, False Wall South and False Wall West. */
export const fremenStart: StartingForces = {
  count: CHOICE.forces,
  where: START,
  whereInWords: 'Sietch Tabr, False Wall South or False Wall West',
  fallback: { territory: 'sietch-tabr', sector: 13 },
  place: (s, f, args, left, ctx) => {
    check(left > 0, 'nothing-to-place', 'The Fremen have placed all their starting forces.');
    check(
      START.includes(args.territory),
      'bad-territory',
      `The Fremen start in Sietch Tabr, False Wall South or False Wall West, not ${territory(args.territory).name}.`,
    );
    const count = args.forces ?? left;
    check(count <= left, 'too-many', `The Fremen have ${left} starting forces left to place, not ${count}.`);
    const sector = resolvePiece(s, args.territory, args.sector, { allowStorm: true });
    const reserves = of(s.reserves, f);
    const forces = chooseForces(reserves, count, args.elite, f, 'in reserve');
    subtract(reserves, forces);
    placeForces(s, f, args.territory, sector, forces);
    ctx.emit({ type: 'forces-placed', faction: f, territory: territory(args.territory).name, sector, forces: count, elite: forces.elite });
    return count;
  },
  candidates: (s, f, left) => [
    { do: 'place', args: { territory: 'Sietch Tabr', forces: left } },
    { do: 'place', args: { territory: 'False Wall South', sector: 4, forces: Math.ceil(left / 2) } },
    { do: 'place', args: { territory: 'False Wall West', sector: 16, forces: Math.ceil(left / 2), elite: Math.min(1, of(s.reserves, f).elite) } },
  ],
};
