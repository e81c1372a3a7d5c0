import { HMS, TERRITORY_IDS, territory, type TerritoryId } from '../dune/data/map';
import { findFaction, findTerritory } from '../dune';
import { corners, crosses, insideFrame, overlaps, segmentsCross, upright, type Box } from './boxes';
import { textWidth } from './font';
import { LABELS } from './labels';
import { BOARD, POLAR_SINK, angleAt, cellArea, cellCenter, cellsOf, insidePiece, labelCell, radiusAt, type Point } from './layout';
import { factionPanel, keyPanel, statusPanel } from './panels';
import { ringBoxes } from './ring';
import { LEGIBLE_FONT, tokenSize, type Token } from './tokens';
import type { BoardView } from '../dune';

/** A token placed on the board: on its piece when there is room, else in a callout beside it. */
export interface Marker {
  readonly token: Token;
  readonly territory: TerritoryId;
  /** 1–18; 0 for the Polar Sink. */
  readonly sector: number;
  readonly box: Box;
  /** The middle of the piece. */
  readonly anchor: Point;
  /** False when the marker is in a callout off its piece. */
  readonly onPiece: boolean;
}

/** Clearance between a marker and anything else drawn on top of the board. */
const GAP = 2;
const STEP = 4;
/** Spacing of the points tried for a callout: a third of a marker's height. */
const AROUND_STEP = 12;

interface Piece {
  territory: TerritoryId;
  sector: number;
  tokens: Token[];
}

/** Where a view's place is drawn; null for the HMS before it is placed (IX-3), off the board with the Ixians' starting forces. */
function pieceOf(name: string, sector: number | null, view?: BoardView): { territory: TerritoryId; sector: number } | null {
  const t = findTerritory(name);
  if (t === undefined) throw new Error(`the view names an unknown territory "${name}"`);
  // The Hidden Mobile Stronghold is off the printed map: its forces are drawn at its host piece.
  if (t === HMS) {
    const host = view?.hms?.host;
    return host ? pieceOf(host.territory, host.sector) : null;
  }
  return { territory: t, sector: t === POLAR_SINK ? 0 : (sector ?? 0) };
}

/** The tokens of each piece: forces in seating order, then spice. */
function piecesOf(view: BoardView): Piece[] {
  const pieces = new Map<string, Piece>();
  /** Adds a token to its piece; a place off the board (the HMS not yet placed) draws nothing. */
  const put = (p: { territory: TerritoryId; sector: number } | null, token: Token) => {
    if (!p) return;
    const key = `${p.territory}#${p.sector}`;
    const piece = pieces.get(key) ?? { ...p, tokens: [] };
    pieces.set(key, piece);
    piece.tokens.push(token);
  };
  // The HMS's own marker first, at its host: it shows even when nobody is inside.
  const host = view.hms?.host;
  if (host) put(pieceOf(host.territory, host.sector), { kind: 'hms' });
  const seat = (f: string) => view.factions.findIndex((x) => x.faction === f);
  for (const x of [...view.board].sort((a, b) => seat(a.faction) - seat(b.faction))) {
    const faction = findFaction(x.faction);
    if (faction === undefined) throw new Error(`the view names an unknown faction "${x.faction}"`);
    put(pieceOf(x.territory, x.sector, view), { kind: 'forces', faction, forces: x.forces, elite: x.elite ?? 0, advisor: x.advisor === true });
  }
  for (const x of view.spiceOnBoard) if (x.amount > 0) put(pieceOf(x.territory, x.sector), { kind: 'spice', amount: x.amount });
  // The most crowded pieces choose their room first.
  const order = (p: Piece) => TERRITORY_IDS.indexOf(p.territory) * 100 + p.sector;
  return [...pieces.values()].sort((a, b) => b.tokens.length - a.tokens.length || order(a) - order(b));
}

/** Where a piece's markers gather: the middle of its largest cell, or of what its name leaves free there. */
function anchorOf(t: TerritoryId, sector: number): Point {
  const label = LABELS.find((l) => l.territory === t);
  if (t === POLAR_SINK && label) return label.rest;
  const cells = cellsOf(t, sector);
  if (cells.length === 0) throw new Error(`${t} has no piece in sector ${sector}`);
  const largest = cells.reduce((a, c) => (cellArea(c) > cellArea(a) ? c : a));
  return label && largest === labelCell(t) ? label.rest : cellCenter(largest);
}

const spotsCache = new Map<string, readonly Point[]>();

/** Points spread over the piece every few pixels, nearest the anchor first (they depend on the map alone). */
function spotsOn(t: TerritoryId, sector: number, anchor: Point): readonly Point[] {
  const key = `${t}#${sector}`;
  const cached = spotsCache.get(key);
  if (cached) return cached;
  const spots: Point[] = [];
  if (t === POLAR_SINK) {
    for (let y = -BOARD.sink; y <= BOARD.sink; y += STEP)
      for (let x = -BOARD.sink; x <= BOARD.sink; x += STEP) if (Math.hypot(x, y) < BOARD.sink) spots.push({ x: BOARD.cx + x, y: BOARD.cy + y });
  } else
    for (const c of cellsOf(t, sector))
      for (let r = radiusAt(c.inner) + STEP / 2; r < radiusAt(c.outer); r += STEP) {
        const a0 = angleAt(c.sector - 1 + c.from);
        const a1 = angleAt(c.sector - 1 + c.to);
        const da = STEP / r;
        for (let a = a0 + da / 2; a < a1; a += da) spots.push({ x: BOARD.cx + r * Math.cos(a), y: BOARD.cy - r * Math.sin(a) });
      }
  const d = (p: Point) => (p.x - anchor.x) ** 2 + (p.y - anchor.y) ** 2;
  spots.sort((a, b) => d(a) - d(b));
  spotsCache.set(key, spots);
  return spots;
}

/** Rings of points around the anchor, nearest first, for markers that find no room on their piece. */
function* spotsAround(anchor: Point): Generator<Point & { d: number }> {
  for (let d = AROUND_STEP; d < BOARD.size; d += AROUND_STEP) {
    const n = Math.ceil((2 * Math.PI * d) / AROUND_STEP);
    for (let k = 0; k < n; k++) yield { x: anchor.x + d * Math.cos((2 * Math.PI * k) / n), y: anchor.y + d * Math.sin((2 * Math.PI * k) / n), d };
  }
}

function onPiece(b: Box, t: TerritoryId, sector: number): boolean {
  const probes = [
    ...corners(b),
    { x: b.cx, y: b.cy },
    { x: b.cx, y: b.cy - b.h / 2 },
    { x: b.cx, y: b.cy + b.h / 2 },
    { x: b.cx - b.w / 2, y: b.cy },
    { x: b.cx + b.w / 2, y: b.cy },
  ];
  return probes.every((p) => insidePiece(p, t, sector));
}

const roomCache = new Map<string, readonly Box[]>();

/** Every box of a marker's size that lies wholly on a piece, nearest its anchor first (the map alone decides them). */
function boxesOn(t: TerritoryId, sector: number, spots: readonly Point[], w: number, h: number): readonly Box[] {
  const key = `${t}#${sector}|${w.toFixed(1)}|${h}`;
  let boxes = roomCache.get(key);
  if (boxes === undefined) {
    boxes = spots.map((p) => upright(p.x, p.y, w, h)).filter((b) => onPiece(b, t, sector));
    roomCache.set(key, boxes);
  }
  return boxes;
}

/** A box beside a piece holding the markers that found no room on it, with a line back to the piece. */
export interface Callout {
  readonly territory: TerritoryId;
  readonly sector: number;
  /** The piece's name (and sector, for a territory of several). */
  readonly title: string;
  /** The title as written at the top of the callout: on one line, or the sector on a second. */
  readonly titleLines: readonly string[];
  readonly box: Box;
  /** The middle of the piece, where the line starts. */
  readonly anchor: Point;
}

export interface MarkerLayout {
  readonly markers: readonly Marker[];
  readonly callouts: readonly Callout[];
}

const CALLOUT_PAD = 5;
export const CALLOUT_TITLE = LEGIBLE_FONT;
/** Line height of a callout's title, in font sizes. */
export const CALLOUT_LINE = 1.2;
/** How far the middle of the piece must stay outside its callout, so the line to it shows. */
const CALLOUT_CLEARANCE = 40;
/** Radius of the dot that marks the piece a callout's line comes from. */
export const LEADER_DOT = 9;

/** The ways to write a piece's title: on one line, or for a territory of several sectors also the sector on a line of its own. */
function calloutTitles(t: TerritoryId, sector: number): { title: string; breakings: readonly (readonly string[])[] } {
  const data = territory(t);
  if (data.sectors.length === 1) return { title: data.name, breakings: [[data.name]] };
  const title = `${data.name} (sector ${sector})`;
  return { title, breakings: [[title], [data.name, `sector ${sector}`]] };
}

/** Tokens in rows of `columns` under a title, as offsets of their centres from the block's centre, and the block's size. */
function grid(tokens: readonly Token[], columns: number, titleLines: readonly string[]) {
  const sizes = tokens.map(tokenSize);
  const rows: { w: number; h: number }[][] = [];
  for (const [i, sz] of sizes.entries()) {
    if (i % columns === 0) rows.push([sz]);
    else rows[rows.length - 1]!.push(sz);
  }
  const rowW = rows.map((r) => r.reduce((a, b) => a + b.w, 0) + GAP * 2 * (r.length - 1));
  const rowH = rows.map((r) => Math.max(...r.map((x) => x.h)));
  const titleH = titleLines.length * CALLOUT_TITLE * CALLOUT_LINE;
  const w = Math.max(...rowW, ...titleLines.map((l) => textWidth(l, CALLOUT_TITLE, 'bold'))) + 2 * CALLOUT_PAD;
  const h = titleH + rowH.reduce((a, b) => a + b, 0) + GAP * 2 * (rows.length - 1) + 2 * CALLOUT_PAD;
  const offsets: Point[] = [];
  let y = -h / 2 + CALLOUT_PAD + titleH;
  rows.forEach((r, i) => {
    let x = -rowW[i]! / 2;
    for (const sz of r) {
      offsets.push({ x: x + sz.w / 2, y: y + rowH[i]! / 2 });
      x += sz.w + 2 * GAP;
    }
    y += rowH[i]! + 2 * GAP;
  });
  return { w, h, offsets, titleLines };
}

/**
 * Places every marker of a view. A piece's markers go on the piece, as near its middle as they can
 * without covering a name, another marker or the legend. Where they do not all fit (six factions in
 * Carthag, anything in Hole in the Rock), they go together in a callout on the nearest free spot,
 * with a line back to the piece. No two markers overlap and all stay inside the picture.
 */
export function placeMarkers(view: BoardView): MarkerLayout {
  const obstacles: Box[] = [...LABELS.map((l) => l.box), ...ringBoxes(), ...[statusPanel(view), factionPanel(view), keyPanel(view)].map((p) => p.box)];
  // Neighbouring spots are mostly blocked by the same thing: ask it first.
  let blocker: Box | undefined;
  const free = (b: Box) => {
    if (!insideFrame(b, BOARD.size, GAP) || (blocker && overlaps(b, blocker, GAP))) return false;
    blocker = obstacles.find((o) => overlaps(b, o, GAP));
    return blocker === undefined;
  };
  const markers: Marker[] = [];
  const callouts: Callout[] = [];
  const crowded: (Piece & { anchor: Point })[] = [];
  for (const piece of piecesOf(view)) {
    const anchor = anchorOf(piece.territory, piece.sector);
    const spots = spotsOn(piece.territory, piece.sector, anchor);
    const placed: Marker[] = [];
    for (const token of piece.tokens) {
      const { w, h } = tokenSize(token);
      const box = boxesOn(piece.territory, piece.sector, spots, w, h).find(free);
      if (!box) break;
      obstacles.push(box);
      placed.push({ token, territory: piece.territory, sector: piece.sector, box, anchor, onPiece: true });
    }
    if (placed.length === piece.tokens.length) markers.push(...placed);
    else {
      obstacles.splice(obstacles.length - placed.length, placed.length);
      crowded.push({ ...piece, anchor });
    }
  }
  // A leader line crosses nothing but names and terrain, no callout covers another's line, and
  // where the picture leaves a choice, no two lines cross.
  const leaders: { from: Point; to: Point }[] = [];
  const labelCount = LABELS.length;
  const leaderClear = (from: Point, box: Box, uncrossed: boolean) => {
    const to = { x: box.cx, y: box.cy };
    return (
      obstacles.every((o, i) => i < labelCount || !crosses(from, to, o, GAP)) &&
      leaders.every((l) => !crosses(l.from, l.to, box, GAP) && !(uncrossed && segmentsCross(from, to, l.from, l.to)))
    );
  };
  // Every crowded piece's dot stays in sight, under no callout.
  const dots = crowded.map((p) => upright(p.anchor.x, p.anchor.y, 2 * LEADER_DOT, 2 * LEADER_DOT));
  for (const piece of crowded) {
    const n = piece.tokens.length;
    const { title, breakings } = calloutTitles(piece.territory, piece.sector);
    const columns = [...new Set([Math.ceil(n / 2), Math.ceil(Math.sqrt(n)), Math.min(n, 4)])];
    const shapes = breakings.flatMap((lines) => columns.map((cols) => grid(piece.tokens, cols, lines)));
    const nearest = (uncrossed: boolean) => {
      let best: { box: Box; shape: (typeof shapes)[number]; d: number } | null = null;
      for (const shape of shapes)
        for (const p of spotsAround(piece.anchor)) {
          // No farther spot can come nearer the piece than the best found.
          if (best !== null && p.d - Math.hypot(shape.w, shape.h) / 2 > best.d) break;
          const box = upright(p.x, p.y, shape.w, shape.h);
          const away = Math.max(Math.abs(p.x - piece.anchor.x) - shape.w / 2, Math.abs(p.y - piece.anchor.y) - shape.h / 2);
          if (away < CALLOUT_CLEARANCE || !free(box) || dots.some((d) => overlaps(box, d, GAP)) || !leaderClear(piece.anchor, box, uncrossed)) continue;
          if (best === null || away < best.d) best = { box, shape, d: away };
          break;
        }
      return best;
    };
    const best = nearest(true) ?? nearest(false);
    if (!best) throw new Error(`no room left in the picture for the markers of ${piece.territory}`);
    obstacles.push(best.box);
    leaders.push({ from: piece.anchor, to: { x: best.box.cx, y: best.box.cy } });
    callouts.push({ territory: piece.territory, sector: piece.sector, title, titleLines: best.shape.titleLines, box: best.box, anchor: piece.anchor });
    piece.tokens.forEach((token, i) => {
      const { w, h } = tokenSize(token);
      const o = best.shape.offsets[i]!;
      markers.push({
        token,
        territory: piece.territory,
        sector: piece.sector,
        box: upright(best.box.cx + o.x, best.box.cy + o.y, w, h),
        anchor: piece.anchor,
        onPiece: false,
      });
    });
  }
  return { markers, callouts };
}
