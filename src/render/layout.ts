import { HMS, SECTOR_COUNT, TERRITORIES, territory, type MapTerritoryId, type TerritoryId } from '../dune/data/map';
import { BANDS, RINGS, type Span } from './bands';

/**
 * The board's geometry, in units of the drawing (BOARD.size across; the PNG is BOARD.pixels
 * across). A polar layout: the Polar Sink is the centre disc,
 * the 18 storm sectors are 20° wedges numbered counterclockwise from the bottom (Storm Start Sector
 * 18 just left of the bottom, sector 1 just right of it, so sectors 9–10 with Arrakeen and Carthag
 * are at the top), and every territory piece is an annular-sector cell of its sector's wedge.
 */
export const BOARD = {
  /** Width and height of the drawing, in the units of every position here. */
  size: 1400,
  /** Width and height of the PNG: the drawing is scaled down to it, which keeps the render fast. */
  pixels: 1200,
  cx: 700,
  cy: 700,
  /** Radius of the Polar Sink disc. */
  sink: 110,
  /** Radius of the rim of the desert. */
  rim: 600,
  /** Outer radius of the ring that carries the sector numbers and the player circles. */
  ring: 642,
} as const;

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** One cell of a piece: rings inner–outer (0 = edge of the Polar Sink, RINGS = rim), part from–to of the wedge. */
export interface Cell {
  readonly territory: TerritoryId;
  readonly sector: number;
  readonly inner: number;
  readonly outer: number;
  readonly from: number;
  readonly to: number;
}

export const POLAR_SINK: TerritoryId = 'polar-sink';

/** Every cell of every piece but the Polar Sink, by territory (map order) then sector (map order). */
export const CELLS: readonly Cell[] = [...TERRITORIES.values()]
  .filter((t) => t.id !== POLAR_SINK && t.id !== HMS)
  .flatMap((t) => {
    const band = BANDS[t.id as Exclude<MapTerritoryId, 'polar-sink'>];
    for (const s of Object.keys(band.in ?? {})) if (!t.sectors.includes(Number(s))) throw new Error(`bands: ${t.id} is not in sector ${s}`);
    return t.sectors.flatMap((sector) => {
      const spans = band.in?.[sector] ?? band.all;
      if (spans === undefined) throw new Error(`bands: no span for ${t.id} in sector ${sector}`);
      return (isSpanList(spans) ? spans : [spans]).map(([inner, outer, from = 0, to = 1]) => ({ territory: t.id, sector, inner, outer, from, to }));
    });
  });

function isSpanList(x: Span | readonly Span[]): x is readonly Span[] {
  return Array.isArray(x[0]);
}

const cellsByPiece = new Map<string, Cell[]>();
for (const c of CELLS) {
  const key = `${c.territory}#${c.sector}`;
  cellsByPiece.set(key, [...(cellsByPiece.get(key) ?? []), c]);
}

/** The cells of one piece (none for the Polar Sink, which is the centre disc). */
export function cellsOf(t: TerritoryId, sector: number): readonly Cell[] {
  return cellsByPiece.get(`${t}#${sector}`) ?? [];
}

const DEG = Math.PI / 180;
export const SECTOR_ANGLE = 360 / SECTOR_COUNT;

/**
 * Angle (radians, counterclockwise from the positive x axis, as on paper) of a position around the
 * board measured in sectors: 0 is the clockwise edge of sector 1 (straight down), s is the edge
 * between sector s and sector s+1.
 */
export const angleAt = (around: number): number => (-90 + around * SECTOR_ANGLE) * DEG;

/** Radius of ring position u (0 = edge of the Polar Sink, RINGS = rim). */
export const radiusAt = (u: number): number => BOARD.sink + (u * (BOARD.rim - BOARD.sink)) / RINGS;

/** The point at an angle and a radius from the centre (the drawing's y axis points down). */
export const polar = (angle: number, radius: number): Point => ({
  x: BOARD.cx + radius * Math.cos(angle),
  y: BOARD.cy - radius * Math.sin(angle),
});

/** A point in a sector: part f of its wedge (0 clockwise edge … 1 counterclockwise edge) at radius r. */
export const inSector = (sector: number, f: number, radius: number): Point => polar(angleAt(sector - 1 + f), radius);

/** The middle of a cell (middle angle, middle radius). */
export function cellCenter(c: Cell): Point {
  return inSector(c.sector, (c.from + c.to) / 2, (radiusAt(c.inner) + radiusAt(c.outer)) / 2);
}

/** Area of a cell, in square units. */
export function cellArea(c: Cell): number {
  const a = (c.to - c.from) * SECTOR_ANGLE * DEG;
  return (a / 2) * (radiusAt(c.outer) ** 2 - radiusAt(c.inner) ** 2);
}

/** Where a point lies on the board: ring position, sector and part of the wedge. */
export function boardPosition(p: Point): { u: number; sector: number; f: number; radius: number } {
  const dx = p.x - BOARD.cx;
  const dy = BOARD.cy - p.y;
  const radius = Math.hypot(dx, dy);
  const around = ((((Math.atan2(dy, dx) / DEG + 90) / SECTOR_ANGLE) % SECTOR_COUNT) + SECTOR_COUNT) % SECTOR_COUNT;
  const index = Math.floor(around);
  return { u: ((radius - BOARD.sink) * RINGS) / (BOARD.rim - BOARD.sink), sector: index + 1, f: around - index, radius };
}

export function insideCell(p: Point, c: Cell): boolean {
  const b = boardPosition(p);
  return b.sector === c.sector && b.u >= c.inner && b.u <= c.outer && b.f >= c.from && b.f <= c.to;
}

/** Whether a pixel lies on a piece (sector 0 = the Polar Sink disc). */
export function insidePiece(p: Point, t: TerritoryId, sector: number): boolean {
  if (t === POLAR_SINK) return boardPosition(p).radius <= BOARD.sink;
  return cellsOf(t, sector).some((c) => insideCell(p, c));
}

/** The piece under a pixel, if any. */
export function pieceAt(p: Point): { territory: TerritoryId; sector: number } | null {
  if (boardPosition(p).radius <= BOARD.sink) return { territory: POLAR_SINK, sector: 0 };
  const c = CELLS.find((cell) => insideCell(p, cell));
  return c ? { territory: c.territory, sector: c.sector } : null;
}

/** The largest cell of a territory: where its name is written. */
export function labelCell(t: TerritoryId): Cell {
  const cells = CELLS.filter((c) => c.territory === t);
  const best = cells.reduce<Cell | undefined>((a, c) => (a === undefined || cellArea(c) > cellArea(a) ? c : a), undefined);
  if (!best) throw new Error(`no cell for ${territory(t).name}`);
  return best;
}
