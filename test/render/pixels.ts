import { PNG } from 'pngjs';
import { rgb } from '../../src/render/colors';
import { BOARD } from '../../src/render/layout';

export interface Picture {
  width: number;
  height: number;
  /** [r, g, b] of the pixel under the point (x, y) of the drawing (layout units, scaled to the PNG). */
  at(x: number, y: number): [number, number, number];
}

export function decode(png: Buffer): Picture {
  const img = PNG.sync.read(png);
  const scale = img.width / BOARD.size;
  return {
    width: img.width,
    height: img.height,
    at(x, y) {
      const i = (Math.floor(y * scale) * img.width + Math.floor(x * scale)) * 4;
      return [img.data[i]!, img.data[i + 1]!, img.data[i + 2]!];
    },
  };
}

/** Largest difference of a channel between a pixel and a #rrggbb colour (or an [r, g, b]). */
export function distance(pixel: readonly number[], colour: string | readonly number[]): number {
  const c = typeof colour === 'string' ? rgb(colour) : colour;
  return Math.max(...pixel.map((v, i) => Math.abs(v - c[i]!)));
}

/** A colour seen through a translucent veil of another. */
export function veiled(under: string, veil: string, opacity: number): number[] {
  const u = rgb(under);
  const v = rgb(veil);
  return u.map((c, i) => c * (1 - opacity) + v[i]! * opacity);
}
