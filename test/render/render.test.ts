import { describe, expect, it } from 'vitest';
import { territory, type TerritoryId } from '../../src/dune/data/map';
import { corners, insideFrame, overlaps } from '../../src/render/boxes';
import { PALETTE, TERRAIN, factionColors } from '../../src/render/colors';
import { SIX_FACTIONS, emptyHmsView, scenarioView, sixInOneView } from '../../src/render/examples';
import { MIN_PHONE_TEXT, onPhone, tokenFont } from '../../src/render/tokens';
import { placeMarkers, renderBoardPng, renderBoardSvg, type BoardView, type Marker } from '../../src/render';
import { LABELS } from '../../src/render/labels';
import { BOARD, CELLS, boardPosition, inSector, insidePiece, radiusAt, type Point } from '../../src/render/layout';
import { RING_MID } from '../../src/render/ring';
import { decode, distance, veiled } from './pixels';
import { PRINTED_STRONGHOLDS } from '../support/strongholds';

const board = (
  storm: number,
  forces: { faction: string; territory: string; sector?: number; forces: number; elite?: number; advisor?: boolean }[],
): BoardView => scenarioView({ seed: 1, factions: [...SIX_FACTIONS], setup: { phase: 'setup', storm, board: forces } });

/** A point of the ring outside the rim, in a sector, clear of its number and of any player circle. */
const ringPoint = (sector: number): Point => inSector(sector, 0.22, RING_MID);

/** Inside a force marker, left of its letter: where its fill colour shows. */
const swatch = (m: Marker): Point => ({ x: m.box.cx - m.box.w / 2 + 3.5, y: m.box.cy });

const forcesOf = (markers: readonly Marker[], faction: string) => markers.filter((m) => m.token.kind === 'forces' && m.token.faction === faction);

/**
 * A point of a sector's wedge that nothing but terrain covers: well inside one cell, away from
 * names, markers, borders and sector lines.
 */
function bareSpot(sector: number, markers: readonly Marker[]): { p: Point; terrain: string } {
  const covered = [...LABELS.map((l) => l.box), ...markers.map((m) => m.box)];
  for (const c of CELLS.filter((x) => x.sector === sector))
    for (let u = c.inner + 0.2; u < c.outer; u += 0.2)
      for (let f = c.from + 0.1; f < c.to; f += 0.1) {
        const p = inSector(sector, f, radiusAt(u));
        const near = [-6, 0, 6].flatMap((dx) => [-6, 0, 6].map((dy) => ({ x: p.x + dx, y: p.y + dy })));
        if (!near.every((q) => insidePiece(q, c.territory, c.sector))) continue;
        if (covered.some((b) => overlaps({ cx: p.x, cy: p.y, w: 12, h: 12, angle: 0 }, b))) continue;
        if (Math.abs(boardPosition(p).f - 0.5) > 0.45) continue;
        return { p, terrain: TERRAIN[territory(c.territory).type] };
      }
  throw new Error(`no bare spot in sector ${sector}`);
}

describe('the board picture', () => {
  const view = board(5, [
    { faction: 'atreides', territory: 'Arrakeen', forces: 10 },
    { faction: 'harkonnen', territory: 'Carthag', forces: 10 },
    { faction: 'fremen', territory: 'Rock Outcroppings', sector: 12, forces: 4, elite: 2 },
    { faction: 'bene-gesserit', territory: 'Polar Sink', forces: 1, advisor: true },
    { faction: 'bene-gesserit', territory: "Tuek's Sietch", forces: 2, advisor: false },
  ]);
  const { markers, callouts } = placeMarkers(view);
  const picture = decode(renderBoardPng(view));

  it('is a square PNG of the board size', () => {
    expect(picture.width).toBe(BOARD.pixels);
    expect(picture.height).toBe(BOARD.pixels);
  });

  it('shades the storm sector, and only it', () => {
    expect(distance(picture.at(ringPoint(5).x, ringPoint(5).y), PALETTE.storm)).toBeLessThanOrEqual(2);
    for (const s of [4, 6, 12]) expect(distance(picture.at(ringPoint(s).x, ringPoint(s).y), PALETTE.ring)).toBeLessThanOrEqual(2);
    const { p, terrain } = bareSpot(5, markers);
    expect(distance(picture.at(p.x, p.y), veiled(terrain, PALETTE.storm, PALETTE.stormVeilOpacity))).toBeLessThanOrEqual(3);
  });

  it('moves the shading when the storm moves', () => {
    const moved = board(11, [{ faction: 'atreides', territory: 'Arrakeen', forces: 10 }]);
    const after = decode(renderBoardPng(moved));
    expect(distance(after.at(ringPoint(5).x, ringPoint(5).y), PALETTE.ring)).toBeLessThanOrEqual(2);
    expect(distance(after.at(ringPoint(11).x, ringPoint(11).y), PALETTE.storm)).toBeLessThanOrEqual(2);
    const { p, terrain } = bareSpot(5, placeMarkers(moved).markers);
    expect(distance(after.at(p.x, p.y), terrain)).toBeLessThanOrEqual(2);
  });

  it("draws each faction's forces in its colour, on the piece where they stand or in a callout tied to it", () => {
    const at: Record<string, [string, number, boolean]> = {
      atreides: ['arrakeen', 9, true],
      fremen: ['rock-outcroppings', 12, true],
      // Carthag's narrow piece holds its name, not a marker legible on a phone.
      harkonnen: ['carthag', 10, false],
    };
    for (const [faction, [t, sector, on]] of Object.entries(at)) {
      const [m] = forcesOf(markers, faction);
      expect(m, faction).toBeDefined();
      expect(m!.territory).toBe(t);
      expect(m!.onPiece, faction).toBe(on);
      if (on)
        expect(
          corners(m!.box).every((p) => insidePiece(p, m!.territory, sector)),
          `${faction} marker lies on ${t}#${sector}`,
        ).toBe(true);
      else {
        const callout = callouts.find((c) => c.territory === t);
        expect(callout?.title).toBe(territory(t as TerritoryId).name);
        expect(insidePiece(callout!.anchor, t as TerritoryId, sector)).toBe(true);
      }
      const p = swatch(m!);
      expect(distance(picture.at(p.x, p.y), factionColors(m!.token.kind === 'forces' ? m!.token.faction : 'atreides').fill), faction).toBeLessThanOrEqual(2);
    }
  });

  it('follows forces that move to another sector of the same territory', () => {
    const moved = board(5, [{ faction: 'fremen', territory: 'Rock Outcroppings', sector: 13, forces: 4, elite: 2 }]);
    const [m] = forcesOf(placeMarkers(moved).markers, 'fremen');
    expect(boardPosition({ x: m!.box.cx, y: m!.box.cy }).sector).toBe(13);
    const [before] = forcesOf(markers, 'fremen');
    const after = decode(renderBoardPng(moved));
    const old = swatch(before!);
    expect(distance(after.at(old.x, old.y), factionColors('fremen').fill)).toBeGreaterThan(40);
    const now = swatch(m!);
    expect(distance(after.at(now.x, now.y), factionColors('fremen').fill)).toBeLessThanOrEqual(2);
  });

  it('draws Bene Gesserit advisors hollow and fighters filled', () => {
    const bg = forcesOf(markers, 'bene-gesserit');
    const advisors = bg.find((m) => m.token.kind === 'forces' && m.token.advisor);
    const fighters = bg.find((m) => m.token.kind === 'forces' && !m.token.advisor);
    expect(advisors?.territory).toBe('polar-sink');
    expect(fighters?.territory).toBe('tueks-sietch');
    const a = swatch(advisors!);
    const f = swatch(fighters!);
    expect(distance(picture.at(a.x, a.y), PALETTE.advisorFill)).toBeLessThanOrEqual(2);
    expect(distance(picture.at(f.x, f.y), factionColors('bene-gesserit').fill)).toBeLessThanOrEqual(2);
  });

  it('writes the names with the bundled font (no host font is loaded)', () => {
    const arrakeen = LABELS.find((l) => l.territory === 'arrakeen')!;
    const b = arrakeen.box;
    let inked = 0;
    for (let dx = -b.w / 2; dx < b.w / 2; dx += 1)
      for (let dy = -b.h / 3; dy < b.h / 3; dy += 1) if (distance(picture.at(b.cx + dx, b.cy + dy), PALETTE.strongholdLabel) < 40) inked++;
    expect(inked).toBeGreaterThan(40);
  });

  it('is the same picture every time for the same view', () => {
    expect(renderBoardSvg(view)).toBe(renderBoardSvg(structuredClone(view)));
    expect(renderBoardPng(view).equals(renderBoardPng(view))).toBe(true);
  });
});

describe('six factions in one stronghold', () => {
  for (const stronghold of PRINTED_STRONGHOLDS) {
    const name = territory(stronghold).name;
    it(`keeps every marker in ${name} apart, in the picture, and tied to ${name}`, () => {
      const view = sixInOneView(name);
      const { markers, callouts } = placeMarkers(view);
      expect(markers.map((m) => (m.token.kind === 'forces' ? m.token.faction : 'spice')).sort()).toEqual([...SIX_FACTIONS].sort());
      for (const m of markers) {
        expect(m.territory).toBe(stronghold);
        expect(insideFrame(m.box, BOARD.size)).toBe(true);
        for (const other of markers) if (other !== m) expect(overlaps(m.box, other.box), 'markers overlap').toBe(false);
        if (!m.onPiece) {
          const callout = callouts.find((c) => c.territory === stronghold);
          expect(callout, 'markers off the piece are in its callout').toBeDefined();
          expect(
            corners(m.box).every((p) => Math.abs(p.x - callout!.box.cx) <= callout!.box.w / 2 && Math.abs(p.y - callout!.box.cy) <= callout!.box.h / 2),
          ).toBe(true);
          expect(insidePiece(callout!.anchor, stronghold, territory(stronghold).sectors[0]!)).toBe(true);
          expect(callout!.title).toBe(name);
        }
      }
      const picture = decode(renderBoardPng(view));
      for (const m of markers) {
        if (m.token.kind !== 'forces') continue;
        const p = swatch(m);
        expect(distance(picture.at(p.x, p.y), factionColors(m.token.faction).fill), `${m.token.faction} marker shows`).toBeLessThanOrEqual(2);
      }
    });
  }
});

describe('the Hidden Mobile Stronghold', () => {
  it('an empty HMS still shows its own marker at its host piece, legible on a phone, in the stronghold colours', () => {
    const view = emptyHmsView();
    expect(view.board.some((x) => x.territory === 'Hidden Mobile Stronghold')).toBe(false);
    const { markers } = placeMarkers(view);
    const hms = markers.filter((m) => m.token.kind === 'hms');
    expect(hms).toHaveLength(1);
    const [m] = hms as [Marker];
    expect([m.territory, m.sector]).toEqual(['the-great-flat', 14]);
    expect(onPhone(tokenFont(m.token))).toBeGreaterThanOrEqual(MIN_PHONE_TEXT);
    const picture = decode(renderBoardPng(view));
    expect(distance(picture.at(m.box.cx - m.box.w / 2 + 1, m.box.cy), PALETTE.strongholdEdge), 'its gold edge shows').toBeLessThanOrEqual(40);
    expect(distance(picture.at(swatch(m).x, swatch(m).y), PALETTE.background), 'its dark ground shows').toBeLessThanOrEqual(2);
  });

  it('before it is placed, or in a game without it, there is no HMS marker', () => {
    const unplaced = scenarioView({ seed: 1, factions: ['ixians', 'atreides'], setup: { phase: 'storm' } });
    expect(placeMarkers(unplaced).markers.filter((m) => m.token.kind === 'hms')).toEqual([]);
    expect(placeMarkers(board(5, [])).markers.filter((m) => m.token.kind === 'hms')).toEqual([]);
  });
});
