import { parsePieceKey, pieceKey, type PieceKey, type TerritoryId } from '../../data/map';
import { neighbours, pieceInStorm } from '../../hms';
import type { DuneState } from '../../state';

/**
 * Fewest territories a group crosses from one piece to another (rules §19.2): a breadth-first
 * search over pieces where a step inside a territory costs 0 and a step into another territory 1
 * (S000-MOVE-5). Pieces in the storm sector are never entered, left or crossed; `closed` says which
 * territories the group may not enter or pass through (the occupancy limit, S000-MOVE-9).
 * Returns Infinity when there is no way.
 */
export function routeLength(
  s: DuneState,
  from: { territory: TerritoryId; sector: number },
  to: { territory: TerritoryId; sector: number },
  closed: (t: TerritoryId) => boolean,
): number {
  const start = pieceKey(from.territory, from.sector);
  const goal = pieceKey(to.territory, to.sector);
  if (pieceInStorm(s, from.territory, from.sector) || pieceInStorm(s, to.territory, to.sector)) return Infinity;
  const best = new Map<PieceKey, number>([[start, 0]]);
  // 0-1 breadth-first search: free steps go to the front of the deque, paid ones to the back.
  const deque: PieceKey[] = [start];
  while (deque.length > 0) {
    const here = deque.shift() as PieceKey;
    const cost = best.get(here) as number;
    if (here === goal) return cost;
    const { territory: t } = parsePieceKey(here);
    // The HMS is a neighbour of its host piece alone (ixians-tleilaxu.md §3.4): a dead end.
    for (const next of neighbours(s, here)) {
      const piece = parsePieceKey(next);
      if (pieceInStorm(s, piece.territory, piece.sector)) continue;
      const step = piece.territory === t ? 0 : 1;
      if (step === 1 && piece.territory !== from.territory && closed(piece.territory)) continue;
      const c = cost + step;
      if (c >= (best.get(next) ?? Infinity)) continue;
      best.set(next, c);
      if (step === 0) deque.unshift(next);
      else deque.push(next);
    }
  }
  return Infinity;
}
