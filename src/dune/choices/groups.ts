import { add, noForces, stacksOf, total } from '../board';
import type { TerritoryId } from '../data/map';
import type { ForceStack, Forces } from '../state';
import { picked, territoryArg } from './args';
import type { ArgDef, Seat } from './types';

/**
 * A group of the seat's forces on the board, as moving and cross-shipping name it: a territory
 * (`from`) and, where the seat has forces in several of its sectors, the sector (`fromSector`).
 */
export interface Group {
  readonly from?: TerritoryId | null;
  readonly fromSector?: number | null;
}

export const fromArg = <P extends Group>(): ArgDef<P> => territoryArg('from', (k) => [...new Set(stacksOf(k.s, k.f).map((x) => x.territory))]);

export const fromSectorArg = <P extends Group>(): ArgDef<P> => ({
  name: 'fromSector',
  values: (k, chosen) =>
    stacksIn(k, chosen).map((x) => (x.sector === 0 ? { value: null, label: 'Polar Sink' } : { value: x.sector, label: `Sector ${x.sector}` })),
});

function stacksIn(k: Seat, chosen: Group): ForceStack[] {
  return stacksOf(k.s, k.f).filter((x) => x.territory === chosen.from && total(x) > 0);
}

/** The forces of the group chosen so far (all the seat's forces in `from` until the sector is chosen). */
export function groupForces(k: Seat, chosen: Group): Forces {
  const sector = picked(chosen.fromSector);
  const sum = noForces();
  for (const x of stacksIn(k, chosen)) if (sector === undefined || x.sector === sector) add(sum, x);
  return sum;
}
