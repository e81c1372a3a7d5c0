import { Resvg } from '@resvg/resvg-js';
import { crc32, deflateSync } from 'node:zlib';
import { RESVG_FONTS } from './font';

/**
 * Rasterises SVG text with resvg. Any text left in it is set in the board's bundled font: host
 * fonts are never loaded, so the picture is the same on every machine.
 */
export function svgToPng(svg: string): Buffer {
  const image = new Resvg(svg, { font: RESVG_FONTS }).render();
  return encodePng(image.pixels, image.width, image.height);
}

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, tail]);
}

/**
 * An 8-bit RGBA PNG of raw pixels. resvg's own encoder compresses harder and slower; the board is
 * large flat areas, which light deflate packs as small in a fraction of the time.
 */
export function encodePng(rgba: Buffer, width: number, height: number): Buffer {
  const stride = width * 4;
  const rows = Buffer.alloc((stride + 1) * height);
  // Each row starts with its filter type, 0: none.
  for (let y = 0; y < height; y++) rgba.copy(rows, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 3 })), chunk('IEND', Buffer.alloc(0))]);
}
