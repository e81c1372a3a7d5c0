import { describe, expect, it } from 'vitest';
import { SECTOR_COUNT, TERRITORIES, territory, type TerritoryId } from '../../src/dune/data/map';
import { factionColors, luminance, rgb } from '../../src/render/colors';
import { overlaps } from '../../src/render/boxes';
import { BORDERS, SINK_SHORE } from '../../src/render/contacts';
import { RINGS } from '../../src/render/bands';
import { LABELS } from '../../src/render/labels';
import { CELLS, POLAR_SINK, cellCenter, insidePiece, pieceAt } from '../../src/render/layout';
import { FACTION_IDS } from '../../src/dune/data/factions';

const pair = (a: TerritoryId, b: TerritoryId) => [a, b].sort().join(' | ');

describe('board layout from the map data', () => {
  it('gives every territory a cell in each of its sectors and in no other', () => {
    for (const t of TERRITORIES.values()) {
      if (t.id === POLAR_SINK) continue;
      const sectors = [...new Set(CELLS.filter((c) => c.territory === t.id).map((c) => c.sector))].sort((a, b) => a - b);
      expect(sectors, t.name).toEqual([...t.sectors].sort((a, b) => a - b));
    }
  });

  it('tiles each of the 18 wedges exactly, with no cell overlapping another', () => {
    for (let s = 1; s <= SECTOR_COUNT; s++) {
      const cells = CELLS.filter((c) => c.sector === s);
      const area = cells.reduce((a, c) => a + (c.outer - c.inner) * (c.to - c.from), 0);
      expect(area, `sector ${s}`).toBeCloseTo(RINGS, 9);
      for (const a of cells)
        for (const b of cells) {
          if (a === b) continue;
          const radial = Math.min(a.outer, b.outer) - Math.max(a.inner, b.inner);
          const around = Math.min(a.to, b.to) - Math.max(a.from, b.from);
          expect(radial > 1e-9 && around > 1e-9, `${a.territory} and ${b.territory} in sector ${s}`).toBe(false);
        }
    }
  });

  it('lets two territories touch only where the map says they are adjacent', () => {
    for (const c of BORDERS) expect(territory(c.a.territory).adjacent, pair(c.a.territory, c.b.territory)).toContain(c.b.territory);
    for (const c of SINK_SHORE) expect(territory(POLAR_SINK).adjacent, c.territory).toContain(c.territory);
  });

  it('draws every adjacency of the map but two, which a grid of wedges cannot', () => {
    const drawn = new Set([...BORDERS.map((c) => pair(c.a.territory, c.b.territory)), ...SINK_SHORE.map((c) => pair(POLAR_SINK, c.territory))]);
    const missing = [...TERRITORIES.values()].flatMap((t) => t.adjacent.filter((n) => t.id < n && !drawn.has(pair(t.id, n))).map((n) => pair(t.id, n)));
    expect(missing.sort()).toEqual([pair('bight-of-the-cliff', 'plastic-basin'), pair('false-wall-south', 'tueks-sietch')].sort());
  });

  it('finds the piece under the middle of every cell, and the Polar Sink at the centre', () => {
    for (const c of CELLS) expect(pieceAt(cellCenter(c))).toEqual({ territory: c.territory, sector: c.sector });
    expect(pieceAt({ x: 700, y: 700 })).toEqual({ territory: POLAR_SINK, sector: 0 });
  });

  it('names every territory once, on the territory, without two names overlapping', () => {
    // The HMS is off the printed map: it is drawn at its host, with no name of its own.
    expect(LABELS.map((l) => l.territory).sort()).toEqual([...TERRITORIES.keys()].filter((t) => t !== 'hidden-mobile-stronghold').sort());
    for (const l of LABELS) {
      expect(l.lines.join(' '), l.territory).toBe(territory(l.territory).name);
      const cell = CELLS.find((c) => c.territory === l.territory && insidePiece(l.center, c.territory, c.sector));
      expect(cell !== undefined || l.territory === POLAR_SINK, `${l.territory} name lies on it`).toBe(true);
      for (const other of LABELS) if (other !== l) expect(overlaps(l.box, other.box), `${l.territory} / ${other.territory}`).toBe(false);
    }
  });
});

describe('faction colours', () => {
  it('keeps the six factions apart and their letters legible', () => {
    for (const a of FACTION_IDS)
      for (const b of FACTION_IDS) {
        if (a >= b) continue;
        const [x, y] = [rgb(factionColors(a).fill), rgb(factionColors(b).fill)];
        expect(Math.max(...x.map((v, i) => Math.abs(v - y[i]!))), `${a} / ${b}`).toBeGreaterThan(60);
      }
    for (const f of FACTION_IDS) {
      const c = factionColors(f);
      const [hi, lo] = [luminance(c.fill), luminance(c.text)].sort((p, q) => q - p) as [number, number];
      expect((hi + 0.05) / (lo + 0.05), f).toBeGreaterThan(3);
    }
  });
});
