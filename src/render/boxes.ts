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
  const reach = Math.hypot(a.w, a.h) / 2 + Math.hypot(b.w, b.h) / 2;
  if (Math.hypot(a.cx - b.cx, a.cy - b.cy) > reach + gap) return false;
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
  return corners(b).every((p) => p.x >= margin && p.y >= margin && p.x <= size - margin && p.y <= size - margin);
}
