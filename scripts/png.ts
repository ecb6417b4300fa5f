// PNG files for the images the scripts draw in Chromium (scripts/og-image.ts, scripts/icons.ts): a screenshot's pixels
// read back, then written smaller than Chromium's own encoder writes them.
import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** A screenshot's RGBA pixels, decoded by the page itself (a canvas): no image decoder needed here. */
export async function pixelsOf(page: Page, shot: Buffer): Promise<Uint8ClampedArray> {
  const pixels = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.width, image.height];
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    return Array.from(context.getImageData(0, 0, image.width, image.height).data);
  }, shot.toString('base64'));
  return Uint8ClampedArray.from(pixels);
}

type Options = {
  /** Keep the alpha channel (RGBA); without it the file is RGB, opaque by its very type. */
  alpha?: boolean;
  /** Bits kept of each colour channel: fewer make a smaller file where a few levels do not show (a share image's glow). */
  bits?: number;
};

/** RGBA pixels as a PNG: 8 bits a channel, RGB or RGBA, each row with the filter that compresses it best. */
/** One PNG chunk: its length, type, data and CRC. */
export function pngChunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(Bun.hash.crc32(body) >>> 0, body.length + 4);
  return out;
}

export function encodePng(rgba: Uint8ClampedArray, width: number, height: number, { alpha = false, bits = 8 }: Options = {}): Uint8Array {
  const channels = alpha ? 4 : 3;
  const keep = (0xff << (8 - bits)) & 0xff;
  const stride = width * channels;
  const rows = Buffer.alloc((stride + 1) * height);
  let prev = new Uint8Array(stride);
  const paeth = (a: number, b: number, c: number) => {
    const p = a + b - c;
    const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
  };
  const left = (line: Uint8Array, i: number) => (i >= channels ? line[i - channels]! : 0);
  // PNG's filters 1 to 4 (sub, up, average, Paeth): each row takes the one that leaves the smallest values to compress.
  const predictors = [
    (_: Uint8Array, i: number, line: Uint8Array) => left(line, i),
    (up: Uint8Array, i: number) => up[i]!,
    (up: Uint8Array, i: number, line: Uint8Array) => (left(line, i) + up[i]!) >> 1,
    (up: Uint8Array, i: number, line: Uint8Array) => paeth(left(line, i), up[i]!, left(up, i)),
  ];
  for (let y = 0; y < height; y++) {
    const line = new Uint8Array(stride);
    for (let x = 0; x < width; x++) {
      for (let ch = 0; ch < 3; ch++) line[x * channels + ch] = rgba[(y * width + x) * 4 + ch]! & keep;
      if (alpha) line[x * channels + 3] = rgba[(y * width + x) * 4 + 3]!;
    }
    let best = { cost: Infinity, filter: 0, bytes: new Uint8Array(stride) };
    predictors.forEach((predict, index) => {
      const bytes = new Uint8Array(stride);
      let cost = 0;
      for (let i = 0; i < stride; i++) {
        bytes[i] = (line[i]! - predict(prev, i, line)) & 0xff;
        cost += bytes[i]! < 128 ? bytes[i]! : 256 - bytes[i]!;
      }
      if (cost < best.cost) best = { cost, filter: index + 1, bytes };
    });
    const at = y * (stride + 1);
    rows[at] = best.filter;
    rows.set(best.bytes, at + 1);
    prev = line;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, alpha ? 6 : 2, 0, 0, 0], 8); // 8 bits, RGBA or RGB, deflate, adaptive filters, not interlaced
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9, memLevel: 9 })),
    pngChunk('IEND', new Uint8Array()),
  ]);
}
