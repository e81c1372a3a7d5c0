import { boardLegend } from '../bot/text/board';
import { SECTOR_COUNT, territory, type TerritoryId } from '../dune/data/map';
import { PALETTE, TERRAIN, factionColors } from './colors';
import { BORDERS, type Contact } from './contacts';
import { textWidth, type Weight } from './font';
import { textShape, type Anchor } from './glyphs';
import { LABELS, LINE_HEIGHT, type Label } from './labels';
import { BOARD, CELLS, angleAt, polar, radiusAt, type Cell } from './layout';
import { CALLOUT_LINE, CALLOUT_TITLE, LEADER_DOT, placeMarkers, type Callout, type MarkerLayout } from './markers';
import { factionPanel, keyPanel, statusPanel, type Panel } from './panels';
import { CIRCLE_LETTER, CIRCLE_RADIUS, NUMBER_SIZE, circleAt, numberAt } from './ring';
import { FORCE_HEIGHT, PAD, STAR, STAR_GAP, forceText, tokenFont, tokenSize, type Token } from './tokens';
import type { BoardView } from '../dune';
import { INITIAL } from './initials';

const n = (x: number): string => String(Math.round(x * 10) / 10);
const deg = (radians: number): number => (radians * 180) / Math.PI;

/** An annular sector between two angles (radians) and two radii (pixels), counterclockwise. */
function wedge(a0: number, a1: number, r0: number, r1: number): string {
  const p = [polar(a0, r1), polar(a1, r1), polar(a1, r0), polar(a0, r0)] as const;
  const large = a1 - a0 > Math.PI ? 1 : 0;
  return `M${n(p[0].x)} ${n(p[0].y)}A${n(r1)} ${n(r1)} 0 ${large} 0 ${n(p[1].x)} ${n(p[1].y)}L${n(p[2].x)} ${n(p[2].y)}A${n(r0)} ${n(r0)} 0 ${large} 1 ${n(p[3].x)} ${n(p[3].y)}Z`;
}

const cellPath = (c: Cell): string => wedge(angleAt(c.sector - 1 + c.from), angleAt(c.sector - 1 + c.to), radiusAt(c.inner), radiusAt(c.outer));
const sectorWedge = (sector: number, r0: number, r1: number): string => wedge(angleAt(sector - 1), angleAt(sector), r0, r1);

function borderPath(c: Contact): string {
  if (c.kind === 'radial') {
    const a = angleAt(c.around);
    const p = polar(a, radiusAt(c.inner));
    const q = polar(a, radiusAt(c.outer));
    return `M${n(p.x)} ${n(p.y)}L${n(q.x)} ${n(q.y)}`;
  }
  const r = radiusAt(c.ring);
  const p = polar(angleAt(c.from), r);
  const q = polar(angleAt(c.to), r);
  return `M${n(p.x)} ${n(p.y)}A${n(r)} ${n(r)} 0 0 0 ${n(q.x)} ${n(q.y)}`;
}

function terrainOf(t: TerritoryId, view: BoardView): string {
  if (t === 'shield-wall' && view.shieldWallDestroyed) return TERRAIN.sand;
  return TERRAIN[territory(t).type];
}

function text(x: number, y: number, s: string, size: number, weight: Weight, fill: string, anchor: Anchor = 'start'): string {
  return `<g transform="translate(${n(x)} ${n(y)})">${textShape(s, size, weight, fill, anchor)}</g>`;
}

function star(cx: number, cy: number, fill: string): string {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? STAR / 2 : STAR / 4.6;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${n(cx + r * Math.cos(a))},${n(cy + r * Math.sin(a))}`;
  });
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
}

/** One marker, centred on (cx, cy). */
function tokenSvg(t: Token, cx: number, cy: number): string {
  const { w } = tokenSize(t);
  const size = tokenFont(t);
  if (t.kind === 'spice')
    return (
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(w / 2 - 1)}" fill="${PALETTE.spice}" stroke="#fff3d6" stroke-width="2"/>` +
      text(cx, cy + size * 0.36, String(t.amount), size, 'bold', PALETTE.spiceText, 'middle')
    );
  const left = cx - w / 2;
  if (t.kind === 'hms')
    // A stronghold's colours: its name's ink on the board's dark ground, its edge's gold around.
    return (
      `<rect x="${n(left)}" y="${n(cy - FORCE_HEIGHT / 2)}" width="${n(w)}" height="${FORCE_HEIGHT}" rx="5" fill="${PALETTE.background}" stroke="${PALETTE.strongholdEdge}" stroke-width="2.5"/>` +
      text(cx, cy + size * 0.36, boardLegend.hms, size, 'bold', PALETTE.strongholdLabel, 'middle')
    );
  const c = factionColors(t.faction);
  const baseline = cy + size * 0.36;
  const [fill, stroke, ink, outline] = t.advisor
    ? [PALETTE.advisorFill, c.fill, c.fill, ' stroke-width="2.5" stroke-dasharray="4 2"']
    : [c.fill, c.outline, c.text, ' stroke-width="1.5"'];
  let out = `<rect x="${n(left)}" y="${n(cy - FORCE_HEIGHT / 2)}" width="${n(w)}" height="${FORCE_HEIGHT}" rx="5" fill="${fill}" stroke="${stroke}"${outline}/>`;
  const label = forceText(t);
  out += text(left + PAD, baseline, label, size, 'bold', ink);
  if (t.forces !== null && t.elite > 0) {
    const x = left + PAD + textWidth(label, size, 'bold') + STAR_GAP;
    out += star(x + STAR / 2, cy - 0.5, ink) + text(x + STAR + 1, baseline, String(t.elite), size, 'bold', ink);
  }
  return out;
}

function labelSvg(l: Label): string {
  const stronghold = territory(l.territory).type === 'stronghold';
  const step = l.size * LINE_HEIGHT;
  const fill = stronghold ? PALETTE.strongholdLabel : PALETTE.label;
  const lines = l.lines.map((line, i) => text(0, (i - (l.lines.length - 1) / 2) * step + l.size * 0.36, line, l.size, l.weight, fill, 'middle')).join('');
  return `<g transform="translate(${n(l.center.x)} ${n(l.center.y)}) rotate(${n(-deg(l.angle))})">${lines}</g>`;
}

/** The line from the middle of a crowded piece to its callout, drawn under the names. */
function leaderSvg(c: Callout): string {
  return `<line x1="${n(c.anchor.x)}" y1="${n(c.anchor.y)}" x2="${n(c.box.cx)}" y2="${n(c.box.cy)}" stroke="${PALETTE.leader}" stroke-width="5"/><circle cx="${n(c.anchor.x)}" cy="${n(c.anchor.y)}" r="${LEADER_DOT}" fill="${PALETTE.leader}"/>`;
}

function calloutSvg(c: Callout): string {
  const b = c.box;
  const top = b.cy - b.h / 2;
  return (
    `<rect x="${n(b.cx - b.w / 2)}" y="${n(top)}" width="${n(b.w)}" height="${n(b.h)}" rx="6" fill="${PALETTE.panel}" stroke="${PALETTE.leader}" stroke-width="4"/>` +
    c.titleLines
      .map((line, i) => text(b.cx, top + 5 + CALLOUT_TITLE * (1 + i * CALLOUT_LINE), line, CALLOUT_TITLE, 'bold', PALETTE.panelText, 'middle'))
      .join('')
  );
}

function panelSvg(p: Panel): string {
  const b = p.box;
  let out = `<rect x="${n(b.cx - b.w / 2)}" y="${n(b.cy - b.h / 2)}" width="${n(b.w)}" height="${n(b.h)}" rx="8" fill="${PALETTE.panel}" stroke="${PALETTE.border}" stroke-width="2"/>`;
  for (const r of p.rows) {
    if (r.token && r.tokenAt) out += tokenSvg(r.token, r.tokenAt.x, r.tokenAt.y);
    out += text(r.textX, r.baseline, r.text, r.size, r.weight, PALETTE.panelText);
  }
  return out;
}

function ringSvg(view: BoardView): string {
  let out = `<circle cx="${BOARD.cx}" cy="${BOARD.cy}" r="${BOARD.ring}" fill="${PALETTE.ring}" stroke="${PALETTE.border}" stroke-width="2"/>`;
  out += `<path d="${sectorWedge(view.storm, BOARD.rim, BOARD.ring)}" fill="${PALETTE.storm}"/>`;
  for (let s = 1; s <= SECTOR_COUNT; s++) {
    const p = numberAt(s);
    out += text(p.x, p.y + NUMBER_SIZE * 0.36, String(s), NUMBER_SIZE, 'bold', s === view.storm ? '#ffffff' : PALETTE.ringText, 'middle');
  }
  for (const f of view.factions) {
    if (f.circle === undefined) continue;
    const c = factionColors(f.faction);
    const p = circleAt(f.circle);
    out += `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${CIRCLE_RADIUS}" fill="${c.fill}" stroke="${c.outline}" stroke-width="1.5"/>`;
    out += text(p.x, p.y + CIRCLE_LETTER * 0.36, INITIAL[f.faction], CIRCLE_LETTER, 'bold', c.text, 'middle');
  }
  return out;
}

/** The board as SVG, its lettering already outlined in the board's font (glyphs.ts): what renderBoardPng rasterises. */
export function renderBoardSvg(view: BoardView, placed: MarkerLayout = placeMarkers(view)): string {
  const parts: string[] = [];
  parts.push(`<rect width="${BOARD.size}" height="${BOARD.size}" fill="${PALETTE.background}"/>`);
  parts.push(ringSvg(view));
  for (const c of CELLS) parts.push(`<path d="${cellPath(c)}" fill="${terrainOf(c.territory, view)}"/>`);
  parts.push(`<circle cx="${BOARD.cx}" cy="${BOARD.cy}" r="${BOARD.sink}" fill="${TERRAIN['polar-sink']}"/>`);
  parts.push(`<path d="${sectorWedge(view.storm, BOARD.sink, BOARD.rim)}" fill="${PALETTE.storm}" fill-opacity="${PALETTE.stormVeilOpacity}"/>`);
  for (let s = 0; s < SECTOR_COUNT; s++) {
    const p = polar(angleAt(s), BOARD.sink);
    const q = polar(angleAt(s), BOARD.ring);
    parts.push(`<line x1="${n(p.x)}" y1="${n(p.y)}" x2="${n(q.x)}" y2="${n(q.y)}" stroke="${PALETTE.sectorLine}" stroke-width="1" stroke-dasharray="5 4"/>`);
  }
  parts.push(`<path d="${BORDERS.map(borderPath).join('')}" fill="none" stroke="${PALETTE.border}" stroke-width="2" stroke-linecap="round"/>`);
  parts.push(`<circle cx="${BOARD.cx}" cy="${BOARD.cy}" r="${BOARD.sink}" fill="none" stroke="${PALETTE.border}" stroke-width="2.5"/>`);
  parts.push(`<circle cx="${BOARD.cx}" cy="${BOARD.cy}" r="${BOARD.rim}" fill="none" stroke="${PALETTE.border}" stroke-width="3"/>`);
  const strongholds = CELLS.filter((c) => territory(c.territory).type === 'stronghold');
  parts.push(`<path d="${strongholds.map(cellPath).join('')}" fill="none" stroke="${PALETTE.strongholdEdge}" stroke-width="3" stroke-linejoin="round"/>`);
  for (const c of placed.callouts) parts.push(leaderSvg(c));
  for (const l of LABELS) parts.push(labelSvg(l));
  for (const c of placed.callouts) parts.push(calloutSvg(c));
  for (const m of placed.markers) parts.push(tokenSvg(m.token, m.box.cx, m.box.cy));
  for (const p of [statusPanel(view), factionPanel(view), keyPanel(view)]) parts.push(panelSvg(p));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BOARD.pixels}" height="${BOARD.pixels}" viewBox="0 0 ${BOARD.size} ${BOARD.size}">${parts.join('')}</svg>`;
}
