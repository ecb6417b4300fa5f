// What a browser cache, a CDN or a returning visitor notices: an admin edit shows on the very next request, ETags
// and 304s on HTML and public JSON, immutable precompressed assets, and one shared 404 page for every unknown path.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { LIST_TABLES } from '../../db/schema';
import { en } from '../../web/i18n/en';
import type { PricingPlan } from '../contract';
import { startTestSite, type TestSite } from '../testing/harness';
import { STABLE_PATHS } from './web-assets';

const servicesTable = LIST_TABLES.services;

let site: TestSite;
let admin: string;
beforeAll(async () => {
  site = await startTestSite();
  admin = site.session();
});
afterAll(() => site.close());

const get = (path: string, headers: Record<string, string> = {}, cookie?: string) => site.call('GET', path, { headers, cookie });
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
const editContent = (section: string, key: string, enValue: string, zhValue?: string) =>
  site.call('POST', '/api/content', { cookie: admin, body: { section, key, enValue, ...(zhValue ? { zhValue } : {}) } });
/** The raw bytes and headers, as a client that decodes nothing would see them. */
async function raw(path: string, headers: Record<string, string> = {}) {
  const response = await site.app.handle(new Request(`http://localhost${path}`, { headers }));
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('an admin edit is visible on the very next request', () => {
  test('home hero title: GET / twice (cached), edit, GET / shows the new H1 in both languages', async () => {
    const before = (await get('/')).text;
    expect((await get('/')).text).toBe(before);
    expect((await editContent('home', 'hero.title', 'Software That Fits, Edited', '合身的軟體（已編輯）')).status).toBe(200);
    expect(h1((await get('/')).text)).toBe('Software That Fits, Edited');
    expect(h1((await get('/?lang=zh')).text)).toBe('合身的軟體（已編輯）');
    expect(h1((await get('/', {}, 'lang=zh; theme=dark')).text)).toBe('合身的軟體（已編輯）');
  });

  test('a pricing PUT shows on /pricing at once, in the HTML and in the state it hydrates from', async () => {
    expect((await get('/pricing')).text).not.toContain('$19.99');
    expect((await site.call('PUT', '/api/pricing-plans/basic', { cookie: admin, body: { monthlyPrice: 19.99 } })).status).toBe(200);
    const html = (await get('/pricing')).text;
    expect(html).toMatch(/<span[^>]*>US\$19\.99<\/span>/);
    const state = JSON.parse(/<script id="page-state" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!);
    const listed = state.queries.queries.find((q: { queryKey: string[] }) => q.queryKey[0] === 'pricing-plans').state.data as PricingPlan[];
    expect(listed.find((p) => p.id === 'basic-monthly')!.price).toBe('$19.99');
  });

  test('a contactPhone setting shows on /contact at once', async () => {
    await get('/contact');
    expect(
      (await site.call('POST', '/api/settings', { cookie: admin, body: { key: 'contactPhone', value: '+886 2 8765 4321' } })).status,
    ).toBe(200);
    const html = (await get('/contact')).text;
    expect(html).toContain('+886 2 8765 4321');
    expect(html).not.toContain(en.contact.fallback.phone);
  });

  test('a refused edit (no session) changes nothing, not even the ETag', async () => {
    const before = await get('/');
    expect((await site.call('POST', '/api/content', { body: { section: 'home', key: 'hero.title', enValue: 'Sneaky' } })).status).toBe(401);
    const after = await get('/');
    expect(after.text).toBe(before.text);
    expect(after.headers.get('etag')).toBe(before.headers.get('etag'));
  });
});

describe('ETag and 304', () => {
  test('GET /: HTML with an ETag, a shared cache time, its keys, Vary: Cookie; If-None-Match gets an empty 304; an edit changes the ETag', async () => {
    const first = await get('/');
    expect(first.status).toBe(200);
    // Browsers revalidate each time; a shared cache (CDN, Varnish) may keep it 10 s by default (decision 0070).
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10');
    expect(first.headers.get('vary')?.toLowerCase()).toContain('cookie');
    // Named by what it shows, so a purge of the home texts or the contact details reaches it.
    expect(first.headers.get('surrogate-key')?.split(' ')).toEqual(
      expect.arrayContaining(['site', '/api/content/home', '/api/settings/contact-info']),
    );
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    for (const inm of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await get('/', { 'if-none-match': inm });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
    }
    expect((await get('/', { 'if-none-match': '"something-else"' })).status).toBe(200);
    await editContent('home', 'hero.subtitle', 'A new subtitle for the ETag test');
    const changed = await get('/', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.text).toContain('A new subtitle for the ETag test');
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  test('each language has its own ETag (the English one never revalidates the Chinese page); the theme is not part of it', async () => {
    const english = (await get('/pricing')).headers.get('etag')!;
    const chinese = await get('/pricing?lang=zh', { 'if-none-match': english });
    expect(chinese.status).toBe(200);
    expect(chinese.headers.get('etag')).not.toBe(english);
    // One page for every theme: the head script paints the visitor's (decision 0070).
    expect((await get('/pricing', { 'if-none-match': english }, 'theme=dark')).status).toBe(304);
    expect((await get('/pricing', { 'if-none-match': english }, 'lang=zh')).status).toBe(200);
  });

  test('GET /api/content/home: ETag, 304, and a new ETag after the edit', async () => {
    const first = await get('/api/content/home');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10');
    expect(first.headers.get('surrogate-key')).toBe('site /api/content/home');
    const again = await get('/api/content/home', { 'if-none-match': etag });
    expect([again.status, again.text]).toEqual([304, '']);
    await editContent('home', 'cta.title', 'Edited call to action');
    const after = await get('/api/content/home', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.json.cta.title.en).toBe('Edited call to action');
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  test('GET /api/services: ETag and 304; the same bytes keep their ETag across an unrelated write; changed rows get a new one', async () => {
    const first = await get('/api/services');
    const etag = first.headers.get('etag')!;
    expect((await get('/api/services', { 'if-none-match': etag })).status).toBe(304);
    await editContent('services', 'hero.title', 'Unrelated edit');
    expect((await get('/api/services', { 'if-none-match': etag })).status).toBe(304);
    // Services have no admin endpoint: change a row in the database, then any write clears the cache.
    site.db.update(servicesTable).set({ titleEn: 'Renamed Service' }).where(eq(servicesTable.id, first.json[0].id)).run();
    await editContent('services', 'hero.title', 'Another edit');
    const after = await get('/api/services', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.json[0].titleEn).toBe('Renamed Service');
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((await get('/services')).text).toContain('Renamed Service');
  });

  test('a 404 page is never answered 304, even with its own ETag', async () => {
    const first = await get('/no-such-page-for-304');
    expect(first.status).toBe(404);
    expect((await get('/no-such-page-for-304', { 'if-none-match': first.headers.get('etag')! })).status).toBe(404);
  });
});

describe('hashed assets', () => {
  let assets: string[];
  beforeAll(async () => {
    // The admin shell links every asset; rendered pages inline the stylesheet (see the next test).
    const html = (await get('/admin')).text;
    assets = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  });

  test('a rendered page carries its stylesheet inline (one round trip less on a slow link): rules of the CSS the shell links', async () => {
    const page = (await get('/pricing')).text;
    expect(page).not.toMatch(/<link rel="stylesheet"/);
    const [font, css] = assets.filter((a) => a.endsWith('.css'));
    const text = async (path: string) => (await site.app.handle(new Request(`http://localhost${path}`))).text();
    // The font's faces whole, then only the rules the page uses (page-css.test.ts checks which); the state names the
    // whole sheet, linked once the app runs, and not the faces, which are not declared twice.
    const [faces, inlined] = [...page.matchAll(/<style>(.*?)<\/style>/gs)].map((m) => m[1]!);
    expect(faces).toBe(await text(font!));
    expect(inlined!.length).toBeGreaterThan(1000);
    expect(await text(css!)).toContain(inlined!.slice(0, 500));
    expect(page).toContain(`"stylesheets":["${css}"]`);
  });

  test('the HTML references at least one script and one stylesheet, all served', () => {
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    expect(assets.some((a) => a.endsWith('.css'))).toBe(true);
  });

  test('each: immutable for a year, Vary: Accept-Encoding, brotli/gzip/identity by Accept-Encoding, same bytes', async () => {
    for (const asset of assets) {
      const identity = await raw(asset);
      expect(identity.status).toBe(200);
      expect(identity.headers.get('content-encoding')).toBeNull();
      const body = identity.bytes;
      expect(body.length).toBeGreaterThan(0);
      const variants: [accept: string, encoding: string | null, decode: (b: Uint8Array) => Uint8Array][] = [
        ['br', 'br', (b) => brotliDecompressSync(b)],
        ['gzip, deflate, br, zstd', 'br', (b) => brotliDecompressSync(b)],
        ['gzip', 'gzip', (b) => gunzipSync(b)],
        ['gzip, deflate', 'gzip', (b) => gunzipSync(b)],
        ['deflate', null, (b) => b],
        ['identity', null, (b) => b],
      ];
      // A copy no smaller than the file (a chunk of a few dozen bytes) is not sent: the file goes as it is.
      const worth = { br: brotliCompressSync(body).length < body.length, gzip: gzipSync(body).length < body.length };
      for (const [accept, wanted, decode] of variants) {
        const encoding =
          wanted && worth[wanted as 'br' | 'gzip'] ? wanted : wanted === 'br' && worth.gzip && accept.includes('gzip') ? 'gzip' : null;
        const res = await raw(asset, { 'accept-encoding': accept });
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(res.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
        expect(res.headers.get('content-type')).toMatch(asset.endsWith('.js') ? /javascript/ : /text\/css/);
        expect(res.headers.get('content-encoding')).toBe(encoding);
        const decoded = encoding === wanted ? decode(res.bytes) : encoding === 'gzip' ? gunzipSync(res.bytes) : res.bytes;
        expect(Buffer.from(decoded).equals(Buffer.from(body))).toBe(true);
        if (encoding) expect(res.bytes.length).toBeLessThan(body.length);
      }
    }
  });

  test('an encoding refused with q=0 is not sent (RFC 9110 §12.5.3)', async () => {
    const asset = assets.find((a) => a.endsWith('.js'))!;
    expect((await raw(asset, { 'accept-encoding': 'gzip, br;q=0' })).headers.get('content-encoding')).toBe('gzip');
    expect((await raw(asset, { 'accept-encoding': 'br;q=0, gzip;q=0' })).headers.get('content-encoding')).toBeNull();
  });

  test('every hashed file the build produced has the immutable cache-control; the icons and manifest, unhashed, a day', async () => {
    for (const path of site.deps.web.files.keys()) {
      const res = await raw(path, { 'accept-encoding': 'br' });
      const cache = STABLE_PATHS.has(path) ? 'public, max-age=86400' : 'public, max-age=31536000, immutable';
      expect([path, res.status, res.headers.get('cache-control')]).toEqual([path, 200, cache]);
    }
  });
});

describe('one shared 404 page', () => {
  test('300 different unknown paths: all 404 "Page Not Found" with one and the same ETag', async () => {
    const etags = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const res = await get(`/missing/${i}-${crypto.randomUUID()}`);
      expect(res.status).toBe(404);
      expect(h1(res.text)).toBe(en.notFound.title);
      etags.add(res.headers.get('etag')!);
    }
    expect(etags.size).toBe(1);
  });

  test('the shared 404 does not carry the path of whoever asked first', async () => {
    const fresh = await startTestSite();
    try {
      await fresh.call('GET', '/first-visitor-secret-token-abc123');
      const later = await fresh.call('GET', '/another-missing-page');
      expect(later.status).toBe(404);
      const leaked = later.text.split('\n').filter((line) => line.includes('first-visitor-secret-token-abc123'));
      expect(leaked.map((line) => /<meta property="og:url" content="[^"]*">/.exec(line)?.[0] ?? line.slice(0, 200))).toEqual([]);
    } finally {
      fresh.close();
    }
  });

  // The router matches a page's path loosely (any case, a trailing slash) while the server treats those paths as
  // unknown: whatever renders for them is a 404, and it must not become the 404 page everyone else gets.
  for (const odd of ['/Services', '/pricing/', '/CONTACT']) {
    test(`${odd} first, then an unknown path: the shared 404 still shows "Page Not Found", not a public page`, async () => {
      const fresh = await startTestSite();
      try {
        const first = await fresh.call('GET', odd);
        // Sent to the page's one URL on this site: a 301 naming it, not a page rendered under another name.
        expect([first.status, first.headers.get('location')]).toEqual([301, odd.toLowerCase().replace(/\/$/, '')]);
        const later = await fresh.call('GET', '/definitely-not-a-page');
        expect([later.status, h1(later.text)]).toEqual([404, en.notFound.title]);
      } finally {
        fresh.close();
      }
    });
  }
});

describe('compressed pages', () => {
  test('a page is sent brotli- or gzip-compressed as accepted, each encoding with its own ETag and 304', async () => {
    const plain = await site.app.handle(new Request('http://localhost/pricing'));
    const text = await plain.text();
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await site.app.handle(new Request('http://localhost/pricing', { headers: { 'accept-encoding': encoding } }));
      expect(res.headers.get('content-encoding')).toBe(encoding);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(bytes.length).toBeLessThan(text.length / 3);
      expect(decode(bytes).toString()).toBe(text);
      const etag = res.headers.get('etag')!;
      expect(etag).not.toBe(plain.headers.get('etag'));
      const again = await site.app.handle(
        new Request('http://localhost/pricing', { headers: { 'accept-encoding': encoding, 'if-none-match': etag } }),
      );
      expect(again.status).toBe(304);
    }
  });
});
