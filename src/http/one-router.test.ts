// One router: the fast lane only repeats what the router answered. After warming every cache (every public read, each
// page, journal and story page and the shared 404 page in each language, theme and encoding, every script and style), every GET route the app
// registers (taken from the app itself) still answers itself: the same status, type and kind of body as a site where
// nothing is warm. /healthz after a 404 is the case that once broke: a monitor then saw the HTML 404 page.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { connect } from 'node:net';
import { PUBLIC_READS, SECTIONS } from '../contract';
import { startTestSite, type TestSite } from '../testing/harness';

const PAGES = ['/', '/services', '/pricing', '/contact', '/privacy'];
/** The journal's and the client stories' pages a new site has (a tag's word is both languages', decision 0100; 製造業 is a name, not a word: a 404). */
const PUBLISHED = [
  '/blog',
  '/blog/the-spreadsheet-that-ran-a-factory',
  '/blog/tag/manufacturing',
  encodeURI('/blog/tag/製造業'),
  '/work',
  '/work/kestrel-precision-scheduling',
];
const UNKNOWN = ['/no-such-page', '/typo-in-a-link', '/healthz-typo', '/media-x'];
/** Each way a visitor asks for a page: cookies, a `?lang=`, an encoding. */
const VARIANTS = [
  { query: '', cookie: '', encoding: 'identity' },
  { query: '', cookie: 'lang=zh; theme=dark', encoding: 'br' },
  { query: '', cookie: 'theme=dark', encoding: 'gzip' },
  { query: '?lang=zh', cookie: 'theme=light', encoding: 'br' },
  { query: '?lang=en', cookie: 'lang=zh', encoding: 'gzip, deflate, br' },
];
const EXAMPLE_PARAMS: Record<string, string> = {
  id: '1',
  section: 'home',
  key: 'contactEmail',
  name: 'site-2026-01-01T00-00-00-000Z-manual.db',
};
const SHA = 'a'.repeat(64);
/** Paths no route names exactly, under the folders of routes that are not pages: each has its own 404, never a page. */
const NOT_PAGES = [
  '/api/nope',
  '/api/services/extra/deep',
  `/media/${SHA}`,
  `/media/${SHA}.png/`,
  '/media/',
  '/healthz/x',
  '/robots.txt/x',
  '/sitemap.xml/more',
  '/og-image.png/x',
];

let cold: TestSite;
let warm: TestSite;
const cookies = new Map<TestSite, string>();
beforeAll(async () => {
  [cold, warm] = await Promise.all([startTestSite(), startTestSite()]);
  for (const site of [cold, warm]) cookies.set(site, site.session());
});
afterAll(() => {
  cold.close();
  warm.close();
});

async function warmEverything(site: TestSite) {
  const lists = [
    PUBLIC_READS.list('companyValues'),
    PUBLIC_READS.list('services'),
    PUBLIC_READS.list('caseStudies'),
    PUBLIC_READS.pricingPlans,
    PUBLIC_READS.contactInfo,
  ];
  const reads: string[] = [...SECTIONS.flatMap((s) => [PUBLIC_READS.content(s), PUBLIC_READS.snippet(s)]), ...lists];
  for (let round = 0; round < 2; round++) {
    for (const path of [...PAGES, ...PUBLISHED, ...UNKNOWN])
      for (const { query, cookie, encoding } of VARIANTS)
        await site.call('GET', path + query, { headers: { cookie, 'accept-encoding': encoding } });
    for (const path of site.deps.web.files.keys())
      for (const encoding of ['br', 'gzip', 'identity']) await site.call('GET', path, { headers: { 'accept-encoding': encoding } });
    for (const path of reads) await site.call('GET', path);
  }
  expect(site.deps.cache.fastAnswers).toBeGreaterThan(50);
}

/** What a client notices of an answer: status, media type, and the kind of body (error code, JSON keys, page heading). */
async function seen(site: TestSite, path: string, signedIn: boolean) {
  const res = await site.call('GET', path, { cookie: signedIn ? cookies.get(site) : undefined });
  const type = res.headers.get('content-type')?.split(';')[0] ?? '';
  let body: string;
  if (type === 'application/json') {
    const json = res.json;
    body = json?.error
      ? `error ${json.error.code}: ${json.error.message}`
      : Array.isArray(json)
        ? 'a list'
        : `keys ${Object.keys(json ?? {})
            .sort()
            .join(',')}`;
  } else if (type === 'text/html')
    body = `page: ${/<h1[^>]*>(.*?)<\/h1>/s.exec(res.text)?.[1]?.replace(/<[^>]+>/g, '') ?? /<title>(.*?)<\/title>/.exec(res.text)?.[1]}`;
  else body = `${res.text.length > 0 ? 'bytes' : 'empty'}`;
  return `${res.status} ${type} ${body}`;
}

const getRoutes = (site: TestSite) => [...new Set(site.app.routes.filter((r) => r.method === 'GET').map((r) => r.path))];
const example = (pattern: string) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => EXAMPLE_PARAMS[name] ?? '1').replace(/\*$/, 'zz-unknown');

describe('after warming every cache, every route answers itself', () => {
  beforeAll(() => warmEverything(warm));

  test('/healthz after a visitor’s typo (the 404 page cached): the health JSON, not the HTML 404', async () => {
    for (const path of UNKNOWN) await warm.call('GET', path);
    const res = await warm.call('GET', '/healthz');
    expect([res.status, res.headers.get('content-type'), res.json]).toEqual([200, 'application/json;charset=utf-8', { status: 'ok' }]);
  });

  test('every GET route the app registers, anonymous and signed in, answers as on a cold site', async () => {
    const routes = getRoutes(warm);
    expect(routes.length).toBeGreaterThan(25);
    expect(routes).toContain('/healthz');
    const differ: string[] = [];
    for (const pattern of routes)
      for (const signedIn of [false, true]) {
        const path = example(pattern);
        const [expected, got] = [await seen(cold, path, signedIn), await seen(warm, path, signedIn)];
        if (got !== expected) differ.push(`${path} (${signedIn ? 'admin' : 'anonymous'}): ${got}, a cold site: ${expected}`);
      }
    expect(differ).toEqual([]);
  });

  test('unknown paths under /api/, /media/ and every other route that is not a page: a JSON 404, never the page', async () => {
    for (const path of NOT_PAGES) {
      const res = await warm.call('GET', path);
      expect([path, res.status, res.headers.get('content-type'), res.json?.error?.code]).toEqual([
        path,
        404,
        'application/json;charset=utf-8',
        'not_found',
      ]);
    }
  });

  test('public pages, journal and story pages, and unknown paths still answer as pages in every variant', async () => {
    for (const path of [...PAGES, ...PUBLISHED, ...UNKNOWN])
      for (const { query, cookie } of VARIANTS) {
        const [expected, got] = [await seen(cold, path + query, false), await seen(warm, path + query, false)];
        expect(`${path + query} ${cookie}: ${got}`).toBe(`${path + query} ${cookie}: ${expected}`);
      }
  });
});

/** A request written to a real socket (a Request object cannot leave out its host), and the status line it got. */
const statusOverSocket = (port: number, request: string) =>
  new Promise<string>((resolve) => {
    let text = '';
    const socket = connect(port, '127.0.0.1', () => socket.end(request)).setTimeout(5000, () => socket.destroy());
    socket
      .on('data', (chunk: Buffer) => (text += chunk.toString()))
      .on('error', () => undefined)
      .on('close', () => resolve(text.split('\r\n', 1)[0]!));
  });

test('a request that names no readable host is 400: the router would have read a shifted path (`/xxxxxx/api/…` as `/api/…`)', async () => {
  const server = warm.app.listen({ port: 0, hostname: '127.0.0.1', development: false }).server!;
  try {
    const cookie = cookies.get(warm)!;
    for (const head of [
      `GET /xxxxxx/api/admin/audit HTTP/1.1\r\nHost: \r\nCookie: ${cookie}\r\n\r\n`,
      `GET /xxxxxx/api/admin/audit HTTP/1.1\r\nHost: a b\r\nCookie: ${cookie}\r\n\r\n`,
      'GET /api/services HTTP/1.1\r\nHost: \r\n\r\n', // remembered by the fast lane for the real host
      'GET /xxxxxxx/healthz HTTP/1.0\r\n\r\n',
      'POST /xxxxxx/api/media HTTP/1.1\r\nHost: \r\nContent-Type: image/png\r\nContent-Length: 4\r\n\r\nabcd',
    ])
      expect([head.split('\r\n', 1)[0], await statusOverSocket(server.port!, head)]).toEqual([
        head.split('\r\n', 1)[0],
        'HTTP/1.1 400 Bad Request',
      ]);
  } finally {
    await warm.app.stop(true);
  }
});
