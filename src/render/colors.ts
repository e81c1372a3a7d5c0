import { faction } from '../dune/data/factions';
import type { FactionId } from '../dune/data/factions';
import type { TerritoryType } from '../dune/data/map';

/** factions.json names each faction's colour in words; these are the shades the board uses for them. */
const FACTION_SHADES: Record<string, string> = {
  green: '#2e8b3a',
  blue: '#2b5fd9',
  red: '#c8232c',
  'yellow/sand': '#f2c12e',
  orange: '#f57f17',
  black: '#1b1b1b',
  grey: '#8e949c',
  // Lighter than the storm's purple, so that a Tleilaxu marker never reads as the storm.
  purple: '#b048e0',
};

export interface MarkerColors {
  /** Fill of a fighting force marker (and the outline of a Bene Gesserit advisor marker). */
  readonly fill: string;
  /** Text on that fill: dark on light colours, white on dark ones. */
  readonly text: string;
  /** Outline that separates the marker from any terrain and from the neighbouring markers. */
  readonly outline: string;
}

export function factionColors(f: FactionId): MarkerColors {
  const fill = FACTION_SHADES[faction(f).color];
  if (fill === undefined) throw new Error(`no shade for the colour "${faction(f).color}" of ${f}`);
  // Dark or white letters, whichever stands out more (WCAG contrast ratio).
  const dark = (luminance(fill) + 0.05) / (luminance(DARK) + 0.05) > 1.05 / (luminance(fill) + 0.05);
  return { fill, text: dark ? DARK : '#ffffff', outline: dark ? '#3b2a12' : '#fff6e0' };
}

const DARK = '#1b1b1b';

/** Relative luminance (WCAG) of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export const TERRAIN: Record<TerritoryType, string> = {
  sand: '#f0dcae',
  rock: '#b59a78',
  stronghold: '#8c6a4a',
  'polar-sink': '#e6d3a8',
};

export const PALETTE = {
  background: '#2a1d12',
  border: '#4a3320',
  sectorLine: '#9c8262',
  /** The ring outside the rim that carries the sector numbers and player circles. */
  ring: '#d9c49a',
  ringText: '#3b2a12',
  strongholdEdge: '#f3c74a',
  label: '#3b2a12',
  strongholdLabel: '#fff6e0',
  /** The storm: a solid wedge in the outer ring, a translucent veil over the sector on the board. */
  storm: '#6b2f7a',
  stormVeilOpacity: 0.35,
  spice: '#c1440e',
  spiceText: '#ffffff',
  advisorFill: '#ffffff',
  leader: '#3b2a12',
  panel: '#f6ecd6',
  panelText: '#2a1d12',
} as const;
