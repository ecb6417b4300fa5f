// The photo scaling before an upload: the target size, and which bytes go (scaled WebP, the original, or a JPEG).
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { DEFAULT_UPLOAD_LIMIT, scaleForUpload, targetSize } from './scale-image';

test('a photo larger than 1600 px on its longest side is scaled to 1600, keeping its shape', () => {
  expect(targetSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
  expect(targetSize(3000, 4000)).toEqual({ width: 1200, height: 1600 });
  expect(targetSize(6000, 10)).toEqual({ width: 1600, height: 3 });
  expect(targetSize(100000, 1)).toEqual({ width: 1600, height: 1 }); // never zero pixels high
});

test('an image within 1600 px is left alone', () => {
  expect(targetSize(800, 600)).toEqual({ width: 800, height: 600 });
  expect(targetSize(1600, 1600)).toEqual({ width: 1600, height: 1600 });
});

// The browser's decoding and encoding, played by the test: the bitmap's size, and what toBlob makes of each type.
const real = {
  createImageBitmap: globalThis.createImageBitmap,
  getContext: HTMLCanvasElement.prototype.getContext,
  toBlob: HTMLCanvasElement.prototype.toBlob,
};
let drawn: { width: number; height: number }[];
let encodes: string[];
function browser(bitmap: { width: number; height: number }, canEncode: (type: string) => boolean) {
  globalThis.createImageBitmap = (async () => ({ ...bitmap, close() {} })) as unknown as typeof createImageBitmap;
  HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement) {
    return { drawImage: (_: unknown, _x: number, _y: number, width: number, height: number) => drawn.push({ width, height }) };
  } as never;
  HTMLCanvasElement.prototype.toBlob = (callback: BlobCallback, type = 'image/png') => {
    encodes.push(type);
    callback(new Blob([new Uint8Array(10)], { type: canEncode(type) ? type : 'image/png' }));
  };
}
beforeEach(() => {
  [drawn, encodes] = [[], []];
});
afterEach(() => {
  Object.assign(globalThis, { createImageBitmap: real.createImageBitmap });
  Object.assign(HTMLCanvasElement.prototype, { getContext: real.getContext, toBlob: real.toBlob });
});

const file = (bytes: number, type = 'image/jpeg') => new File([new Uint8Array(bytes)], 'photo.jpg', { type });

test('a large photo is drawn at 1600 px and sent as WebP', async () => {
  browser({ width: 4000, height: 3000 }, () => true);
  const sent = await scaleForUpload(file(1000));
  expect(drawn).toEqual([{ width: 1600, height: 1200 }]);
  expect(sent.type).toBe('image/webp');
  expect(encodes).toEqual(['image/webp']);
});

test('a small PNG is sent as it is, not re-encoded', async () => {
  browser({ width: 800, height: 600 }, () => true);
  const original = file(1000, 'image/png');
  expect(await scaleForUpload(original)).toBe(original);
  expect(encodes).toEqual([]);
});

test('a small JPEG is drawn again as WebP (a phone JPEG may carry data after its end, which the server refuses)', async () => {
  browser({ width: 800, height: 600 }, () => true);
  const sent = await scaleForUpload(file(1000, 'image/jpeg'));
  expect(sent.type).toBe('image/webp');
  expect(encodes).toEqual(['image/webp']);
});

test('without WebP encoding: the original when the server takes it, else a scaled JPEG', async () => {
  browser({ width: 4000, height: 3000 }, (type) => type !== 'image/webp');
  const small = file(1000);
  expect(await scaleForUpload(small)).toBe(small);
  const huge = file(DEFAULT_UPLOAD_LIMIT + 1);
  const sent = await scaleForUpload(huge);
  expect(sent.type).toBe('image/jpeg');
  expect(encodes).toEqual(['image/webp', 'image/webp', 'image/jpeg']);
});

test('a file the browser cannot decode goes as it is, for the server to judge', async () => {
  globalThis.createImageBitmap = (async () => {
    throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
  }) as unknown as typeof createImageBitmap;
  const broken = file(50, 'image/png');
  expect(await scaleForUpload(broken)).toBe(broken);
});
