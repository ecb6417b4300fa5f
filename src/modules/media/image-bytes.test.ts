// readImage on real files of each format: the type and the size a browser shows, and every kind of refusal.
// (The fixtures, and how they were made: fixtures/images.ts.)
import { describe, expect, test } from 'bun:test';
import { randomBytes } from 'node:crypto';
import { MAX_SIDE, readImage, TAKEN_FORMATS } from './image-bytes';
import { FIXTURES, fixture, png, pngChunk, withChunk } from './fixtures/images';

const ascii = (text: string) => new TextEncoder().encode(text);

const refusedAs = (bytes: Uint8Array) => {
  const result = readImage(bytes);
  return 'refused' in result ? result.refused : 'accepted';
};
const reasonFor = (bytes: Uint8Array) => {
  const result = readImage(bytes);
  return 'refused' in result ? result.reason : '';
};

describe('recognised by the bytes, with the size a browser shows', () => {
  test.each(FIXTURES)('%s is %s, %i×%i', (name, type, width, height) => {
    expect(readImage(fixture(name))).toEqual({ type, width, height });
  });

  test('a JPEG whose EXIF turns it a quarter is as tall as the stored picture is wide; turned upside down it is not', () => {
    /** The JPEG with an APP1 EXIF block (big-endian TIFF, one IFD entry: orientation) right after its SOI. */
    const withOrientation = (jpeg: Uint8Array, orientation: number) => {
      const tiff = [0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
      const app1 = [...ascii('Exif\0\0'), ...tiff];
      return new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0, app1.length + 2, ...app1, ...jpeg.subarray(2)]);
    };
    expect(readImage(withOrientation(fixture('photo.jpg'), 6))).toEqual({ type: 'image/jpeg', width: 24, height: 40 });
    expect(readImage(withOrientation(fixture('photo.jpg'), 3))).toEqual({ type: 'image/jpeg', width: 40, height: 24 });
  });

  test('a damaged ancillary PNG chunk (metadata a browser skips) does not refuse the picture', () => {
    const image = withChunk(png(3, 2), pngChunk('tEXt', ascii('Comment\0hello'), 0xdeadbeef));
    expect(readImage(image)).toEqual({ type: 'image/png', width: 3, height: 2 });
  });
});

describe('anything but the four formats is unsupported, whatever it is called', () => {
  const ELF = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(56).fill(0), ...randomBytes(400)]);
  const GIF = new Uint8Array([
    ...ascii('GIF89a'),
    1,
    0,
    1,
    0,
    0x80,
    0,
    0,
    0,
    0,
    0,
    0xff,
    0xff,
    0xff,
    0x21,
    0xf9,
    4,
    1,
    0,
    0,
    0,
    0,
    0x2c,
    0,
    0,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
    2,
    2,
    0x44,
    1,
    0,
    0x3b,
  ]);
  const heic = fixture('photo.avif');
  heic.set(ascii('heic'), 8);
  heic.set(ascii('heic'), 16);
  test.each([
    ['SVG', ascii('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>')],
    ['SVG with an XML prolog', ascii('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['HTML', ascii('<!doctype html><html><script>alert(document.cookie)</script></html>')],
    ['GIF', GIF],
    ['an ELF executable', ELF],
    ['a Windows executable', new Uint8Array([...ascii('MZ'), 0x90, 0, ...randomBytes(300)])],
    ['a PDF', ascii('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n%%EOF')],
    ['a HEIC photo (ISO-BMFF, but not AVIF)', heic],
    ['random bytes', new Uint8Array([0, ...randomBytes(2048)])],
    ['nothing at all', new Uint8Array()],
  ])('%s', (_, bytes) => {
    expect(readImage(bytes)).toEqual({ refused: 'unsupported', reason: TAKEN_FORMATS });
  });
});

describe('one of the four formats, but damaged or cut short: invalid, never accepted', () => {
  test.each(FIXTURES)('%s cut in half, one byte short, and with one byte more', (name) => {
    const bytes = fixture(name);
    for (const damaged of [bytes.slice(0, bytes.length >> 1), bytes.slice(0, -1), new Uint8Array([...bytes, 0])]) {
      expect(refusedAs(damaged)).toBe('invalid');
      expect(reasonFor(damaged)).toContain('damaged or incomplete');
    }
  });

  test('a PNG signature followed by a script is a damaged PNG', () => {
    const polyglot = new Uint8Array([...png(1, 1).subarray(0, 8), ...ascii('<script>alert(1)</script>')]);
    expect(refusedAs(polyglot)).toBe('invalid');
  });

  test('a PNG whose header chunk fails its checksum', () => {
    const image = png(4, 4);
    image[19] = 5; // the width's last byte, under IHDR's CRC
    expect(reasonFor(image)).toContain('IHDR chunk is corrupt');
  });

  test('a PNG with bytes after its IEND, and one without image data', () => {
    expect(reasonFor(new Uint8Array([...png(2, 2), ...ascii('<html>')]))).toContain('after its end');
    const image = png(2, 2);
    const noData = new Uint8Array([...image.subarray(0, 33), ...image.subarray(-12)]); // signature + IHDR, then IEND
    expect(reasonFor(noData)).toContain('no image data');
  });

  test('a JPEG whose frame header was removed: its scan comes first', () => {
    const jpeg = fixture('photo.jpg');
    const sof = jpeg.findIndex((byte, i) => byte === 0xff && jpeg[i + 1] === 0xc0);
    const length = (jpeg[sof + 2]! << 8) | jpeg[sof + 3]!;
    expect(reasonFor(new Uint8Array([...jpeg.subarray(0, sof), ...jpeg.subarray(sof + 2 + length)]))).toContain('before the frame header');
  });

  test('a WebP whose RIFF size does not count its bytes', () => {
    const webp = fixture('photo-lossy.webp');
    new DataView(webp.buffer).setUint32(4, webp.length - 8 + 2, true);
    expect(reasonFor(webp)).toContain('RIFF size');
  });

  test('an AVIF without its media data (the mdat box), though its boxes add up', () => {
    const avif = fixture('photo.avif');
    const view = new DataView(avif.buffer);
    let at = 0;
    while (new TextDecoder().decode(avif.subarray(at + 4, at + 8)) !== 'mdat') at += view.getUint32(at);
    expect(reasonFor(avif.slice(0, at))).toContain('no mdat box');
  });
});

test('a crafted AVIF of 200,000 empty boxes is refused for its count, not walked box by box to its end', () => {
  const ftyp = [0, 0, 0, 24, ...ascii('ftypavif'), 0, 0, 0, 0, ...ascii('avifmif1')];
  const free = [0, 0, 0, 8, ...ascii('free')];
  const crafted = new Uint8Array(ftyp.length + 200_000 * free.length);
  crafted.set(ftyp);
  for (let at = ftyp.length; at < crafted.length; at += free.length) crafted.set(free, at);
  expect(readImage(crafted)).toEqual({
    refused: 'invalid',
    reason: 'The AVIF file is damaged or incomplete: it has more parts than any picture',
  });
});

describe('a size no page can use', () => {
  test(`no pixels, and more than ${MAX_SIDE} on a side, are invalid; exactly ${MAX_SIDE} is fine`, () => {
    expect(reasonFor(png(0, 0))).toContain('no pixels');
    expect(reasonFor(png(0, 5))).toContain('no pixels');
    expect(reasonFor(png(MAX_SIDE + 1, 1))).toBe('The image is 10001×1 pixels; each side may be at most 10,000');
    expect(refusedAs(png(1, MAX_SIDE + 1))).toBe('invalid');
    expect(readImage(png(MAX_SIDE, 1))).toEqual({ type: 'image/png', width: MAX_SIDE, height: 1 });
  });
});
