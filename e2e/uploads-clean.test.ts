// Issue 27 on the compiled binary, over plain HTTP: a phone photo uploaded with GPS in its EXIF is served without it
// (its orientation kept), and an image declaring 100 megapixels, whole or without tables, is refused 422 in our words.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createHash } from 'node:crypto';
import type { UploadedImage } from '../src/contract';
import { fixture } from '../src/modules/media/fixtures/images';
import { holds, jpegWithMetadata, leaks } from '../src/modules/media/fixtures/metadata';
import { adminCookie, startBinary, type BinarySite } from './site-binary';

const PASSWORD = 'uploads-clean-password';
let server: BinarySite;
let cookie = '';

beforeAll(async () => {
  server = await startBinary({ env: { ADMIN_PASSWORD: PASSWORD } });
  cookie = await adminCookie(server.url, PASSWORD);
});
afterAll(() => server?.close());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const upload = (bytes: Uint8Array<ArrayBuffer>) =>
  fetch(`${server.url}/api/media`, { method: 'POST', headers: { 'content-type': 'image/jpeg', cookie }, body: bytes });
const served = async (path: string) => new Uint8Array(await (await fetch(`${server.url}${path}`)).arrayBuffer());

test('a phone photo with GPS in its EXIF is served without it, still turned as the phone held it', async () => {
  const photo = jpegWithMetadata(6);
  expect(leaks(photo)).toContain('GPS latitude');
  const sent = await upload(photo);
  expect(sent.status).toBe(201);
  const image = (await sent.json()) as UploadedImage;
  expect({ type: image.type, width: image.width, height: image.height }).toEqual({ type: 'image/jpeg', width: 24, height: 40 });

  const bytes = await served(image.path);
  expect(leaks(bytes)).toEqual([]);
  expect(image.path).toBe(`/media/${sha256(bytes)}.jpg`);
  // One EXIF block is left: the orientation alone (tag 0112 = 6), an APP1 of length 34.
  const exifAt = Buffer.from(bytes).indexOf('Exif\0\0');
  expect(Array.from(bytes.subarray(exifAt - 4, exifAt))).toEqual([0xff, 0xe1, 0, 34]);
  expect(holds(bytes, new Uint8Array([0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6]))).toBe(true);
  expect(Buffer.from(bytes).indexOf('Exif', exifAt + 1)).toBe(-1);

  const upright = await upload(jpegWithMetadata(1));
  const uprightBytes = await served(((await upright.json()) as UploadedImage).path);
  expect({ status: upright.status, leaks: leaks(uprightBytes), exif: holds(uprightBytes, 'Exif') }).toEqual({
    status: 201,
    leaks: [],
    exif: false,
  });
});

test('100 megapixels declared are refused 422 in our words: a whole JPEG, and 31 bytes without tables', async () => {
  const whole = fixture('photo.jpg');
  const sof = whole.findIndex((byte, i) => byte === 0xff && whole[i + 1] === 0xc0);
  new DataView(whole.buffer).setUint32(sof + 5, (10_000 << 16) | 10_000); // height, then width
  const tableless = new Uint8Array([
    0xff, 0xd8, 0xff, 0xc0, 0, 11, 8, 0x27, 0x10, 0x27, 0x10, 1, 1, 0x11, 0, 0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0, 0, 0, 0, 0, 0xff, 0xd9,
  ]);
  for (const [bytes, message] of [
    [whole, 'The image is 10000×10000 pixels, more than the 40 megapixels this site takes; scale it down first'],
    [tableless, 'The JPEG file is damaged or incomplete: it has no quantisation tables (DQT)'],
  ] as const) {
    const res = await upload(bytes);
    const body = (await res.json()) as { error: { code: string; issues: unknown } };
    expect({ status: res.status, code: body.error.code, issues: body.error.issues }).toEqual({
      status: 422,
      code: 'validation_failed',
      issues: [{ path: 'file', message }],
    });
    expect((await fetch(`${server.url}/media/${sha256(bytes)}.jpg`)).status).toBe(404);
  }
  expect(tableless.length).toBe(31);
});
