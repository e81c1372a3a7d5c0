import { Resvg } from '@resvg/resvg-js';
import { FONT_FAMILY, FONT_FILES } from './font';

/**
 * Rasterises SVG text with resvg, lettered only with the board's bundled font: host fonts are never
 * loaded, so the picture is the same on every machine.
 */
export function svgToPng(svg: string): Buffer {
  const resvg = new Resvg(svg, {
    font: { loadSystemFonts: false, fontFiles: [...FONT_FILES], defaultFontFamily: FONT_FAMILY },
  });
  return resvg.render().asPng();
}
