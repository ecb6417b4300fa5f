// Variants made by the embedded codecs from real image files: every width a layout asks for up to the image's own, in
// AVIF and WebP, each a valid file of that size; transparency kept; an average colour to show while loading; a file
// that is not what its type says refused with an error, never a hang.
import { expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import encodeJpeg from '@jsquash/jpeg/encode.js';
import { decode } from './codecs';
import { plannedVariants, variantWidths } from '../look';
import { averageColour, makeVariants } from './make';

const fixture = (name: string) => new Uint8Array(readFileSync(join(import.meta.dir, '..', 'fixtures', name)));

/** A photograph-like JPEG: a warm gradient with a darker disc and grain, so the encoders have detail to keep. */
async function photo(width: number, height: number): Promise<Uint8Array> {
  const data = new Uint8ClampedArray(width * height * 4);
  let seed = 7;
  const grain = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 21) - 10;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const inDisc = (x - width / 2) ** 2 + (y - height / 2) ** 2 < (height / 3) ** 2;
      data[i] = (inDisc ? 60 : 200) + grain();
      data[i + 1] = (inDisc ? 40 : 120 + (80 * y) / height) + grain();
      data[i + 2] = (inDisc ? 30 : 60 + (100 * x) / width) + grain();
      data[i + 3] = 255;
    }
  }
  return new Uint8Array(await encodeJpeg({ data, width, height, colorSpace: 'srgb' } as ImageData, { quality: 90 }));
}

const isAvif = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(4, 12)) === 'ftypavif';
const isWebp = (bytes: Uint8Array) =>
  new TextDecoder().decode(bytes.subarray(0, 4)) === 'RIFF' && new TextDecoder().decode(bytes.subarray(8, 12)) === 'WEBP';

test('the widths: each a layout asks for below the image, and its own up to the widest', () => {
  expect(variantWidths(4000)).toEqual([1920, 1440, 960, 480]);
  expect(variantWidths(1920)).toEqual([1920, 1440, 960, 480]);
  expect(variantWidths(1200)).toEqual([1200, 960, 480]);
  expect(variantWidths(480)).toEqual([480]);
  expect(variantWidths(40)).toEqual([40]);
});

test('a 2,400-pixel photo gets AVIF and WebP at 1920, 1440, 960 and 480, each far lighter than the original', async () => {
  const original = await photo(2400, 1600);
  const { placeholder, variants } = await makeVariants(original, 'image/jpeg');
  expect(variants.map((v) => `${v.format}@${v.width}x${v.height}`)).toEqual([
    'avif@1920x1280',
    'webp@1920x1280',
    'avif@1440x960',
    'webp@1440x960',
    'avif@960x640',
    'webp@960x640',
    'avif@480x320',
    'webp@480x320',
  ]);
  // What the seed's pack is checked against (plannedVariants) is what was made.
  expect(variants.map(({ format, width }) => ({ format, width }))).toEqual(plannedVariants(2400));
  for (const variant of variants) {
    expect(variant.format === 'avif' ? isAvif(variant.bytes) : isWebp(variant.bytes)).toBe(true);
    expect(variant.bytes.byteLength).toBeLessThan(original.byteLength / 2);
  }
  // Each decodes to the size it says, with the photo in it: the disc dark in the middle, the warm field at the corner.
  for (const variant of variants.filter((v) => v.width === 480)) {
    const pixels = await decode(variant.bytes, variant.format === 'avif' ? 'image/avif' : 'image/webp');
    expect([pixels.width, pixels.height]).toEqual([480, 320]);
    const at = (x: number, y: number) => pixels.data[(y * 480 + x) * 4]!;
    expect(at(240, 160)).toBeLessThan(100);
    expect(at(10, 10)).toBeGreaterThan(160);
  }
  // The placeholder is the photo's average: warm and mid-toned; then its preview, 24 pixels wide (decision 0182).
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(placeholder.slice(i, i + 2), 16));
  expect(r).toBeGreaterThan(g!);
  expect(g).toBeGreaterThan(b!);
  const preview = Buffer.from(placeholder.split(' ')[1]!, 'base64url');
  expect(isWebp(preview)).toBe(true);
  expect(preview.byteLength).toBeLessThan(300);
  const small = await decode(new Uint8Array(preview), 'image/webp');
  expect([small.width, small.height]).toEqual([24, 16]);
}, 60_000);

test('a small image gets its own width only, in both formats; PNG, WebP with transparency and AVIF are read too', async () => {
  const small = await makeVariants(fixture('photo.jpg'), 'image/jpeg');
  expect(small.variants.map((v) => `${v.format}@${v.width}x${v.height}`)).toEqual(['avif@40x24', 'webp@40x24']);
  expect((await makeVariants(fixture('photo.png'), 'image/png')).variants).toHaveLength(2);
  expect((await makeVariants(fixture('photo.avif'), 'image/avif')).variants).toHaveLength(2);
  const clear = await makeVariants(fixture('photo-alpha.webp'), 'image/webp');
  const webp = clear.variants.find((v) => v.format === 'webp')!;
  const pixels = await decode(webp.bytes, 'image/webp');
  expect(pixels.data.some((value, i) => i % 4 === 3 && value < 255)).toBe(true);
});

test('bytes that are not the image their type says are refused with an error', async () => {
  const noise = new Uint8Array(4096).map((_, i) => (i * 7919) % 251);
  noise.set([0xff, 0xd8, 0xff], 0);
  await expect(makeVariants(noise, 'image/jpeg')).rejects.toThrow();
  await expect(makeVariants(noise, 'image/png')).rejects.toThrow();
});

test('the average colour', () => {
  const data = new Uint8ClampedArray([255, 0, 0, 255, 0, 0, 255, 255]);
  expect(averageColour({ data, width: 2, height: 1 })).toBe('#800080');
});
