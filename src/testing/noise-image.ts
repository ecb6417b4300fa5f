// A PNG that does not shrink when compressed (random grey pixels, stored uncompressed), for tests that fill a store.
import { deflateSync } from 'node:zlib';
import { pngChunk as chunk } from '../../scripts/png';

/**
 * A valid greyscale PNG of about `bytes` bytes (1,000 px wide, as many rows as that takes), every one different. Its
 * size is in its pixels, not in a comment, so stripping metadata cannot make it small.
 */
export function noisePng(bytes: number): Uint8Array<ArrayBuffer> {
  const width = 1000;
  const height = Math.max(1, Math.ceil(bytes / (width + 1)));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter method, not interlaced
  const rows = Buffer.alloc(height * (width + 1));
  // getRandomValues fills at most 64 KiB a call.
  for (let at = 0; at < rows.length; at += 65_536) crypto.getRandomValues(rows.subarray(at, Math.min(rows.length, at + 65_536)));
  for (let row = 0; row < height; row++) rows[row * (width + 1)] = 0; // each row's filter byte: none
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const pixels = deflateSync(rows, { level: 0 });
  return new Uint8Array(Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', new Uint8Array())]));
}
