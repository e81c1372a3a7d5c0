import { HMS, TERRITORIES, territory, type TerritoryId } from '../dune/data/map';
import type { Box } from './boxes';
import { textWidth, type Weight } from './font';
import { BOARD, POLAR_SINK, SECTOR_ANGLE, angleAt, labelCell, polar, radiusAt, type Point } from './layout';

/** A territory's name as written on the board: lines, size, where and which way it runs. */
export interface Label {
  readonly territory: TerritoryId;
  readonly lines: readonly string[];
  readonly size: number;
  readonly weight: Weight;
  readonly center: Point;
  /** Direction of the writing (radians, counterclockwise as on paper), turned so it never reads upside down. */
  readonly angle: number;
  readonly box: Box;
  /** The middle of what the name leaves free of its cell: where that piece's markers gather. */
  readonly rest: Point;
}

const MAX_SIZE = 13;
const MIN_SIZE = 9;
const PAD = 3;
export const LINE_HEIGHT = 1.08;

/** The ways to break a name into 1–3 lines, most compact first for each line count. */
function breakings(name: string): string[][] {
  const words = name.split(' ');
  const out: string[][] = [[name]];
  for (let i = 1; i < words.length; i++) out.push([words.slice(0, i).join(' '), words.slice(i).join(' ')]);
  for (let i = 1; i < words.length; i++)
    for (let j = i + 1; j < words.length; j++) out.push([words.slice(0, i).join(' '), words.slice(i, j).join(' '), words.slice(j).join(' ')]);
  return out;
}

interface Fit {
  lines: string[];
  size: number;
  along: boolean;
  w: number;
  h: number;
}

/** How far from the centre a block of text reaches inwards, written at the outer end of its cell. */
const radialExtent = (f: Fit): number => (f.along ? f.w : f.h);

/**
 * The largest writing of a name that fits its cell, at the cell's outer end (so the markers have
 * the rest of it): across the wedge (perpendicular to the radius) or along it, on up to three
 * lines. The wedge's width at a distance ρ from the centre is 2ρ·tan(half its angle), so the text
 * block is measured at its end nearest the Polar Sink.
 */
function fitName(name: string, weight: Weight, inner: number, outer: number, halfAngle: number, penalty: (along: boolean) => number): Fit {
  const depth = outer - inner - 2 * PAD;
  const widthAt = (rho: number) => 2 * rho * Math.tan(halfAngle) - 2 * PAD;
  let best: (Fit & { score: number }) | null = null;
  for (const lines of breakings(name))
    for (let size = MAX_SIZE; size >= MIN_SIZE; size -= 0.5) {
      const w = Math.max(...lines.map((l) => textWidth(l, size, weight)));
      const h = lines.length * size * LINE_HEIGHT;
      let fitted = false;
      for (const along of [false, true]) {
        const [radial, tangential] = along ? [w, h] : [h, w];
        if (radial > depth || tangential > widthAt(outer - PAD - radial)) continue;
        const score = size * 10 - lines.length - penalty(along);
        if (best === null || score > best.score) best = { lines, size, along, w, h, score };
        fitted = true;
      }
      if (fitted) break;
    }
  if (best) return best;
  // Nothing fits: the smallest size, broken to the block that overflows least.
  const lines = breakings(name).reduce((a, b) => (Math.max(...b.map((l) => l.length)) < Math.max(...a.map((l) => l.length)) ? b : a));
  const w = Math.max(...lines.map((l) => textWidth(l, MIN_SIZE, weight)));
  const h = lines.length * MIN_SIZE * LINE_HEIGHT;
  return { lines, size: MIN_SIZE, along: outer - inner > 2 * Math.tan(halfAngle) * outer, w, h };
}

/** The writing direction for a cell at angle θ: turned so it reads from left to right. */
function readable(theta: number, along: boolean): number {
  const a = along ? theta : theta - Math.PI / 2;
  return Math.cos(a) < -1e-9 ? a + Math.PI : a;
}

function territoryLabel(t: TerritoryId): Label {
  const data = territory(t);
  const weight: Weight = data.type === 'stronghold' ? 'bold' : 'regular';
  const cell = labelCell(t);
  const inner = radiusAt(cell.inner);
  const outer = radiusAt(cell.outer);
  const halfAngle = (((cell.to - cell.from) * SECTOR_ANGLE) / 2) * (Math.PI / 180);
  const theta = angleAt(cell.sector - 1 + (cell.from + cell.to) / 2);
  // Prefer large type, then few lines, then writing near the horizontal, which reads best; but in
  // a stronghold always across the wedge, leaving the markers most of its room.
  const penalty = (along: boolean) => (data.type === 'stronghold' ? (along ? 1000 : 0) : 12 * Math.abs(Math.sin(readable(theta, along))));
  const fit = fitName(data.name, weight, inner, outer, halfAngle, penalty);
  const extent = Math.min(radialExtent(fit), outer - inner - 2 * PAD);
  const center = polar(theta, outer - PAD - extent / 2);
  const angle = readable(theta, fit.along);
  const rest = polar(theta, (inner + outer - 2 * PAD - extent) / 2);
  return { territory: t, lines: fit.lines, size: fit.size, weight, center, angle, box: { cx: center.x, cy: center.y, w: fit.w + 2, h: fit.h, angle }, rest };
}

function polarSinkLabel(): Label {
  const size = 16;
  const name = territory(POLAR_SINK).name;
  const w = textWidth(name, size, 'bold');
  // High in the disc, leaving its middle to the markers.
  const top = BOARD.cy - BOARD.sink / 2;
  return {
    territory: POLAR_SINK,
    lines: [name],
    size,
    weight: 'bold',
    center: { x: BOARD.cx, y: top },
    angle: 0,
    box: { cx: BOARD.cx, cy: top, w: w + 2, h: size * LINE_HEIGHT, angle: 0 },
    rest: { x: BOARD.cx, y: BOARD.cy + size },
  };
}

/** Every territory's name; they depend on the map alone, so they are laid out once. */
// The HMS is off the printed map: it has no name of its own on the board (its forces are drawn at its host).
export const LABELS: readonly Label[] = [...TERRITORIES.keys()].filter((t) => t !== HMS).map((t) => (t === POLAR_SINK ? polarSinkLabel() : territoryLabel(t)));
