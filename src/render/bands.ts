import type { MapTerritoryId } from '../dune/data/map';

/**
 * Where each territory lies across its wedges. Which sectors a territory spans comes from the map
 * data; this table only says how far from the Polar Sink each piece lies and, where a sector holds
 * several territories side by side, which part of the wedge it takes.
 *
 * A span is [inner, outer, from, to]: inner/outer in rings from the edge of the Polar Sink (0) to
 * the rim (6); from/to the part of the sector's 20° it covers, 0 on its clockwise edge (towards the
 * lower sector number) and 1 on its counterclockwise edge (omitted: the whole wedge). A piece may
 * take several spans (an L-shape) where a rectangle in that grid could not keep apart territories
 * that do not touch on the board (in sector 14, Funeral Plain keeps Bight of the Cliff from The Great
 * Flat, which keeps Funeral Plain from Wind Pass).
 * The tests check that every wedge is tiled exactly, that no two territories touch unless the map
 * says they are adjacent, and which adjacencies the picture leaves out.
 */
export type Span = readonly [inner: number, outer: number, from?: number, to?: number];

export interface Band {
  /** The span of every piece not listed in `in`. */
  readonly all?: Span;
  /** Spans of particular pieces, by sector. */
  readonly in?: Readonly<Record<number, Span | readonly Span[]>>;
}

export const RINGS = 6;

export const BANDS: Readonly<Record<Exclude<MapTerritoryId, 'polar-sink'>, Band>> = {
  // Sectors 17–3: the Cielagos around the south of the Polar Sink.
  'wind-pass-north': { all: [0, 1] },
  'cielago-west': { in: { 17: [1, 2.5], 18: [2, 4, 0, 0.5] } },
  'cielago-north': { all: [0, 2] },
  'cielago-depression': { all: [2, 4], in: { 18: [2, 4, 0.5, 1], 2: [2, 4, 0, 0.5] } },
  meridian: { in: { 18: [4, 6], 1: [4, 6, 0, 0.5] } },
  'cielago-south': { in: { 1: [4, 6, 0.5, 1], 2: [4, 6, 0, 0.5] } },
  'cielago-east': { in: { 2: [2, 6, 0.5, 1], 3: [3, 6, 0, 0.5] } },
  // Sectors 3–8: the False Walls, the Minor Erg and Pasty Mesa, up to the Shield Wall.
  'harg-pass': { in: { 3: [0, 1], 4: [1, 2, 0, 0.5] } },
  'false-wall-south': { in: { 3: [1, 3], 4: [2, 3, 0, 0.5] } },
  'south-mesa': { in: { 3: [3, 6, 0.5, 1], 4: [4, 6, 0, 0.5], 5: [4, 6] } },
  'tueks-sietch': { all: [4, 6, 0.5, 1] },
  'false-wall-east': { all: [0, 1], in: { 8: [0, 1, 0, 0.4] } },
  'the-minor-erg': { all: [1, 3], in: { 4: [1, 3, 0.5, 1], 7: [1, 3, 0, 0.5] } },
  'pasty-mesa': { all: [3, 4], in: { 7: [3, 6, 0, 0.5] } },
  'red-chasm': { all: [4, 6] },
  'gara-kulon': { all: [4, 6, 0.5, 1] },
  'shield-wall': { in: { 7: [1, 4, 0.5, 1], 8: [1, 2.5, 0, 0.4] } },
  // Sector 8 holds eight pieces: three columns.
  'sihaya-ridge': { all: [2.5, 6, 0, 0.4] },
  'hole-in-the-rock': { all: [2, 3, 0.4, 0.7] },
  basin: { all: [3, 6, 0.4, 0.7] },
  'rim-wall-west': { all: [2, 4, 0.7, 1] },
  // Sectors 8–12: Arrakeen and Carthag behind the Shield Wall.
  'imperial-basin': { in: { 8: [0, 2, 0.4, 1], 9: [0, 2], 10: [1, 4, 0, 0.4] } },
  'old-gap': { in: { 8: [4, 6, 0.7, 1], 9: [4, 6], 10: [4, 6, 0, 0.5] } },
  arrakeen: { all: [2, 4] },
  arsunt: { all: [0, 1] },
  carthag: { all: [1, 2.5, 0.4, 1] },
  tsimpo: { in: { 10: [2.5, 4, 0.4, 1], 11: [2.5, 3.5], 12: [2, 3] } },
  'broken-land': { in: { 10: [4, 6, 0.5, 1], 11: [5, 6] } },
  'hagga-basin': { in: { 11: [1, 2.5], 12: [0, 2] } },
  'plastic-basin': { in: { 11: [3.5, 5], 12: [3, 4], 13: [1.5, 4] } },
  // Sectors 12–17: Sietch Tabr, the Flats, Habbanya.
  'rock-outcroppings': { in: { 12: [4, 6], 13: [4, 6, 0, 0.5] } },
  'sietch-tabr': { all: [4, 5, 0.5, 1] },
  'bight-of-the-cliff': { in: { 13: [5, 6, 0.5, 1], 14: [4, 6, 0, 0.3] } },
  'wind-pass': { all: [0, 1.5], in: { 16: [1, 2] } },
  'funeral-plain': {
    in: {
      14: [
        [2.5, 4, 0, 0.6],
        [4, 6, 0.3, 0.6],
      ],
    },
  },
  'the-great-flat': {
    in: {
      14: [
        [1.5, 2.5],
        [2.5, 6, 0.6, 1],
      ],
    },
  },
  'the-greater-flat': { all: [1.5, 6, 0, 0.5] },
  'false-wall-west': { in: { 15: [1.5, 3.5, 0.5, 1], 16: [2, 3.5], 17: [2.5, 3.5] } },
  'habbanya-erg': { in: { 15: [3.5, 6, 0.5, 1], 16: [3.5, 6, 0, 0.3] } },
  'habbanya-ridge-flat': {
    in: {
      16: [
        [3.5, 4.5, 0.3, 1],
        [4.5, 6, 0.3, 0.5],
      ],
      17: [3.5, 6],
    },
  },
  'habbanya-sietch': { all: [4.5, 6, 0.5, 1] },
};
