import { total } from '../../board';
import type { Ctx } from '../../context';
import { territory, type TerritoryId } from '../../data/map';
import type { Payee, ShipmentRoute } from '../../events/shipment-movement';
import type { FactionId, Forces } from '../../state';
import { shownSector } from './groups';

/** Tells everyone of a shipment onto the board, whatever its kind (`extra`: its route). */
export function emitShipped(
  f: FactionId,
  t: TerritoryId,
  sector: number,
  forces: Forces,
  cost: number,
  paidTo: Payee | null,
  ctx: Ctx,
  extra: ShipmentRoute,
): void {
  ctx.emit({
    type: 'shipped',
    faction: f,
    territory: territory(t).name,
    sector: shownSector(sector),
    forces: total(forces),
    elite: forces.elite,
    cost,
    paidTo,
    ...extra,
  });
}
