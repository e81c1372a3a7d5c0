import { describe, expect, it } from 'vitest';
import { territory } from '../../src/dune/data/map';
import { crosses, insideFrame, overlaps, segmentsCross, type Box } from '../../src/render/boxes';
import { crowdedView, emptyHmsView, midGameView, sixInOneView, turnOneView } from '../../src/render/examples';
import { PRINTED_STRONGHOLDS } from '../support/strongholds';
import { placeMarkers, type BoardView } from '../../src/render';
import { LABELS } from '../../src/render/labels';
import { BOARD, insidePiece } from '../../src/render/layout';
import { CALLOUT_TITLE, LEADER_DOT } from '../../src/render/markers';
import { factionPanel, keyPanel, statusPanel } from '../../src/render/panels';
import { ringBoxes } from '../../src/render/ring';
import { MIN_PHONE_TEXT, PHONE_WIDTH, tokenFont } from '../../src/render/tokens';

/** What a phone shows of a size in the drawing: the PNG is scaled to the phone's width. */
const onPhone = (units: number) => (units * PHONE_WIDTH) / BOARD.size;

const BOARDS: [string, () => BoardView][] = [
  ['turn one', turnOneView],
  ['mid-game', midGameView],
  ...PRINTED_STRONGHOLDS.map((s): [string, () => BoardView] => [`six factions in ${territory(s).name}`, () => sixInOneView(territory(s).name)]),
  ['a crowded board', crowdedView],
  ['an empty Hidden Mobile Stronghold beside forces and spice', emptyHmsView],
];

const dot = (p: { x: number; y: number }): Box => ({ cx: p.x, cy: p.y, w: 2 * LEADER_DOT, h: 2 * LEADER_DOT, angle: 0 });
const within = (inner: Box, outer: Box) =>
  Math.abs(inner.cx - outer.cx) + inner.w / 2 <= outer.w / 2 + 1e-9 && Math.abs(inner.cy - outer.cy) + inner.h / 2 <= outer.h / 2 + 1e-9;

describe(`the board on a phone, ${PHONE_WIDTH} pixels wide`, () => {
  for (const [name, make] of BOARDS)
    it(`shows every marker of ${name} legible, apart, and in or tied to its territory`, () => {
      const view = make();
      const { markers, callouts } = placeMarkers(view);
      // One marker per stack and per pile, and the HMS's own once it is placed.
      const tokens = view.board.length + view.spiceOnBoard.filter((s) => s.amount > 0).length + (view.hms?.host ? 1 : 0);
      expect(markers).toHaveLength(tokens);
      const panels = [statusPanel(view), factionPanel(view), keyPanel(view)].map((p) => p.box);
      for (const p of panels) for (const r of ringBoxes()) expect(overlaps(p, r), 'a corner panel covers a sector number or player circle').toBe(false);
      for (const m of markers) {
        const what = `${m.token.kind === 'forces' ? m.token.faction : m.token.kind} in ${m.territory}#${m.sector}`;
        expect(onPhone(tokenFont(m.token)), `${what}: text height on the phone`).toBeGreaterThanOrEqual(MIN_PHONE_TEXT);
        expect(insideFrame(m.box, BOARD.size), what).toBe(true);
        for (const o of markers) if (o !== m) expect(overlaps(m.box, o.box), `${what} overlaps another marker`).toBe(false);
        for (const p of panels) expect(overlaps(m.box, p), `${what} under a corner panel`).toBe(false);
        if (m.onPiece) {
          for (const l of LABELS) expect(overlaps(m.box, l.box), `${what} covers the name of ${l.territory}`).toBe(false);
          for (const c of callouts) expect(overlaps(m.box, c.box), `${what} under a callout`).toBe(false);
          const { cx, cy, w, h } = m.box;
          const probes = [-0.5, 0, 0.5].flatMap((fx) => [-0.5, 0, 0.5].map((fy) => ({ x: cx + fx * w, y: cy + fy * h })));
          expect(
            probes.every((p) => insidePiece(p, m.territory, m.sector)),
            `${what} lies wholly on its piece`,
          ).toBe(true);
        } else {
          const mine = callouts.filter((c) => c.territory === m.territory && c.sector === m.sector);
          expect(mine, `${what}: one callout for its piece`).toHaveLength(1);
          expect(within(m.box, mine[0]!.box), `${what} inside its callout`).toBe(true);
        }
      }
      for (const c of callouts) {
        const what = `the callout of ${c.territory}#${c.sector}`;
        const data = territory(c.territory);
        expect(c.title).toBe(data.sectors.length > 1 ? `${data.name} (sector ${c.sector})` : data.name);
        expect(onPhone(CALLOUT_TITLE), `${what}: title height on the phone`).toBeGreaterThanOrEqual(MIN_PHONE_TEXT);
        expect(insidePiece(c.anchor, c.territory, c.sector), `${what}: its line starts on the piece`).toBe(true);
        expect(insideFrame(c.box, BOARD.size), what).toBe(true);
        for (const l of LABELS) expect(overlaps(c.box, l.box), `${what} covers the name of ${l.territory}`).toBe(false);
        for (const p of panels) expect(overlaps(c.box, p), `${what} under a corner panel`).toBe(false);
        for (const o of callouts) {
          if (o === c) continue;
          expect(overlaps(c.box, o.box), `${what} overlaps another callout`).toBe(false);
          // The line and its dot stay in sight: no other callout covers them.
          expect(overlaps(dot(c.anchor), o.box), `${what}: its dot is under another callout`).toBe(false);
          expect(crosses(c.anchor, { x: c.box.cx, y: c.box.cy }, o.box), `${what}: its line runs under another callout`).toBe(false);
          expect(segmentsCross(c.anchor, { x: c.box.cx, y: c.box.cy }, o.anchor, { x: o.box.cx, y: o.box.cy }), `${what}: its line crosses another`).toBe(
            false,
          );
        }
        for (const m of markers.filter((x) => x.onPiece))
          expect(crosses(c.anchor, { x: c.box.cx, y: c.box.cy }, m.box), `${what}: its line runs under a marker`).toBe(false);
        // Far enough from the piece that the line shows on the phone.
        const gap = Math.max(Math.abs(c.anchor.x - c.box.cx) - c.box.w / 2, Math.abs(c.anchor.y - c.box.cy) - c.box.h / 2);
        expect(onPhone(gap), `${what}: its visible line on the phone`).toBeGreaterThanOrEqual(MIN_PHONE_TEXT);
      }
    });
});
