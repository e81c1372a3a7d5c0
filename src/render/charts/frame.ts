import type { Weight } from '../font';
import { type Anchor, textShape } from '../glyphs';

/**
 * What the statistics charts share: the board's parchment and ink, its bundled font (as outlines,
 * like every picture of the bot, so a chart looks the same everywhere), a title and a subtitle.
 * Light on purpose: it reads the same in Discord's dark and light themes.
 */
export const INK = '#2a1d12';
const PAPER = '#f6ecd6';
export const GRID = '#d9c49a';
export const MUTED = '#6b5a44';

export const MARGIN = 28;
const TITLE_SIZE = 28;
const SUBTITLE_SIZE = 18;
/** Where the plot may start below the title and subtitle. */
export const HEADER = MARGIN + TITLE_SIZE + 12 + SUBTITLE_SIZE + 20;

export const n = (x: number): string => String(Math.round(x * 10) / 10);

export function label(x: number, y: number, s: string, size: number, fill: string, anchor: Anchor = 'start', weight: Weight = 'regular'): string {
  return `<g transform="translate(${n(x)} ${n(y)})">${textShape(s, size, weight, fill, anchor)}</g>`;
}

/** The whole picture: parchment, a frame, the title and subtitle, then the plot's own parts. */
export function chartSvg(width: number, height: number, title: string, subtitle: string, parts: readonly string[]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${PAPER}"/>` +
    `<rect x="1.5" y="1.5" width="${width - 3}" height="${height - 3}" rx="10" fill="none" stroke="${GRID}" stroke-width="3"/>` +
    label(MARGIN, MARGIN + TITLE_SIZE * 0.8, title, TITLE_SIZE, INK, 'start', 'bold') +
    label(MARGIN, MARGIN + TITLE_SIZE + 12 + SUBTITLE_SIZE * 0.8, subtitle, SUBTITLE_SIZE, MUTED) +
    parts.join('') +
    '</svg>'
  );
}

/** Round steps for an axis: about `count` of them between `low` and `high`, at 1, 2 or 5 × 10ⁿ. */
export function niceTicks(low: number, high: number, count: number): number[] {
  const raw = (high - low) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const ticks: number[] = [];
  for (let t = Math.ceil(low / step) * step; t <= high + step * 1e-9; t += step) ticks.push(Math.round(t / step) * step);
  return ticks;
}
