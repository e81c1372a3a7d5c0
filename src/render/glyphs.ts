import { Resvg } from '@resvg/resvg-js';
import { RESVG_FONTS, type Weight } from './font';

/**
 * Text as outlines. Shaping text is most of the cost of reading an SVG for resvg, and a board says
 * the same few words again and again (names, "A 10"): each distinct piece of text is shaped once,
 * with the bundled font, into paths that every later picture reuses. The board's SVG therefore holds
 * no text element, and draws the same wherever it is opened.
 */
export type Anchor = 'start' | 'middle' | 'end';

const shapes = new Map<string, string>();

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** SVG paths of `text` with its baseline's start (or middle, or end) at the origin. */
export function textShape(text: string, size: number, weight: Weight, fill: string, anchor: Anchor = 'start'): string {
  const key = `${size}|${weight}|${fill}|${anchor}|${text}`;
  let shape = shapes.get(key);
  if (shape === undefined) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><text x="0" y="0" font-size="${size}"${weight === 'bold' ? ' font-weight="bold"' : ''} fill="${fill}" text-anchor="${anchor}">${esc(text)}</text></svg>`;
    shape = new Resvg(svg, { font: RESVG_FONTS })
      .toString()
      .replace(/^[\s\S]*?<svg[^>]*>/, '')
      .replace(/<\/svg>\s*$/, '')
      .replace(/<defs\/>/, '')
      .replace(/\s*\n\s*/g, '')
      // A hundredth of a pixel is finer than any raster shows, and shorter to read back.
      .replace(/-?\d+\.\d+/g, (x) => String(Math.round(Number(x) * 100) / 100));
    shapes.set(key, shape);
  }
  return shape;
}
