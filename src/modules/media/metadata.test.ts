// What a photo says about who took it and where never reaches a visitor: uploads through the real app lose their EXIF
// (GPS included), XMP, IPTC, comments and text chunks, keep what decoding needs and their orientation, and the path
// names the cleaned bytes. (The images with metadata are made in code: fixtures/metadata.ts, fixtures/avif-metadata.ts.)
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createHash } from 'node:crypto';
import { media } from '../../../db/schema';
import { IMAGE_TYPES, type ImageType } from '../../contract';
import { startTestSite, type TestSite } from '../../testing/harness';
import { avifWithMetadata } from './fixtures/avif-metadata';
import { fixture } from './fixtures/images';
import {
  ADOBE_SEGMENT,
  exifTiff,
  GAMMA_CHUNK,
  holds,
  ICC_SEGMENT,
  JFIF_SEGMENT,
  jpegWithMetadata,
  leaks,
  pngWithMetadata,
  webpWithMetadata,
  XMP,
} from './fixtures/metadata';
import { readImage } from './image-bytes';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let site: TestSite;
let cookie: string;
beforeAll(async () => {
  site = await startTestSite();
  cookie = site.session();
});
afterAll(() => site.close());

/** Uploads the bytes and fetches what visitors are then served at the path the answer names. */
async function uploadAndServe(bytes: Uint8Array<ArrayBuffer>) {
  const sent = await site.app.handle(
    new Request('http://localhost/api/media', {
      method: 'POST',
      body: bytes,
      headers: { 'content-type': 'application/octet-stream', cookie },
    }),
  );
  const json = (await sent.json()) as any;
  const served = await site.app.handle(new Request(`http://localhost${json.path}`));
  return { status: sent.status, json, served: new Uint8Array(await served.arrayBuffer()) };
}

/** The chunk names of a PNG, or of a WebP (after its RIFF header), in order. */
function chunkNames(bytes: Uint8Array, type: 'png' | 'webp'): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const names: string[] = [];
  for (let at = type === 'png' ? 8 : 12; at < bytes.length; ) {
    names.push(String.fromCharCode(...bytes.subarray(at + 4 * (type === 'png' ? 1 : 0), at + 4 * (type === 'png' ? 2 : 1))));
    const size = type === 'png' ? view.getUint32(at) : view.getUint32(at + 4, true);
    at += type === 'png' ? 12 + size : 8 + size + (size & 1);
  }
  return names;
}

describe('stored and served without the metadata, still a valid image of the same size', () => {
  test.each([
    ['a JPEG from a phone: EXIF with GPS, XMP, IPTC, a comment, a thumbnail', jpegWithMetadata(), 'image/jpeg', 40, 24],
    ['a PNG with text, EXIF, time and private chunks', pngWithMetadata(), 'image/png', 5, 3],
    ['an extended WebP (VP8X) with EXIF and XMP chunks', webpWithMetadata('photo-alpha.webp'), 'image/webp', 28, 22],
    ['a simple WebP with EXIF and XMP chunks after its picture', webpWithMetadata('photo-lossy.webp'), 'image/webp', 36, 20],
    ['an AVIF with EXIF and XMP items', avifWithMetadata(), 'image/avif', 44, 26],
  ] as [string, Uint8Array<ArrayBuffer>, ImageType, number, number][])('%s', async (_, bytes, type, width, height) => {
    expect(leaks(bytes).length).toBeGreaterThan(0);
    const { status, json, served } = await uploadAndServe(bytes);
    expect(status).toBe(201);
    expect(leaks(served)).toEqual([]);
    // The path names the bytes served, and the answer describes them.
    expect(json).toEqual({ path: `/media/${sha256(served)}.${IMAGE_TYPES[type]}`, type, width, height, bytes: served.length, name: null });
    expect(readImage(served)).toEqual({ type, width, height });
  });
});

describe('what decoding needs is kept', () => {
  test('JPEG: the JFIF header (its thumbnail dropped), the ICC profile, the Adobe colour transform, the tables and the scan', async () => {
    const { served } = await uploadAndServe(jpegWithMetadata());
    const photo = fixture('photo.jpg');
    // Upright: no EXIF block at all.
    expect(served).toEqual(new Uint8Array([0xff, 0xd8, ...JFIF_SEGMENT, ...ICC_SEGMENT, ...ADOBE_SEGMENT, ...photo.subarray(20)]));
  });

  test('JPEG: a phone photo taken upright (orientation 6, turned a quarter) keeps its orientation, and nothing else of its EXIF', async () => {
    const { json, served } = await uploadAndServe(jpegWithMetadata(6));
    expect({ width: json.width, height: json.height }).toEqual({ width: 24, height: 40 });
    expect(readImage(served)).toEqual({ type: 'image/jpeg', width: 24, height: 40 });
    // An APP1 of length 34: "Exif", a big-endian TIFF header, one IFD of one entry: 0112 (orientation), SHORT, 1, 6.
    const exif = [
      0xff,
      0xe1,
      0,
      34,
      ...Buffer.from('Exif\0\0'),
      0x4d,
      0x4d,
      0,
      42,
      0,
      0,
      0,
      8,
      0,
      1,
      0x01,
      0x12,
      0,
      3,
      0,
      0,
      0,
      1,
      0,
      6,
      0,
      0,
      0,
      0,
      0,
      0,
    ];
    expect(served).toEqual(
      new Uint8Array([0xff, 0xd8, ...JFIF_SEGMENT, ...exif, ...ICC_SEGMENT, ...ADOBE_SEGMENT, ...fixture('photo.jpg').subarray(20)]),
    );
  });

  test('PNG: the header, the gamma, the pixels and the end, in their order', async () => {
    const { served } = await uploadAndServe(pngWithMetadata());
    expect(chunkNames(served, 'png')).toEqual(['IHDR', 'gAMA', 'IDAT', 'IEND']);
    expect(holds(served, GAMMA_CHUNK)).toBe(true);
  });

  test('WebP: the picture as it was before the metadata was added, the VP8X flags no longer announcing EXIF or XMP', async () => {
    for (const name of ['photo-alpha.webp', 'photo-lossy.webp'] as const) {
      const { served } = await uploadAndServe(webpWithMetadata(name));
      expect(served).toEqual(fixture(name));
    }
    expect(chunkNames(fixture('photo-alpha.webp'), 'webp')).toEqual(['VP8X', 'ALPH', 'VP8 ']);
  });

  test('AVIF: the metadata items are blanked in place, so every box and offset stays as it was', async () => {
    const avif = avifWithMetadata();
    const { served } = await uploadAndServe(avif);
    expect(served.length).toBe(avif.length);
    // The two items are the last bytes of the file: the EXIF one (its TIFF after a 4-byte offset and "Exif\0\0"), then
    // the XMP one. They are all zeros now; every byte before them is as it was.
    const items = avif.length - (10 + exifTiff().length + XMP.length);
    expect(served.subarray(0, items)).toEqual(avif.subarray(0, items));
    expect(served.subarray(items).every((byte) => byte === 0)).toBe(true);
  });
});

test('the same photo sent twice is one stored image: 201, then 200 with the same answer, one row named by the cleaned bytes', async () => {
  const photo = jpegWithMetadata(3);
  const first = await uploadAndServe(photo);
  const second = await uploadAndServe(photo);
  expect([first.status, second.status]).toEqual([201, 200]);
  expect(second.json).toEqual(first.json);
  const rows = site.db.select({ sha256: media.sha256 }).from(media).all();
  expect(rows.filter((row) => row.sha256 === sha256(first.served))).toHaveLength(1);
  expect(rows.filter((row) => row.sha256 === sha256(photo))).toHaveLength(0);
});
