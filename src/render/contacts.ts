import { SECTOR_COUNT } from '../dune/data/map';
import { CELLS, type Cell } from './layout';

/**
 * Where two cells touch along a line of positive length: on a radial line (`around`, in sectors from
 * the clockwise edge of sector 1, between rings inner–outer) or on an arc (ring `ring`, between
 * `from`–`to` around). The borders drawn between territories are these lines, and the tests hold
 * them against the map's adjacency.
 */
export type Contact = { readonly a: Cell; readonly b: Cell } & (
  | { readonly kind: 'radial'; readonly around: number; readonly inner: number; readonly outer: number }
  | { readonly kind: 'arc'; readonly ring: number; readonly from: number; readonly to: number }
);

const EPS = 1e-9;
const start = (c: Cell) => c.sector - 1 + c.from;
const end = (c: Cell) => c.sector - 1 + c.to;
const sameAround = (x: number, y: number) => Math.abs((((x - y) % SECTOR_COUNT) + SECTOR_COUNT) % SECTOR_COUNT) < EPS;

function touching(a: Cell, b: Cell): Contact | null {
  if (a.sector === b.sector && (Math.abs(a.outer - b.inner) < EPS || Math.abs(b.outer - a.inner) < EPS)) {
    const from = Math.max(a.from, b.from);
    const to = Math.min(a.to, b.to);
    if (to - from > EPS)
      return { a, b, kind: 'arc', ring: Math.abs(a.outer - b.inner) < EPS ? a.outer : a.inner, from: a.sector - 1 + from, to: a.sector - 1 + to };
  }
  const inner = Math.max(a.inner, b.inner);
  const outer = Math.min(a.outer, b.outer);
  if (outer - inner <= EPS) return null;
  if (sameAround(end(a), start(b))) return { a, b, kind: 'radial', around: end(a) % SECTOR_COUNT, inner, outer };
  if (sameAround(end(b), start(a))) return { a, b, kind: 'radial', around: end(b) % SECTOR_COUNT, inner, outer };
  return null;
}

export const CONTACTS: readonly Contact[] = CELLS.flatMap((a, i) =>
  CELLS.slice(i + 1).flatMap((b) => {
    const c = touching(a, b);
    return c ? [c] : [];
  }),
);

/** Lines between two different territories: the borders drawn on the board. */
export const BORDERS: readonly Contact[] = CONTACTS.filter((c) => c.a.territory !== c.b.territory);

/** Cells that touch the Polar Sink. */
export const SINK_SHORE: readonly Cell[] = CELLS.filter((c) => c.inner < EPS);
