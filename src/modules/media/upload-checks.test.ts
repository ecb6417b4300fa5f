// Uploads are checked whole, not only their outline: a JPEG needs its tables and a scan, a PNG's compressed pixels must
// be exactly as many as its header says, and no image above MEDIA_MAX_MEGAPIXELS is taken. Through the real app.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { media } from '../../../db/schema';
import { expectError, startSiteWithoutImages, type TestSite } from '../../testing/harness';
import { fixture, png, pngChunk, pngOf } from './fixtures/images';

/** SOI; a frame of 10,000×10,000 (one component, table 0); a scan of four bytes; EOI. No tables at all: 31 bytes. */
const TABLELESS = new Uint8Array([
  0xff, 0xd8, 0xff, 0xc0, 0, 11, 8, 0x27, 0x10, 0x27, 0x10, 1, 1, 0x11, 0, 0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0, 0, 0, 0, 0, 0xff, 0xd9,
]);
/** Where a JPEG's segment with this marker starts (its FF). */
const segmentAt = (jpeg: Uint8Array, marker: number) => jpeg.findIndex((byte, i) => byte === 0xff && jpeg[i + 1] === marker);
/** photo.jpg (40×24, with its tables) declaring another size in its frame header. */
function jpegSized(width: number, height: number): Uint8Array<ArrayBuffer> {
  const jpeg = fixture('photo.jpg');
  const view = new DataView(jpeg.buffer);
  view.setUint16(segmentAt(jpeg, 0xc0) + 5, height);
  view.setUint16(segmentAt(jpeg, 0xc0) + 7, width);
  return jpeg;
}

let site: TestSite;
let cookie: string;
beforeAll(async () => {
  site = await startSiteWithoutImages();
  cookie = site.session();
});
afterAll(() => site.close());

const upload = async (bytes: Uint8Array<ArrayBuffer>, on = site, as = cookie) => {
  const res = await on.app.handle(
    new Request('http://localhost/api/media', {
      method: 'POST',
      body: bytes,
      headers: { 'content-type': 'application/octet-stream', cookie: as },
    }),
  );
  return { status: res.status, json: (await res.json()) as any };
};
const stored = (on = site) => on.db.select({ sha256: media.sha256 }).from(media).all().length;
/** Refused 422 on the file, with this message, and nothing stored. */
async function refused(bytes: Uint8Array<ArrayBuffer>, message: string) {
  const before = stored();
  const res = await upload(bytes);
  expectError(res, 422, 'validation_failed');
  expect(res.json.error.issues).toEqual([{ path: 'file', message }]);
  expect(stored()).toBe(before);
}

describe('a JPEG must be a whole picture: tables, a frame, a scan and its end', () => {
  test('the 31-byte JPEG declaring 10,000×10,000 with no tables is refused, for its missing tables', async () => {
    expect(TABLELESS.length).toBe(31);
    await refused(TABLELESS, 'The JPEG file is damaged or incomplete: it has no quantisation tables (DQT)');
  });

  test('a frame that uses a quantisation table the file never defines', async () => {
    const jpeg = fixture('photo.jpg');
    jpeg[segmentAt(jpeg, 0xc0) + 12] = 3; // the first component's table: 3, where photo.jpg defines 0 and 1
    await refused(jpeg, 'The JPEG file is damaged or incomplete: its frame uses a quantisation table it never defines');
  });

  test('a frame header whose length does not fit its components', async () => {
    const jpeg = fixture('photo.jpg');
    jpeg[segmentAt(jpeg, 0xc0) + 9] = 2; // two components declared, three described
    await refused(jpeg, 'The JPEG file is damaged or incomplete: its frame header (SOF) is malformed');
  });

  test('tables and a frame but no scan: no image data', async () => {
    const jpeg = fixture('photo.jpg');
    await refused(
      new Uint8Array([...jpeg.subarray(0, segmentAt(jpeg, 0xda)), 0xff, 0xd9]),
      'The JPEG file is damaged or incomplete: it has no image data (SOS)',
    );
  });
});

describe('the pixel cap (MEDIA_MAX_MEGAPIXELS, 40 unless set)', () => {
  test('a whole JPEG declaring 10,000×10,000 (100 megapixels) is refused in our words', async () => {
    await refused(
      jpegSized(10_000, 10_000),
      'The image is 10000×10000 pixels, more than the 40 megapixels this site takes; scale it down first',
    );
    await refused(jpegSized(8000, 5001), 'The image is 8000×5001 pixels, more than the 40 megapixels this site takes; scale it down first');
    expect((await upload(jpegSized(8000, 5000))).status).toBe(201);
  });

  test('with MEDIA_MAX_MEGAPIXELS=1, a PNG of 1,000×1,000 is taken and one a row taller is refused', async () => {
    const small = await startSiteWithoutImages({ MEDIA_MAX_MEGAPIXELS: '1' });
    try {
      const admin = small.session();
      expect((await upload(png(1000, 1000), small, admin)).status).toBe(201);
      const over = await upload(png(1000, 1001), small, admin);
      expectError(over, 422, 'validation_failed');
      expect(over.json.error.issues[0].message).toBe(
        'The image is 1000×1001 pixels, more than the 1 megapixel this site takes; scale it down first',
      );
      expect(stored(small)).toBe(1);
    } finally {
      small.close();
    }
  });
});

describe("a PNG's pixels are inflated and counted against its header", () => {
  const grey = (width: number, height: number, interlace = 0) => ({ width, height, depth: 8, colour: 0, interlace });
  const PNG_DAMAGED = 'The PNG file is damaged or incomplete: ';

  test('rows as its header says are taken, whatever the depth, colour type or interlacing', async () => {
    expect((await upload(pngOf(grey(5, 3), new Uint8Array(18)))).status).toBe(201); // 3 rows of a filter byte and 5 pixels
    // Adam7 of 5×3 takes passes of 1×1, 1×1, none, 1×1, 3×1, 2×2 and 5×1 pixels: 22 bytes with the filter bytes.
    expect((await upload(pngOf(grey(5, 3, 1), new Uint8Array(22)))).status).toBe(201);
    expect((await upload(pngOf({ width: 2, height: 2, depth: 16, colour: 6 }, new Uint8Array(34)))).status).toBe(201); // 1 + 2×8 a row
    expect((await upload(pngOf({ width: 9, height: 2, depth: 1, colour: 0 }, new Uint8Array(6)))).status).toBe(201); // 9 bits: 2 bytes a row
    const palette = pngChunk('PLTE', new Uint8Array([0, 0, 0, 255, 255, 255]));
    expect((await upload(pngOf({ width: 3, height: 1, depth: 4, colour: 3 }, new Uint8Array(3), [palette]))).status).toBe(201);
  });

  test('fewer or more bytes than the header says', async () => {
    await refused(
      pngOf(grey(5, 3), new Uint8Array(17)),
      `${PNG_DAMAGED}its image data (IDAT) holds fewer pixels than its header (IHDR) says`,
    );
    await refused(
      pngOf(grey(5, 3, 1), new Uint8Array(18)),
      `${PNG_DAMAGED}its image data (IDAT) holds fewer pixels than its header (IHDR) says`,
    );
    await refused(
      pngOf(grey(5, 3), new Uint8Array(19)),
      `${PNG_DAMAGED}its image data (IDAT) holds more pixels than its header (IHDR) says`,
    );
  });

  test('a few kilobytes that inflate to 50 MB under a 100×100 header are refused as too many', async () => {
    const bomb = pngOf(grey(100, 100), new Uint8Array(50_000_000));
    expect(bomb.length).toBeLessThan(100_000);
    await refused(bomb, `${PNG_DAMAGED}its image data (IDAT) holds more pixels than its header (IHDR) says`);
  });

  test('a row with an unknown filter, and data that is not zlib at all', async () => {
    const rows = new Uint8Array(18);
    rows[6] = 5; // the second row's filter type: there are five, 0 to 4
    await refused(pngOf(grey(5, 3), rows), `${PNG_DAMAGED}a row of its image data (IDAT) has an unknown filter`);
    const image = png(4, 4);
    image.fill(0x41, 41, 47); // inside the IDAT's compressed bytes (its checksum made anew below)
    const idat = image.subarray(33, -12);
    const fixed = pngChunk('IDAT', idat.subarray(8, -4));
    await refused(
      new Uint8Array([...image.subarray(0, 33), ...fixed, ...image.subarray(-12)]),
      `${PNG_DAMAGED}its image data (IDAT) is corrupt`,
    );
  });

  test('an impossible header, and a palette image without its palette', async () => {
    const impossible = `${PNG_DAMAGED}its header (IHDR) names an impossible bit depth, colour type or method`;
    await refused(pngOf({ width: 2, height: 2, depth: 3, colour: 0 }, new Uint8Array(6)), impossible);
    await refused(pngOf({ width: 2, height: 2, depth: 16, colour: 3 }, new Uint8Array(10)), impossible);
    await refused(pngOf(grey(2, 2, 2), new Uint8Array(6)), impossible);
    await refused(
      pngOf({ width: 3, height: 1, depth: 4, colour: 3 }, new Uint8Array(3)),
      `${PNG_DAMAGED}its palette (PLTE) is missing or malformed`,
    );
  });
});
