// The fast lane answers repeated public reads and pages from memory before any other hook. Whatever it skips, a
// visitor must not notice: every header, the ETag and 304, an edit showing at once, one log line per request, other
// hosts and cross-site writes refused. Each test warms the cache first, then checks the answers that come from it.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expectError, startTestSite, type TestSite } from '../testing/harness';
import { logLine } from './request-log';
import { CONTENT_SECURITY_POLICY, pagePolicy } from './security-headers';

const READS = [
  '/api/services',
  '/api/case-studies',
  '/api/company-values',
  '/api/pricing-plans',
  '/api/content/home',
  '/api/settings/contact-info',
];
const PAGES = ['/', '/services', '/pricing', '/contact', '/no-such-page'];

let site: TestSite;
let admin: string;
beforeAll(async () => {
  site = await startTestSite();
  admin = site.session();
});
afterAll(() => site.close());

/** The raw answer (bytes undecoded) and whether the fast lane sent it. */
async function send(path: string, init: RequestInit = {}) {
  const before = site.deps.cache.fastAnswers;
  const response = await site.app.handle(new Request(`http://localhost${path}`, init));
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, fast: site.deps.cache.fastAnswers > before };
}
const headerList = (headers: Headers) => [...headers].filter(([name]) => name !== 'date').sort();

describe('a cached answer is the very answer the app gave', () => {
  test('public reads: same status, bytes and headers (security headers, cache time, keys, ETag) as the first answer', async () => {
    for (const path of READS) {
      const first = await send(path);
      const again = await send(path);
      expect([path, first.fast, again.fast]).toEqual([path, false, true]);
      expect(again.status).toBe(200);
      expect(again.bytes).toEqual(first.bytes);
      expect(headerList(again.headers)).toEqual(headerList(first.headers));
      expect(again.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(again.headers.get('x-frame-options')).toBe('DENY');
      expect(again.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10');
      expect(again.headers.get('surrogate-key')).toBe(`site ${path}`);
      expect(again.headers.get('etag')).toMatch(/^"[a-z0-9]+"$/);
    }
  });

  // An unknown path is never remembered (there is no end of them): its 404 page comes from the router's own cache.
  test('pages in both languages and themes, plain, brotli and gzip, and the shared 404 page (through the router)', async () => {
    for (const path of PAGES)
      for (const [cookie, encoding] of [
        ['', 'identity'],
        ['lang=zh; theme=dark', 'br'],
        ['theme=light', 'gzip'],
      ] as const) {
        const init = { headers: { cookie, 'accept-encoding': encoding } };
        const first = await send(path, init);
        const again = await send(path, init);
        const unknown = path === '/no-such-page';
        expect([path, encoding, again.fast, again.status]).toEqual([path, encoding, !unknown, unknown ? 404 : 200]);
        expect(again.bytes).toEqual(first.bytes);
        expect(headerList(again.headers)).toEqual(headerList(first.headers));
        const html = new TextDecoder().decode(
          encoding === 'br' ? brotliDecompressSync(again.bytes) : encoding === 'gzip' ? gunzipSync(again.bytes) : again.bytes,
        );
        expect(html).toContain(cookie.includes('zh') ? '<html lang="zh-Hant' : '<html lang="en"');
        // The page's own policy: the site's, with the hashes of what it inlines, the font's faces and the first-paint rules
        // (decision 0078).
        expect(again.headers.get('content-security-policy')).toBe(
          pagePolicy([...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!)),
        );
        expect(again.headers.get('vary')).toBe('cookie, accept-encoding');
      }
  });

  test('scripts and styles in each encoding: same bytes and headers (immutable, security headers) as the first answer', async () => {
    const assets = [...site.deps.web.files.keys()].filter((path) => /\.(js|css)$/.test(path));
    expect(assets.length).toBeGreaterThan(2);
    for (const path of assets)
      for (const encoding of ['br', 'gzip', 'identity']) {
        const init = { headers: { 'accept-encoding': encoding } };
        const first = await send(path, init);
        const again = await send(path, init);
        expect([path, encoding, again.fast, again.status]).toEqual([path, encoding, true, 200]);
        expect(again.bytes).toEqual(first.bytes);
        expect(headerList(again.headers)).toEqual(headerList(first.headers));
        expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(again.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      }
  });

  test('HSTS only over HTTPS as a trusted proxy reports it, on cached answers too', async () => {
    const proxied = await startTestSite({ TRUST_PROXY: 'true' });
    try {
      for (const path of ['/api/services', '/pricing']) {
        const over = (proto: string) =>
          proxied.app.handle(new Request(`http://localhost${path}`, { headers: { 'x-forwarded-proto': proto } }));
        await over('https');
        await over('http'); // a page names its own address: one render per scheme
        const before = proxied.deps.cache.fastAnswers;
        expect((await over('https')).headers.get('strict-transport-security')).toBe('max-age=63072000');
        expect((await over('http')).headers.get('strict-transport-security')).toBeNull();
        expect(proxied.deps.cache.fastAnswers - before).toBe(2);
      }
    } finally {
      proxied.close();
    }
  });
});

describe('ETag and 304 from the cache', () => {
  test('a client holding the body gets an empty 304 with the same ETag and security headers; a stale tag gets the body', async () => {
    for (const [path, encoding] of [
      ['/api/services', 'identity'],
      ['/services', 'identity'],
      ['/services', 'br'],
      ['/services', 'gzip'],
    ] as const) {
      const full = await send(path, { headers: { 'accept-encoding': encoding } });
      const etag = full.headers.get('etag')!;
      for (const held of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const cached = await send(path, { headers: { 'accept-encoding': encoding, 'if-none-match': held } });
        expect([path, encoding, held, cached.status, cached.bytes.length, cached.fast]).toEqual([path, encoding, held, 304, 0, true]);
        expect(cached.headers.get('etag')).toBe(etag);
        expect(cached.headers.get('x-content-type-options')).toBe('nosniff');
      }
      const stale = await send(path, { headers: { 'accept-encoding': encoding, 'if-none-match': '"stale"' } });
      expect([stale.status, stale.bytes]).toEqual([200, full.bytes]);
    }
    // Each encoding of a page has its own tag.
    const tags = await Promise.all(
      ['identity', 'br', 'gzip'].map(async (e) => (await send('/', { headers: { 'accept-encoding': e } })).headers.get('etag')),
    );
    expect(new Set(tags).size).toBe(3);
  });

  test('the 404 page is never answered 304', async () => {
    const etag = (await send('/no-such-page')).headers.get('etag')!;
    expect((await send('/no-such-page', { headers: { 'if-none-match': etag } })).status).toBe(404);
  });
});

describe('an edit clears what the fast lane holds', () => {
  test('renaming a service shows in the JSON and on the page, in both languages, on the very next request', async () => {
    const [service] = JSON.parse(new TextDecoder().decode((await send('/api/services')).bytes));
    for (const path of ['/api/services', '/services', '/services?lang=zh']) {
      await send(path);
      expect((await send(path)).fast).toBe(true);
    }
    const renamed = { ...service, titleEn: 'Renamed While Cached', titleZh: '快取中改名' };
    delete renamed.id;
    const saved = await site.call('PUT', `/api/services/${service.id}`, { cookie: admin, body: renamed });
    expect(saved.status).toBe(200);
    const text = async (path: string) => new TextDecoder().decode((await send(path)).bytes);
    expect(await text('/api/services')).toContain('Renamed While Cached');
    expect(await text('/services')).toContain('Renamed While Cached');
    expect(await text('/services?lang=zh')).toContain('快取中改名');
    // And the new answers are cached in their turn.
    expect((await send('/services?lang=zh')).fast).toBe(true);
  });
});

describe('journal and story pages: repeated only where the router found them', () => {
  const articles = ['/blog', '/blog/the-spreadsheet-that-ran-a-factory', '/blog/tag/manufacturing', '/blog/tag/製造業', '/work'];
  const stories = ['/work/kestrel-precision-scheduling', '/work/jadeport-foods-assistant'];
  test("every journal and story page in both languages, themes and encodings: the app's first answer, byte for byte", async () => {
    for (const path of [...articles, ...stories])
      for (const [cookie, encoding] of [
        ['', 'identity'],
        ['lang=zh; theme=dark', 'br'],
        ['lang=en; theme=light', 'gzip'],
      ] as const) {
        const init = { headers: { cookie, 'accept-encoding': encoding } };
        const first = await send(encodeURI(path), init);
        const again = await send(encodeURI(path), init);
        // A tag's address word is both languages' (decision 0100): manufacturing is a page in each; 製造業 is its
        // Chinese name, not a word of any article: a 404 in both.
        const status = path.endsWith('製造業') ? 404 : 200;
        expect([path, encoding, first.status, again.status, again.fast]).toEqual([path, encoding, status, status, status === 200]);
        expect(again.bytes).toEqual(first.bytes);
        expect(headerList(again.headers)).toEqual(headerList(first.headers));
      }
  });

  test("taken down in English: the next English request is the router's 404, the Chinese page still repeated", async () => {
    const path = '/work/jadeport-foods-assistant';
    const en = { headers: { cookie: 'lang=en' } };
    const zh = { headers: { cookie: 'lang=zh' } };
    for (const init of [en, zh]) {
      await send(path, init);
      expect((await send(path, init)).fast).toBe(true);
    }
    const [piece] = (await site.call('GET', '/api/admin/pieces/work', { cookie: admin })).json.filter(
      (p: { slug: string }) => p.slug === 'jadeport-foods-assistant',
    );
    expect(
      (await site.call('PUT', `/api/admin/pieces/work/${piece.id}/en/state`, { cookie: admin, body: { state: 'unpublished' } })).status,
    ).toBe(200);
    const gone = await send(path, en);
    expect([gone.status, gone.fast]).toEqual([404, false]);
    expect([(await send(path, en)).status, (await send(path, en)).fast]).toEqual([404, false]);
    await send(path, zh);
    const still = await send(path, zh);
    expect([still.status, still.fast]).toEqual([200, true]);
  });
});

describe('one log line per request', () => {
  test('cached answers are logged like any other: method, path without the query, status (304 included), client', async () => {
    await send('/api/pricing-plans');
    await send('/pricing?lang=zh');
    const etag = (await send('/api/pricing-plans')).headers.get('etag')!;
    await Bun.sleep(10); // the app writes its lines after the answer: let those of earlier requests arrive
    site.requests.length = 0;
    await send('/api/pricing-plans');
    await send('/pricing?lang=zh');
    await send('/api/pricing-plans', { headers: { 'if-none-match': etag } });
    await send('/api/pricing-plans?fresh=1'); // a query: the app answers, and logs it
    await Bun.sleep(10);
    const lines = site.requests.map((line) => JSON.parse(line));
    expect(lines.map((l) => [l.method, l.path, l.status])).toEqual([
      ['GET', '/api/pricing-plans', 200],
      ['GET', '/pricing', 200],
      ['GET', '/api/pricing-plans', 304],
      ['GET', '/api/pricing-plans', 200],
    ]);
    for (const l of lines) {
      expect(Object.keys(l).sort()).toEqual(['ip', 'method', 'ms', 'path', 'status', 'time']);
      expect(l.ip).toBe('unknown'); // app.handle: no socket (request-log.test.ts sends over one)
      expect(Math.abs(Date.parse(l.time) - Date.now())).toBeLessThan(5_000);
      expect(l.ms).toBeGreaterThanOrEqual(0);
    }
  });

  test('a log line is valid JSON whatever the path holds', () => {
    for (const path of ['/plain', '/quote"d', '/back\\slash', '/中文', '/tab\there', '/nul\u0000', '/%22x']) {
      const line = logLine('GET', path, 404, 1.26, '2001:db8::1');
      expect(JSON.parse(line)).toEqual({ time: expect.any(String), ip: '2001:db8::1', method: 'GET', path, status: 404, ms: 1.3 });
      expect(line).not.toContain('\n');
    }
  });
});

describe('what the fast lane must not answer', () => {
  test('a cross-site write is refused with a warm cache; a cross-site read of public data is served', async () => {
    await send('/api/services');
    const crossSite = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };
    expect((await send('/api/services', { headers: crossSite })).status).toBe(200);
    const write = await site.call('POST', '/api/contact-messages', {
      headers: crossSite,
      body: { name: 'Mallory', email: 'm@evil.example', message: 'From another site, twenty characters' },
    });
    expectError(write, 403, 'forbidden');
  });

  test('with PUBLIC_URL another host is refused with 421 even for what is cached', async () => {
    const pub = await startTestSite({ PUBLIC_URL: 'https://www.example.com' });
    try {
      for (const path of ['/api/services', '/']) {
        const own = () => pub.call('GET', path, { headers: { host: 'www.example.com' } });
        await own();
        expect((await own()).status).toBe(200);
        expectError(await pub.call('GET', path, { headers: { host: 'attacker.example' } }), 421, 'misdirected_request');
      }
    } finally {
      pub.close();
    }
  });

  test('a GET with a body goes through the body rules (413 over the limit), HEAD and queries through the app', async () => {
    await send('/api/services');
    const big = await send('/api/services', { headers: { 'content-length': String(10 * 1024 * 1024) } });
    expect([big.status, big.fast]).toEqual([413, false]);
    const head = await send('/api/services', { method: 'HEAD' });
    expect([head.status, head.bytes.length, head.headers.get('x-frame-options')]).toEqual([200, 0, 'DENY']);
    const query = await send('/api/services?lang=zh');
    expect([query.status, query.fast]).toEqual([200, false]);
    expect(query.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });
});
