// POST /api/media and GET /media/<sha256>.<ext> through the real app on a real SQLite file: real images of each format
// go in and come back byte for byte; everything else is refused with nothing stored; the served files cache forever.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createHash, randomBytes } from 'node:crypto';
import { media } from '../../../db/schema';
import { IMAGE_TYPES } from '../../contract';
import { expectError, startSiteWithoutImages, type TestSite } from '../../testing/harness';
import { FIXTURES, fixture, png, pngOfSize } from './fixtures/images';

const MiB = 1024 * 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const ascii = (text: string) => new TextEncoder().encode(text);
const EXTENSIONS = Object.values(IMAGE_TYPES);

type Answer = { status: number; headers: Headers; body: Uint8Array; json: any };
async function answer(response: Response): Promise<Answer> {
  const body = new Uint8Array(await response.arrayBuffer());
  let json: any;
  try {
    json = JSON.parse(new TextDecoder().decode(body));
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, body, json };
}
const upload = (site: TestSite, bytes: Uint8Array<ArrayBuffer>, type: string, headers: Record<string, string> = {}) =>
  site.app
    .handle(new Request('http://localhost/api/media', { method: 'POST', body: bytes, headers: { 'content-type': type, ...headers } }))
    .then(answer);
const fetchPath = (site: TestSite, path: string, headers: Record<string, string> = {}, method = 'GET') =>
  site.app.handle(new Request(`http://localhost${path}`, { method, headers })).then(answer);
const storedRows = (site: TestSite) => site.db.select({ sha256: media.sha256, type: media.type }).from(media).all();

describe('a signed-in administrator uploads', () => {
  let site: TestSite;
  let cookie: string;
  beforeAll(async () => {
    site = await startSiteWithoutImages();
    cookie = site.session();
  });
  afterAll(() => site.close());

  test.each(FIXTURES)(
    '%s: stored as %s %i×%i and served back byte for byte, typed, nosniff and immutable',
    async (name, type, width, height) => {
      const bytes = fixture(name);
      const sent = await upload(site, bytes, type, { cookie });
      const path = `/media/${sha256(bytes)}.${IMAGE_TYPES[type]}`;
      expect({ status: sent.status, json: sent.json }).toEqual({
        status: 201,
        json: { path, type, width, height, bytes: bytes.length, name: null },
      });

      const served = await fetchPath(site, path);
      expect(served.status).toBe(200);
      expect(sha256(served.body)).toBe(sha256(bytes));
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('content-length')).toBe(String(bytes.length));
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(served.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(served.headers.get('etag')).toBe(`"${sha256(bytes)}"`);

      const head = await fetchPath(site, path, {}, 'HEAD');
      expect({ status: head.status, size: head.body.length, type: head.headers.get('content-type') }).toEqual({
        status: 200,
        size: 0,
        type,
      });
    },
  );

  test('the same file twice is stored once: 201, then 200 with the same answer, and one row', async () => {
    const image = png(5, 3, 0x42);
    const first = await upload(site, image, 'image/png', { cookie });
    const second = await upload(site, image, 'image/png', { cookie });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.json).toEqual(first.json);
    expect(storedRows(site).filter((row) => row.sha256 === sha256(image))).toHaveLength(1);
  });

  test('the bytes decide, not the declared type: a PNG sent as image/jpeg is a PNG, and so is one sent as octet-stream', async () => {
    for (const [declared, shade] of [
      ['image/jpeg', 0x10],
      ['application/octet-stream', 0x20],
      ['image/avif', 0x30],
    ] as const) {
      const image = png(7, 9, shade);
      const sent = await upload(site, image, declared, { cookie });
      expect(sent.status).toBe(201);
      expect(sent.json).toEqual({
        path: `/media/${sha256(image)}.png`,
        type: 'image/png',
        width: 7,
        height: 9,
        bytes: image.length,
        name: null,
      });
      expect((await fetchPath(site, sent.json.path)).headers.get('content-type')).toBe('image/png');
      // Under the declared type's extension there is nothing: one URL per image.
      expect((await fetchPath(site, `/media/${sha256(image)}.jpg`)).status).toBe(404);
    }
  });

  test('a browser that holds the image gets 304 without the bytes; another ETag gets the bytes', async () => {
    const bytes = fixture('photo.jpg');
    const path = `/media/${sha256(bytes)}.jpg`;
    for (const tag of [`"${sha256(bytes)}"`, `W/"${sha256(bytes)}"`, `"x", "${sha256(bytes)}"`]) {
      const cached = await fetchPath(site, path, { 'if-none-match': tag });
      expect({ status: cached.status, size: cached.body.length, etag: cached.headers.get('etag') }).toEqual({
        status: 304,
        size: 0,
        etag: `"${sha256(bytes)}"`,
      });
    }
    const other = await fetchPath(site, path, { 'if-none-match': `"${sha256(ascii('other'))}"` });
    expect({ status: other.status, same: sha256(other.body) === sha256(bytes) }).toEqual({ status: 200, same: true });
  });

  test('any other name under /media/ is a JSON 404, never a page (and never a page render to cache)', async () => {
    const stored = sha256(fixture('photo.png'));
    const rendersBefore = site.deps.cache.renders;
    const names = [
      `/media/${'0'.repeat(64)}.png`,
      ...EXTENSIONS.filter((ext) => ext !== 'png').map((ext) => `/media/${stored}.${ext}`),
      `/media/${stored}.PNG`,
      `/media/${stored.toUpperCase()}.png`,
      `/media/${stored}.gif`,
      `/media/${stored}`,
      `/media/${stored.slice(1)}.png`,
      `/media/${stored}.png/x`,
      `/media/${stored}.png.html`,
      '/media/',
      '/media/..%2f..%2fsite.db',
      '/media/%2e%2e%2fpackage.json',
    ];
    for (const name of names) {
      const res = await fetchPath(site, name);
      expectError(res, 404, 'not_found', { exact: true });
      expect({ name, type: res.headers.get('content-type') }).toEqual({ name, type: expect.stringContaining('application/json') });
    }
    expect(site.deps.cache.renders).toBe(rendersBefore);
    // A path that only looks like one under /media/: the URL resolves it elsewhere, where nothing is either.
    expect((await fetchPath(site, '/media/../x')).status).toBe(404);
    expect((await fetchPath(site, `/media/${stored}.png`)).status).toBe(200);
  });
});

describe('refused uploads store nothing', () => {
  let site: TestSite;
  let cookie: string;
  beforeAll(async () => {
    site = await startSiteWithoutImages();
    cookie = site.session();
  });
  afterAll(() => site.close());

  const svg = ascii('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
  const html = ascii('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
  const elf = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(56).fill(0), ...randomBytes(500)]);
  const gif = new Uint8Array([...ascii('GIF89a'), 1, 0, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3b]);
  const refusals: [string, Uint8Array<ArrayBuffer>, string, number, string][] = [
    ['an SVG declared as SVG', svg, 'image/svg+xml', 415, 'unsupported_media_type'],
    ['an SVG declared as PNG', svg, 'image/png', 415, 'unsupported_media_type'],
    ['an HTML page declared as PNG', html, 'image/png', 415, 'unsupported_media_type'],
    ['an ELF executable declared as PNG', elf, 'image/png', 415, 'unsupported_media_type'],
    ['an ELF executable declared as octet-stream', elf, 'application/octet-stream', 415, 'unsupported_media_type'],
    ['a GIF declared as GIF', gif, 'image/gif', 415, 'unsupported_media_type'],
    ['a GIF declared as WebP', gif, 'image/webp', 415, 'unsupported_media_type'],
    ['an empty body', new Uint8Array(), 'image/png', 415, 'unsupported_media_type'],
    ...FIXTURES.map(([name, type]): [string, Uint8Array<ArrayBuffer>, string, number, string] => {
      const bytes = fixture(name);
      return [`${name} cut in half`, bytes.slice(0, bytes.length >> 1), type, 422, 'validation_failed'];
    }),
    ['a PNG 10,001 pixels wide', png(10_001, 1), 'image/png', 422, 'validation_failed'],
    ['a PNG of no pixels', png(0, 0), 'image/png', 422, 'validation_failed'],
  ];

  test.each(refusals)('%s: %#', async (_, bytes, type, status, code) => {
    const res = await upload(site, bytes, type, { cookie });
    expectError(res, status, code);
    const text = new TextDecoder().decode(res.body);
    expect(text).not.toContain('alert');
    // A type the route does not list is refused before the body is read, naming the types it takes; a listed one is
    // read and judged by its bytes.
    const listed = type !== 'image/svg+xml' && type !== 'image/gif';
    const taken = listed
      ? 'Send a JPEG, PNG, WebP or AVIF image'
      : 'Send the body as one of: image/jpeg, image/png, image/webp, image/avif, application/octet-stream';
    if (status === 415) expect(res.json.error.message).toBe(taken);
    if (status === 422) expect(res.json.error.issues).toEqual([{ path: 'file', message: expect.stringMatching(/damaged|pixels/) }]);
    expect(storedRows(site)).toEqual([]);
    for (const ext of EXTENSIONS) expect((await fetchPath(site, `/media/${sha256(bytes)}.${ext}`)).status).toBe(404);
  });

  test('without a session, or with a made-up one, an image is refused 401 and not stored', async () => {
    const image = fixture('photo.png');
    for (const headers of [{}, { cookie: 'session=made-up-token' }] as Record<string, string>[])
      expectError(await upload(site, image, 'image/png', headers), 401, 'unauthorized');
    expect(storedRows(site)).toEqual([]);
  });

  test('an anonymous upload is refused at once, without waiting for its body (which here never ends)', async () => {
    const endless = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(png(2, 2)) });
    const request = new Request('http://localhost/api/media', {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    const res = await answer(await site.app.handle(request));
    expectError(res, 401, 'unauthorized');
    expect(storedRows(site)).toEqual([]);
  }, 2000);

  test('an upload from another site is refused 403 and not stored', async () => {
    const res = await upload(site, fixture('photo.png'), 'image/png', { cookie, origin: 'https://evil.example' });
    expectError(res, 403, 'forbidden');
    expect(storedRows(site)).toEqual([]);
  });
});

test('with UPLOAD_LIMIT_MB=1 an image of exactly 1 MiB is taken, one byte more is 413 and not stored', async () => {
  const site = await startSiteWithoutImages({ UPLOAD_LIMIT_MB: '1' });
  try {
    const cookie = site.session();
    const exact = pngOfSize(MiB);
    const over = pngOfSize(MiB + 1);
    expect([exact.length, over.length]).toEqual([MiB, MiB + 1]);
    const tooLarge = await upload(site, over, 'image/png', { cookie });
    expectError(tooLarge, 413, 'payload_too_large');
    expect(tooLarge.json.error.message).toContain('1 MiB');
    // Streamed, with no Content-Length to refuse it early, it is still cut off.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < over.length; at += 64 * 1024) controller.enqueue(over.slice(at, at + 64 * 1024));
        controller.close();
      },
    });
    const streamed = new Request('http://localhost/api/media', {
      method: 'POST',
      headers: { 'content-type': 'image/png', cookie },
      body,
      duplex: 'half',
    } as RequestInit);
    expectError(await answer(await site.app.handle(streamed)), 413, 'payload_too_large');
    expect(storedRows(site)).toEqual([]);
    const taken = await upload(site, exact, 'image/png', { cookie });
    expect({ status: taken.status, bytes: taken.json.bytes }).toEqual({ status: 201, bytes: MiB });
    expect(storedRows(site)).toEqual([{ sha256: sha256(exact), type: 'image/png' }]);
  } finally {
    site.close();
  }
});
