// cleanUpload on its own: clean files come back byte for byte, metadata goes wherever in the file it sits, the EXIF
// orientation is rewritten alone, and an AVIF whose metadata cannot be blanked without harm is refused.
import { describe, expect, test } from 'bun:test';
import { type CleanImage, cleanUpload } from './clean-upload';
import { avifWithMetadata } from './fixtures/avif-metadata';
import { FIXTURES, fixture, png, pngChunk } from './fixtures/images';
import { GAMMA_CHUNK, holds, leaks } from './fixtures/metadata';
import { readImage } from './image-bytes';

const ascii = (text: string) => Buffer.from(text, 'latin1');
const CAP = 40_000_000;
/** The cleaned bytes, failing the test when the upload is refused. */
async function cleaned(bytes: Uint8Array): Promise<Uint8Array> {
  const result = await cleanUpload(bytes, CAP);
  if ('refused' in result) throw new Error(`refused: ${result.reason}`);
  return (result as CleanImage).bytes;
}
const segment = (marker: number, payload: Buffer) =>
  Buffer.from([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload]);

test.each(FIXTURES)('%s, which has no metadata, comes back byte for byte', async (name) => {
  expect(await cleaned(fixture(name))).toEqual(fixture(name));
});

describe('JPEG', () => {
  test('a comment and an XMP block between the scans of a progressive JPEG go too', async () => {
    const jpeg = fixture('photo-progressive.jpg');
    const second = jpeg.findIndex((byte, i) => byte === 0xff && jpeg[i + 1] === 0xda && i > jpeg.indexOf(0xda) + 20);
    const extra = Buffer.concat([segment(0xfe, ascii('Jane Doe')), segment(0xe1, ascii('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>'))]);
    const planted = new Uint8Array([...jpeg.subarray(0, second), ...extra, ...jpeg.subarray(second)]);
    expect(readImage(planted)).toEqual({ type: 'image/jpeg', width: 40, height: 24 });
    expect(await cleaned(planted)).toEqual(jpeg);
  });

  test('a little-endian EXIF orientation is written back as the one big-endian entry; the first EXIF block decides', async () => {
    const photo = fixture('photo.jpg');
    const littleExif = (orientation: number) =>
      segment(
        0xe1,
        Buffer.from([...ascii('Exif\0\0II'), 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, orientation, 0, 0, 0, 0, 0, 0, 0]),
      );
    const bytes = new Uint8Array([...photo.subarray(0, 20), ...littleExif(8), ...littleExif(1), ...photo.subarray(20)]);
    const out = await cleaned(bytes);
    expect(readImage(out)).toEqual({ type: 'image/jpeg', width: 24, height: 40 });
    expect(holds(out, Buffer.from([0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 8]))).toBe(true);
    expect(out.length).toBe(photo.length + 36); // the segment: its marker, then a length of 34
  });

  test('an orientation outside 1–8, or a malformed EXIF block, leaves no EXIF at all', async () => {
    const photo = fixture('photo.jpg');
    for (const exif of [
      ascii('Exif\0\0MM\0\x2a\0\0\0\x08\0\x01\x01\x12\0\x03\0\0\0\x01\0\x09\0\0\0\0\0\0'),
      ascii('Exif\0\0MM\0\x2a\xff'),
    ]) {
      const out = await cleaned(new Uint8Array([...photo.subarray(0, 20), ...segment(0xe1, exif), ...photo.subarray(20)]));
      expect(out).toEqual(photo);
    }
  });
});

describe('PNG', () => {
  const withBefore = (image: Uint8Array, ...chunks: Uint8Array[]) =>
    new Uint8Array([...image.subarray(0, 33), ...Buffer.concat(chunks), ...image.subarray(33)]);

  test('animation chunks go (the still image is what was checked); a kept chunk that fails its checksum goes too', async () => {
    const image = png(4, 2);
    const actl = pngChunk('acTL', Buffer.from([0, 0, 0, 1, 0, 0, 0, 0]));
    const brokenGamma = pngChunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f]), 0xdeadbeef);
    expect(await cleaned(withBefore(image, actl, brokenGamma))).toEqual(image);
    expect(await cleaned(withBefore(image, GAMMA_CHUNK))).toEqual(withBefore(image, GAMMA_CHUNK));
  });
});

describe('WebP', () => {
  test('an unknown chunk of odd length goes with its padding byte, and the RIFF size follows', async () => {
    const webp = fixture('photo-lossy.webp');
    const odd = Buffer.concat([ascii('XYZW'), Buffer.from([3, 0, 0, 0]), ascii('Jan'), Buffer.alloc(1)]);
    const planted = Buffer.concat([webp, odd]);
    planted.writeUInt32LE(planted.length - 8, 4);
    expect(readImage(planted)).toEqual({ type: 'image/webp', width: 36, height: 20 });
    expect(await cleaned(planted)).toEqual(webp);
  });
});

describe('AVIF', () => {
  /**
   * Where the offsets of the picture (item 1) and of the EXIF (item 2) are written in iloc (version 0, 4-byte fields):
   * after the box header (8), the full box header (4), the field sizes (2) and the count (2), each entry is an id,
   * a data reference and an extent count (2 each), then the offset and the length (4 each).
   */
  function locations(avif: Uint8Array) {
    const iloc = Buffer.from(avif).indexOf('iloc') - 4;
    return { picture: iloc + 16 + 6, exif: iloc + 16 + 14 + 6 };
  }

  test('its metadata items are zeros afterwards, and it is still the same picture', async () => {
    const out = await cleaned(avifWithMetadata());
    expect(leaks(out)).toEqual([]);
    expect(readImage(out)).toEqual({ type: 'image/avif', width: 44, height: 26 });
  });

  test('an EXIF item whose bytes are the picture’s own is refused, not blanked', async () => {
    const avif = avifWithMetadata();
    const view = new DataView(avif.buffer);
    view.setUint32(locations(avif).exif, view.getUint32(locations(avif).picture) + 10);
    expect(await cleanUpload(avif, CAP)).toEqual({
      refused: 'invalid',
      reason: 'The AVIF file is damaged or incomplete: its metadata shares bytes with its picture',
    });
  });

  test('an EXIF item located past the end of the file is refused', async () => {
    const avif = avifWithMetadata();
    new DataView(avif.buffer).setUint32(locations(avif).exif, avif.length - 4);
    expect(await cleanUpload(avif, CAP)).toEqual({
      refused: 'invalid',
      reason: 'The AVIF file is damaged or incomplete: its item locations (iloc) point outside it',
    });
  });
});
