import { computeStormOrder, inStorm, total } from '../../../board';
import {
  HMS,
  PIECE_NEIGHBOURS,
  POLAR_SINK_SECTOR,
  parsePieceKey,
  pieceKey,
  pieceSectors,
  territory,
  TERRITORY_IDS,
  type PieceKey,
  type TerritoryId,
} from '../../../data/map';
import type { HmsPiece } from '../../../events/hms';
import type { DuneState, FactionId, HmsState } from '../../../state';

/** A piece of the board: a territory and one of its sectors (the Polar Sink's is 0). */
export interface Piece {
  readonly territory: TerritoryId;
  readonly sector: number;
}

/** The HMS of this game, if it has one and `owner` owns it. */
export function hmsOf(s: DuneState, owner: FactionId): HmsState | undefined {
  return s.hms?.owner === owner ? s.hms : undefined;
}

/**
 * Who places the HMS (IX-3): its owner; without the Ixians (`hmsWithoutIxians`) the First Player,
 * the first in storm order once the first storm is placed. treachery.online has its host place it
 * (`HmSwithoutGrey`); a play-by-post game waits only for seats, each with a deadline and a safe
 * default, so the seat the rules already single out places it instead.
 */
export function hmsPlacer(s: DuneState): FactionId | undefined {
  const hms = s.hms;
  if (!hms) return undefined;
  return hms.owner ?? computeStormOrder(s)[0];
}

/** A piece as the events name it. */
export const named = (p: Piece): HmsPiece => ({ territory: territory(p.territory).name, sector: p.sector === POLAR_SINK_SECTOR ? null : p.sector });

/** IX-3, IX-5: a piece the HMS may point at — of a territory that is no stronghold (the Polar Sink is fine), out of the storm. */
export const canHost = (s: DuneState, p: Piece): boolean => p.territory !== HMS && territory(p.territory).type !== 'stronghold' && !inStorm(s, p.sector);

/** Every piece the HMS may point at now, in map order. */
export const hostPieces = (s: DuneState): Piece[] =>
  TERRITORY_IDS.flatMap((t) => pieceSectors(t).map((sector) => ({ territory: t, sector }))).filter((p) => canHost(s, p));

/** IX-5: the owner's forces inside (either type); with none the HMS cannot move. */
export const ownForcesInside = (s: DuneState, owner: FactionId): number =>
  s.board.filter((x) => x.faction === owner && x.territory === HMS).reduce((n, x) => n + total(x), 0);

/**
 * IX-5: whether the HMS can go from `from` to `to` through the territories `path` (each an
 * adjacent territory of the one before, `to`'s last), one territory step each, never entering,
 * leaving or crossing a piece in the storm: a search over the printed map's pieces (base §19.2).
 */
export function routeExists(s: DuneState, from: Piece, path: readonly TerritoryId[], to: Piece): boolean {
  const start = pieceKey(from.territory, from.sector);
  const goal = `${pieceKey(to.territory, to.sector)}@${path.length}`;
  const seen = new Set<string>([`${start}@0`]);
  const queue: [PieceKey, number][] = [[start, 0]];
  for (let i = 0; i < queue.length; i++) {
    const [here, step] = queue[i] as [PieceKey, number];
    if (`${here}@${step}` === goal) return true;
    const at = parsePieceKey(here).territory;
    for (const next of PIECE_NEIGHBOURS.get(here) ?? []) {
      const p = parsePieceKey(next);
      if (inStorm(s, p.sector)) continue;
      const nextStep = p.territory === at ? step : p.territory === path[step] ? step + 1 : -1;
      const key = `${next}@${nextStep}`;
      if (nextStep < 0 || seen.has(key)) continue;
      seen.add(key);
      queue.push([next, nextStep]);
    }
  }
  return false;
}
