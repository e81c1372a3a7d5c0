import { SECTOR_COUNT } from '../dune/data/map';
import { upright, type Box } from './boxes';
import { textWidth } from './font';
import { BOARD, inSector, type Point } from './layout';

/** The ring outside the rim: each sector's number, and the player circles at the board's edge. */
export const RING_MID = (BOARD.rim + BOARD.ring) / 2;
export const NUMBER_SIZE = 24;
export const CIRCLE_RADIUS = 17;
export const CIRCLE_LETTER = 22;
/** Where in its sector's part of the ring a player circle sits (its number is in the middle). */
const CIRCLE_AT = 0.8;

export const numberAt = (sector: number): Point => inSector(sector, 0.5, RING_MID);
export const circleAt = (sector: number): Point => inSector(sector, CIRCLE_AT, RING_MID);

/** What the ring shows, as boxes markers must keep clear of. */
export function ringBoxes(): Box[] {
  const boxes: Box[] = [];
  for (let s = 1; s <= SECTOR_COUNT; s++) {
    const n = numberAt(s);
    boxes.push(upright(n.x, n.y, textWidth(String(s), NUMBER_SIZE, 'bold') + 4, NUMBER_SIZE));
    const c = circleAt(s);
    boxes.push(upright(c.x, c.y, 2 * CIRCLE_RADIUS, 2 * CIRCLE_RADIUS));
  }
  return boxes;
}
