import type { Point } from './layout';

/**
 * A rectangle in the drawing, possibly turned: centre, width along its own x axis, height, and
 * `angle` (radians, counterclockwise as on paper) of that axis. Markers are upright (angle 0);
 * territory names follow their wedge.
 */
export interface Box {
  readonly cx: number;
  readonly cy: number;
  readonly w: number;
  readonly h: number;
  readonly angle: number;
}

export const upright = (cx: number, cy: number, w: number, h: number): Box => ({ cx, cy, w, h, angle: 0 });

export function corners(b: Box): Point[] {
  const c = Math.cos(b.angle);
  const s = Math.sin(b.angle);
  const hw = b.w / 2;
  const hh = b.h / 2;
  // The box's own x axis is (c, -s) in the picture (whose y axis points down), its y axis (s, c).
  return [
    { x: b.cx - hw * c - hh * s, y: b.cy + hw * s - hh * c },
    { x: b.cx + hw * c - hh * s, y: b.cy - hw * s - hh * c },
    { x: b.cx + hw * c + hh * s, y: b.cy - hw * s + hh * c },
    { x: b.cx - hw * c + hh * s, y: b.cy + hw * s + hh * c },
  ];
}

/** Whether the projections of two corner sets on the axis (ax, ay) are apart by at least `gap`. */
function apartOn(ax: number, ay: number, ca: readonly Point[], cb: readonly Point[], gap: number): boolean {
  let minA = Infinity;
  let maxA = -Infinity;
  let minB = Infinity;
  let maxB = -Infinity;
  for (const p of ca) {
    const v = p.x * ax + p.y * ay;
    if (v < minA) minA = v;
    if (v > maxA) maxA = v;
  }
  for (const p of cb) {
    const v = p.x * ax + p.y * ay;
    if (v < minB) minB = v;
    if (v > maxB) maxB = v;
  }
  return maxA + gap <= minB || maxB + gap <= minA;
}

/** Whether two boxes overlap, with `gap` units of clearance required between them (separating axes). */
export function overlaps(a: Box, b: Box, gap = 0): boolean {
  // Math.sqrt, not Math.hypot: this runs for every spot tried against every obstacle, and hypot is slow.
  const reach = Math.sqrt(a.w * a.w + a.h * a.h) / 2 + Math.sqrt(b.w * b.w + b.h * b.h) / 2 + gap;
  const dx = a.cx - b.cx;
  const dy = a.cy - b.cy;
  if (dx * dx + dy * dy > reach * reach) return false;
  if (a.angle === 0 && b.angle === 0) return Math.abs(a.cx - b.cx) < (a.w + b.w) / 2 + gap && Math.abs(a.cy - b.cy) < (a.h + b.h) / 2 + gap;
  const ca = corners(a);
  const cb = corners(b);
  for (const box of [a, b]) {
    const c = Math.cos(box.angle);
    const s = Math.sin(box.angle);
    if (apartOn(c, -s, ca, cb, gap) || apartOn(s, c, ca, cb, gap)) return false;
  }
  return true;
}

/** Whether a box lies wholly inside the picture, `margin` units from its edges. */
export function insideFrame(b: Box, size: number, margin = 0): boolean {
  if (b.angle === 0) return b.cx - b.w / 2 >= margin && b.cy - b.h / 2 >= margin && b.cx + b.w / 2 <= size - margin && b.cy + b.h / 2 <= size - margin;
  return corners(b).every((p) => p.x >= margin && p.y >= margin && p.x <= size - margin && p.y <= size - margin);
}

/**
 * Whether the segment a–b crosses a box grown by `gap` on every side (Liang–Barsky clipping in the
 * box's own axes).
 */
export function crosses(a: Point, b: Point, box: Box, gap = 0): boolean {
  const c = Math.cos(box.angle);
  const s = Math.sin(box.angle);
  // The box's own x axis is (c, -s) in the picture, its y axis (s, c).
  const local = (p: Point) => ({ x: (p.x - box.cx) * c - (p.y - box.cy) * s, y: (p.x - box.cx) * s + (p.y - box.cy) * c });
  const p = local(a);
  const q = local(b);
  const [hw, hh] = [box.w / 2 + gap, box.h / 2 + gap];
  let t0 = 0;
  let t1 = 1;
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  for (const [den, num] of [
    [-dx, p.x + hw],
    [dx, hw - p.x],
    [-dy, p.y + hh],
    [dy, hh - p.y],
  ] as const) {
    if (den === 0) {
      if (num < 0) return false;
    } else {
      const t = num / den;
      if (den < 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
      if (t0 > t1) return false;
    }
  }
  return true;
}

/** Whether the segments a–b and c–d cross (touching ends do not count). */
export function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const side = (p: Point, q: Point, r: Point) => Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x));
  return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0;
}
