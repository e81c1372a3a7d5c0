import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { type Bar, barChartPng, barChartSvg, factionColors, type LinePoint, lineChartPng, lineChartSvg } from '../../src/render';
import { distance } from './pixels';

const bar = (label: string, share: number, faction: Parameters<typeof factionColors>[0]): Bar => ({
  label,
  share,
  note: `${Math.round(share * 100)}%`,
  fill: factionColors(faction).fill,
  outline: factionColors(faction).outline,
});

const bars = [bar('Fremen', 0.5, 'fremen'), bar('Atreides', 1, 'atreides'), bar('Harkonnen', 0, 'harkonnen'), bar('Emperor', 1.7, 'emperor')];

/** The width of each bar drawn, in order. */
const barWidths = (svg: string): number[] => [...svg.matchAll(/<rect x="[\d.]+" y="[\d.]+" width="([\d.]+)" height="30"/g)].map((m) => Number(m[1]));

describe('statistics charts (PNG, drawn with the board renderer)', () => {
  it('faction win rates: one bar per faction, as long as its share (capped at 100%), in its colour, on a parchment PNG', () => {
    const svg = barChartSvg('Faction win rates', '12 games', bars);
    const [half, full, capped] = barWidths(svg);
    expect(barWidths(svg)).toHaveLength(3);
    expect((full as number) / (half as number)).toBeCloseTo(2, 1);
    expect(capped).toBe(full);
    // Every word is outlined in the bundled font: nothing depends on the fonts of the machine that opens it.
    expect(svg).not.toMatch(/<text|NaN|undefined/);
    const png = PNG.sync.read(barChartPng('Faction win rates', '12 games', bars));
    expect(png.width).toBe(900);
    const taller = PNG.sync.read(barChartPng('Faction win rates', '12 games', [...bars, ...bars]));
    expect(taller.height - png.height).toBe(4 * 46);
    // The Atreides bar (the second row) is Atreides green in its middle.
    const atreides = svg.match(/<rect x="([\d.]+)" y="([\d.]+)" width="[\d.]+" height="30" rx="4" fill="#2e8b3a"/);
    const [x, y] = [Math.round(Number(atreides?.[1]) + 40), Math.round(Number(atreides?.[2]) + 15)];
    const i = (y * png.width + x) * 4;
    expect(distance([png.data[i] as number, png.data[i + 1] as number, png.data[i + 2] as number], '#2e8b3a')).toBeLessThan(4);
  });

  const points = (n: number): LinePoint[] =>
    Array.from({ length: n }, (_, i) => ({
      label: i === 0 ? 'start' : `${i} Dec`,
      value: 25 + Math.sin(i) * 3,
      low: 20 - i / 10,
      high: 30,
      mark: i === 0 ? 'none' : i % 2 ? 'won' : 'lost',
    }));

  it('rating over time: a line through every point with its band, wins filled and losses hollow', () => {
    const svg = lineChartSvg('Rating over time', '40 rated games', points(41));
    expect(svg).not.toMatch(/<text|NaN|undefined|Infinity/);
    expect(svg.match(/<polyline points="([^"]+)"/)?.[1]?.split(' ')).toHaveLength(41);
    expect(svg.match(/<circle[^>]*fill="#2e8b3a"/g)).toHaveLength(20 + 1); // and the legend's
    expect(svg.match(/<circle[^>]*fill="#ffffff"/g)).toHaveLength(20 + 1);
    const png = PNG.sync.read(lineChartPng('Rating over time', '40 rated games', points(41)));
    expect([png.width, png.height]).toEqual([900, 480]);
  });

  it('draws a line of one point (the start alone) and of a flat rating without dividing by zero', () => {
    for (const pts of [points(1), [{ label: 'start', value: 25, low: 25, high: 25, mark: 'none' as const }]]) {
      const svg = lineChartSvg('Rating over time', 'no game yet', pts);
      expect(svg).not.toMatch(/NaN|Infinity/);
      expect(lineChartPng('Rating over time', 'no game yet', pts).subarray(1, 4).toString()).toBe('PNG');
    }
  });
});
