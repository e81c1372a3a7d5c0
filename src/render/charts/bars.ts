import { textWidth } from '../font';
import { svgToPng } from '../png';
import { chartSvg, GRID, HEADER, INK, label, MARGIN, MUTED, n } from './frame';

/** One bar: a share from 0 to 1, its words, and its colours. */
export interface Bar {
  readonly label: string;
  readonly share: number;
  /** Written after the bar, e.g. "42% · 5 of 12". */
  readonly note: string;
  readonly fill: string;
  readonly outline: string;
}

const WIDTH = 900;
const ROW = 46;
const BAR = 30;
const LABEL_SIZE = 22;
const NOTE_SIZE = 19;
const AXIS_SIZE = 16;

/** Horizontal bars of shares (0–100%), one row each, with a scale of quarters below. */
export function barChartSvg(title: string, subtitle: string, bars: readonly Bar[]): string {
  const labelWidth = Math.max(80, ...bars.map((b) => textWidth(b.label, LABEL_SIZE, 'bold'))) + 16;
  const noteWidth = Math.max(60, ...bars.map((b) => textWidth(b.note, NOTE_SIZE))) + 16;
  const left = MARGIN + labelWidth;
  const full = WIDTH - MARGIN - noteWidth - left;
  const top = HEADER;
  const bottom = top + Math.max(1, bars.length) * ROW;
  const height = bottom + AXIS_SIZE + MARGIN + 12;
  const parts: string[] = [];
  for (const q of [0, 0.25, 0.5, 0.75, 1]) {
    const x = left + q * full;
    parts.push(`<line x1="${n(x)}" y1="${top - 6}" x2="${n(x)}" y2="${bottom}" stroke="${GRID}" stroke-width="${q === 0 ? 2 : 1}"/>`);
    parts.push(label(x, bottom + AXIS_SIZE + 4, `${q * 100}%`, AXIS_SIZE, MUTED, 'middle'));
  }
  bars.forEach((b, i) => {
    const y = top + i * ROW + (ROW - BAR) / 2;
    const share = Math.min(1, Math.max(0, b.share));
    const w = share * full;
    parts.push(label(left - 12, y + BAR / 2 + LABEL_SIZE * 0.35, b.label, LABEL_SIZE, INK, 'end', 'bold'));
    if (w > 0)
      parts.push(`<rect x="${n(left)}" y="${n(y)}" width="${n(w)}" height="${BAR}" rx="4" fill="${b.fill}" stroke="${b.outline}" stroke-width="1.5"/>`);
    parts.push(label(left + w + 10, y + BAR / 2 + NOTE_SIZE * 0.35, b.note, NOTE_SIZE, INK));
  });
  return chartSvg(WIDTH, height, title, subtitle, parts);
}

export const barChartPng = (title: string, subtitle: string, bars: readonly Bar[]): Buffer => svgToPng(barChartSvg(title, subtitle, bars));
