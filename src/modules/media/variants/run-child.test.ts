// The variant child as the server starts it: this project's own entry run as `make-variants`, the image on its input,
// its variants read back; a file that is not an image fails in words; a child past its time is killed, not waited for.
import { expect, test } from 'bun:test';
import { join } from 'node:path';
import { png } from '../fixtures/images';
import { variantsInChild } from './run-child';

const SOURCE = [process.execPath, join(import.meta.dir, '..', '..', '..', 'index.ts')];
const ROOMY = { timeoutMs: 60_000, maxMegabytes: 2048 };

test('a child makes the variants of a PNG and answers them whole', async () => {
  const made = await variantsInChild(SOURCE, png(600, 400, 0x40), 'image/png', ROOMY);
  expect(made.variants.map((v) => `${v.format}@${v.width}x${v.height}`)).toEqual([
    'avif@600x400',
    'webp@600x400',
    'avif@480x320',
    'webp@480x320',
  ]);
  expect(made.placeholder).toMatch(/^#404040 [A-Za-z0-9_-]+$/);
  expect(new TextDecoder().decode(made.variants[0]!.bytes.subarray(4, 12))).toBe('ftypavif');
}, 60_000);

test('bytes that are not the image refuse in words; a child past its time is killed', async () => {
  const noise = new Uint8Array(2048).map((_, i) => (i * 31) % 256);
  await expect(variantsInChild(SOURCE, noise, 'image/png', ROOMY)).rejects.toThrow(/./);
  const started = Date.now();
  await expect(variantsInChild(SOURCE, png(1200, 800), 'image/png', { timeoutMs: 50, maxMegabytes: 2048 })).rejects.toThrow(
    /^the variants were not made: it took longer than 0\.1 s$/,
  );
  expect(Date.now() - started).toBeLessThan(5000);
}, 60_000);
