import type { RacePublicView, RaceSeat } from '../../race';
import { pictureWords } from '../../bot/race/text';
import { textShape } from '../glyphs';
import { svgToPng } from '../png';

/**
 * The race track as a picture, from the public view only: a ring of spaces, each player's Home
 * path running inward from their entrance, every Guard (numbered) and Noble (a crowned square) on
 * its space, and the scores below. Drawn with the board's renderer stack (bundled font as
 * outlines, resvg, the light PNG encoder), so it looks the same on every machine.
 */

const SIZE = 720;
const CENTRE = SIZE / 2;
const RING = 215;
const PANEL_LINE = 30;
const INK = '#2a1d12';
const PAPER = '#f6ecd6';
const SPACE = '#d9c49a';

export const SEAT_COLOURS: Record<RaceSeat, string> = { red: '#c0392b', blue: '#2e6fd0', green: '#27894f', yellow: '#d4a017' };

const n = (x: number): string => String(Math.round(x * 10) / 10);

function text(x: number, y: number, s: string, size: number, fill: string, bold = false): string {
  return `<g transform="translate(${n(x)} ${n(y)})">${textShape(s, size, bold ? 'bold' : 'regular', fill, 'middle')}</g>`;
}

interface Piece {
  readonly colour: string;
  readonly label: string;
  readonly noble: boolean;
}

/** Where a track space is: angle 0 at the top, spaces counting clockwise (Forward). */
function trackPoint(space: number, length: number, radius = RING): { x: number; y: number; angle: number } {
  const angle = -Math.PI / 2 + (2 * Math.PI * space) / length;
  return { x: CENTRE + radius * Math.cos(angle), y: CENTRE + radius * Math.sin(angle), angle };
}

function pieceSvg(p: Piece, x: number, y: number, r: number): string {
  const shape = p.noble
    ? `<rect x="${n(x - r)}" y="${n(y - r)}" width="${n(2 * r)}" height="${n(2 * r)}" rx="2" fill="${p.colour}" stroke="${INK}" stroke-width="1.5"/>`
    : `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${p.colour}" stroke="${INK}" stroke-width="1.5"/>`;
  return shape + text(x, y + r * 0.45, p.label, r * 1.25, '#ffffff', true);
}

/** Pieces in one line of a stack before the next line starts beside it. */
const PER_LINE = 5;

/** Pieces of one space, in lines pointing away from the centre (outward of the ring, sideways on a Home path). */
function stack(pieces: readonly Piece[], x: number, y: number, dx: number, dy: number, r: number): string {
  return pieces
    .map((p, i) => {
      const along = ((i % PER_LINE) + 1) * 2.3 * r;
      const beside = Math.floor(i / PER_LINE) * 2.3 * r;
      return pieceSvg(p, x + dx * along - dy * beside, y + dy * along + dx * beside, r);
    })
    .join('');
}

export function renderRaceBoardSvg(view: RacePublicView): string {
  const length = view.rules.trackLength;
  const cell = Math.min(20, ((Math.PI * RING) / length) * 0.8);
  const piece = Math.max(6, cell * 0.55);
  const onTrack = new Map<number, Piece[]>();
  const onPath = new Map<string, Piece[]>();
  const add = <K>(map: Map<K, Piece[]>, key: K, p: Piece) => map.set(key, [...(map.get(key) ?? []), p]);
  for (const player of view.players) {
    const colour = SEAT_COLOURS[player.seat];
    for (const g of player.guards) {
      const p = { colour, label: g.guard.slice(1), noble: false };
      if (g.zone === 'track') add(onTrack, g.space, p);
      else add(onPath, `${player.seat}:${g.zone === 'home' ? view.rules.homePathLength : g.step}`, p);
    }
    add(onTrack, player.noble, { colour, label: 'N', noble: true });
  }
  const parts: string[] = [`<rect width="${SIZE}" height="${SIZE + PANEL_LINE * (view.players.length + 1)}" fill="${PAPER}"/>`];
  // The Home paths first, under the track: from each entrance towards the centre.
  const step = Math.min(2.4 * cell, (RING - 40) / view.rules.homePathLength);
  for (const player of view.players) {
    const colour = SEAT_COLOURS[player.seat];
    const { angle } = trackPoint(player.homeEntrance, length);
    for (let s = 1; s <= view.rules.homePathLength; s++) {
      const r = RING - s * step;
      const x = CENTRE + r * Math.cos(angle);
      const y = CENTRE + r * Math.sin(angle);
      const home = s === view.rules.homePathLength;
      parts.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(cell * (home ? 1.2 : 0.8))}" fill="${home ? colour : PAPER}" stroke="${colour}" stroke-width="3"/>`);
      parts.push(text(x, y + cell * 0.3, home ? 'H' : String(s), cell * 0.8, home ? '#ffffff' : colour, true));
      parts.push(stack(onPath.get(`${player.seat}:${s}`) ?? [], x, y, -Math.sin(angle), Math.cos(angle), piece * 0.8));
    }
  }
  for (let space = 0; space < length; space++) {
    const { x, y } = trackPoint(space, length);
    const starter = view.players.find((p) => p.start === space);
    const midpoints = view.players.filter((p) => p.midpoint === space);
    const edge = starter ? SEAT_COLOURS[starter.seat] : INK;
    parts.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(cell)}" fill="${SPACE}" stroke="${edge}" stroke-width="${starter ? 4 : 1.5}"/>`);
    for (const m of midpoints)
      parts.push(
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(cell * 0.75)}" fill="none" stroke="${SEAT_COLOURS[m.seat]}" stroke-width="2" stroke-dasharray="3 2"/>`,
      );
    parts.push(text(x, y + cell * 0.3, String(space), cell * 0.85, INK));
  }
  for (const [space, pieces] of onTrack) {
    const { x, y, angle } = trackPoint(space, length);
    parts.push(stack(pieces, x, y, Math.cos(angle), Math.sin(angle), piece));
  }
  parts.push(`<g transform="translate(30 ${SIZE - 4})">${textShape(pictureWords.status(view), 22, 'bold', INK, 'start')}</g>`);
  view.players.forEach((p, i) => {
    const y = SIZE + PANEL_LINE * (i + 0.8);
    parts.push(`<circle cx="40" cy="${n(y - 7)}" r="9" fill="${SEAT_COLOURS[p.seat]}" stroke="${INK}"/>`);
    const home = p.guards.filter((g) => g.zone === 'home').length;
    parts.push(`<g transform="translate(60 ${n(y)})">${textShape(pictureWords.player(p, home), 18, 'regular', INK, 'start')}</g>`);
  });
  const height = SIZE + PANEL_LINE * (view.players.length + 1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${height}" viewBox="0 0 ${SIZE} ${height}">${parts.join('')}</svg>`;
}

export function renderRaceBoardPng(view: RacePublicView): Buffer {
  return svgToPng(renderRaceBoardSvg(view));
}
