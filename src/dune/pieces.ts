import { check } from '../engine/result';
import { inStorm } from './board';
import { POLAR_SINK_SECTOR, territory, type TerritoryId } from './data/map';
import type { DuneState } from './state';

/**
 * The piece (sector) a player means: the only one of a one-sector territory, or the named one of
 * several (S000-MOVE-7). The Polar Sink's piece is sector 0 and never in storm.
 */
export function resolvePiece(s: DuneState, t: TerritoryId, sector: number | undefined, opts: { allowStorm?: boolean } = {}): number {
  const data = territory(t);
  if (data.sectors.length === 0) {
    check(sector === undefined || sector === POLAR_SINK_SECTOR, 'bad-sector', `${data.name} has no sectors; leave the sector out.`);
    return POLAR_SINK_SECTOR;
  }
  if (sector === undefined) {
    check(data.sectors.length === 1, 'sector-needed', `${data.name} spans sectors ${data.sectors.join(', ')}: say which sector (S000-MOVE-7).`);
    sector = data.sectors[0] as number;
  }
  check(
    data.sectors.includes(sector),
    'bad-sector',
    `${data.name} is in sector${data.sectors.length > 1 ? 's' : ''} ${data.sectors.join(', ')}, not ${sector}.`,
  );
  if (!opts.allowStorm) check(!inStorm(s, sector), 'storm-sector', `Sector ${sector} of ${data.name} is in the storm.`);
  return sector;
}
