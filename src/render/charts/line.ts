import { chartLegend } from '../../bot/text/stats';
import { svgToPng } from '../png';
import { chartSvg, GRID, HEADER, INK, label, MARGIN, MUTED, n, niceTicks } from './frame';

/** One point of a line: its label on the axis (a date), its value and the band around it. */
export interface LinePoint {
  readonly label: string;
  readonly value: number;
  readonly low: number;
  readonly high: number;
  /** How the point is marked: a win (filled), a loss (hollow), or the starting value (none). */
  readonly mark: 'won' | 'lost' | 'none';
}

const WIDTH = 900;
const HEIGHT = 480;
const AXIS_SIZE = 16;
const LEGEND_SIZE = 17;
const LINE = '#8a4b12';
const BAND = '#e3c98f';
const WON = '#2e8b3a';
const LOST = '#c8232c';
/** At most this many labels along the bottom, so that they never run into each other. */
const MAX_LABELS = 6;

/** A value over successive points (a rating after each game), evenly spaced, with its band shaded. */
export function lineChartSvg(title: string, subtitle: string, points: readonly LinePoint[]): string {
  // Room for a point's mark at either end.
  const left = MARGIN + 60;
  const right = WIDTH - MARGIN - 12;
  const top = HEADER + 8;
  const bottom = HEIGHT - MARGIN - AXIS_SIZE - LEGEND_SIZE - 24;
  const lows = points.map((p) => p.low);
  const highs = points.map((p) => p.high);
  const span = Math.max(1, Math.max(...highs) - Math.min(...lows));
  const ticks = niceTicks(Math.min(...lows) - span * 0.05, Math.max(...highs) + span * 0.05, 5);
  const min = Math.min(ticks[0] as number, ...lows);
  const max = Math.max(ticks.at(-1) as number, ...highs);
  const x = (i: number) => (points.length <= 1 ? (left + right) / 2 : left + (i * (right - left)) / (points.length - 1));
  const y = (v: number) => bottom - ((v - min) / (max - min || 1)) * (bottom - top);
  const parts: string[] = [];
  for (const t of ticks) {
    parts.push(`<line x1="${left}" y1="${n(y(t))}" x2="${right}" y2="${n(y(t))}" stroke="${GRID}" stroke-width="1"/>`);
    parts.push(label(left - 10, y(t) + AXIS_SIZE * 0.35, String(t), AXIS_SIZE, MUTED, 'end'));
  }
  const upper = points.map((p, i) => `${n(x(i))},${n(y(p.high))}`);
  const lower = points.map((p, i) => `${n(x(i))},${n(y(p.low))}`).reverse();
  parts.push(`<polygon points="${[...upper, ...lower].join(' ')}" fill="${BAND}" fill-opacity="0.6"/>`);
  parts.push(
    `<polyline points="${points.map((p, i) => `${n(x(i))},${n(y(p.value))}`).join(' ')}" fill="none" stroke="${LINE}" stroke-width="3" stroke-linejoin="round"/>`,
  );
  points.forEach((p, i) => {
    if (p.mark === 'won') parts.push(`<circle cx="${n(x(i))}" cy="${n(y(p.value))}" r="6" fill="${WON}" stroke="${INK}" stroke-width="1.5"/>`);
    if (p.mark === 'lost') parts.push(`<circle cx="${n(x(i))}" cy="${n(y(p.value))}" r="5.5" fill="#ffffff" stroke="${LOST}" stroke-width="2.5"/>`);
  });
  const every = Math.max(1, Math.ceil(points.length / MAX_LABELS));
  points.forEach((p, i) => {
    const last = i === points.length - 1;
    // The last point is always labelled; a label just before it would overlap it.
    if ((i % every === 0 && (last || points.length - 1 - i >= every / 2)) || last) {
      const anchor = points.length > 1 && i === 0 ? 'start' : last && points.length > 1 ? 'end' : 'middle';
      parts.push(label(x(i), bottom + AXIS_SIZE + 8, p.label, AXIS_SIZE, MUTED, anchor));
    }
  });
  const legendY = HEIGHT - MARGIN + 2;
  parts.push(`<circle cx="${left + 6}" cy="${legendY - 6}" r="6" fill="${WON}" stroke="${INK}" stroke-width="1.5"/>`);
  parts.push(label(left + 18, legendY, chartLegend.won, LEGEND_SIZE, INK));
  parts.push(`<circle cx="${left + 76}" cy="${legendY - 6}" r="5.5" fill="#ffffff" stroke="${LOST}" stroke-width="2.5"/>`);
  parts.push(label(left + 88, legendY, chartLegend.lost, LEGEND_SIZE, INK));
  parts.push(`<rect x="${left + 140}" y="${legendY - 14}" width="26" height="14" fill="${BAND}" fill-opacity="0.6"/>`);
  parts.push(label(left + 174, legendY, chartLegend.range, LEGEND_SIZE, INK));
  return chartSvg(WIDTH, HEIGHT, title, subtitle, parts);
}

export const lineChartPng = (title: string, subtitle: string, points: readonly LinePoint[]): Buffer => svgToPng(lineChartSvg(title, subtitle, points));
