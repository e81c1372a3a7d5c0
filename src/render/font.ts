import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The board is lettered in Roboto Condensed, shipped as TrueType files by an npm package, so the
 * picture is the same on a host without any system font (the rasteriser never looks at host fonts).
 * Condensed, because territory names must fit narrow wedges.
 */
export const FONT_FAMILY = 'Roboto Condensed';

export type Weight = 'regular' | 'bold';

const FONT_PACKAGE = '@expo-google-fonts/roboto-condensed';
const FILES: Record<Weight, string> = {
  regular: '400Regular/RobotoCondensed_400Regular.ttf',
  bold: '700Bold/RobotoCondensed_700Bold.ttf',
};

const packageDir = dirname(createRequire(import.meta.url).resolve(`${FONT_PACKAGE}/package.json`));

export const fontFile = (weight: Weight): string => join(packageDir, FILES[weight]);
export const FONT_FILES: readonly string[] = (['regular', 'bold'] as const).map(fontFile);

/** resvg's font options: the bundled files only, never the host's fonts. */
export const RESVG_FONTS = { loadSystemFonts: false, fontFiles: [...FONT_FILES], defaultFontFamily: FONT_FAMILY };

/** Advance widths of one font, read from its own tables, so text can be fitted before it is drawn. */
interface Metrics {
  readonly unitsPerEm: number;
  readonly advance: (codePoint: number) => number;
}

function readMetrics(file: string): Metrics {
  const buf = readFileSync(file);
  const tables = new Map<string, number>();
  const numTables = buf.readUInt16BE(4);
  for (let i = 0; i < numTables; i++) {
    const rec = 12 + 16 * i;
    tables.set(buf.toString('latin1', rec, rec + 4), buf.readUInt32BE(rec + 8));
  }
  const at = (tag: string): number => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`${file} has no ${tag} table`);
    return offset;
  };
  const unitsPerEm = buf.readUInt16BE(at('head') + 18);
  const longMetrics = buf.readUInt16BE(at('hhea') + 34);
  const hmtx = at('hmtx');
  const glyphAdvance = (glyph: number) => buf.readUInt16BE(hmtx + 4 * Math.min(glyph, longMetrics - 1));
  const glyphOf = cmapFormat4(buf, at('cmap'));
  return { unitsPerEm, advance: (cp) => glyphAdvance(glyphOf(cp)) };
}

/** The Unicode BMP character map (platform 3, encoding 1, format 4): code point → glyph index. */
function cmapFormat4(buf: Buffer, cmap: number): (codePoint: number) => number {
  const count = buf.readUInt16BE(cmap + 2);
  let sub = -1;
  for (let i = 0; i < count; i++) {
    const rec = cmap + 4 + 8 * i;
    if (buf.readUInt16BE(rec) === 3 && buf.readUInt16BE(rec + 2) === 1) sub = cmap + buf.readUInt32BE(rec + 4);
  }
  if (sub < 0 || buf.readUInt16BE(sub) !== 4) throw new Error('font has no Unicode BMP character map');
  const segments = buf.readUInt16BE(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  const rangeOffsets = deltas + 2 * segments;
  return (cp) => {
    for (let i = 0; i < segments; i++) {
      if (cp > buf.readUInt16BE(ends + 2 * i)) continue;
      const start = buf.readUInt16BE(starts + 2 * i);
      if (cp < start) return 0;
      const delta = buf.readInt16BE(deltas + 2 * i);
      const rangeOffset = buf.readUInt16BE(rangeOffsets + 2 * i);
      if (rangeOffset === 0) return (cp + delta) & 0xffff;
      const glyph = buf.readUInt16BE(rangeOffsets + 2 * i + rangeOffset + 2 * (cp - start));
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

const metrics = new Map<Weight, Metrics>();

/** Width in pixels of `text` set in the board's font at `size` pixels. */
export function textWidth(text: string, size: number, weight: Weight = 'regular'): number {
  let m = metrics.get(weight);
  if (!m) {
    m = readMetrics(fontFile(weight));
    metrics.set(weight, m);
  }
  let units = 0;
  for (const ch of text) units += m.advance(ch.codePointAt(0) ?? 0);
  return (units / m.unitsPerEm) * size;
}
