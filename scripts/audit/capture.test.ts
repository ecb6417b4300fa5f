// The audit's capture: which of the browser's requests are the page's, and what the site answered them, kept as sent.
import { afterAll, expect, test } from 'bun:test';
import { brotliCompressSync } from 'node:zlib';
import { BROWSER_ENCODINGS, capture, captureSummary, requestDifferences, sameOriginRequests } from './capture';

const script = 'console.log("chunk")';
const site = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  fetch(req) {
    const url = new URL(req.url);
    if (url.pathname === '/chunk.js') {
      const br = req.headers.get('accept-encoding') === BROWSER_ENCODINGS;
      return new Response(br ? brotliCompressSync(script) : script, {
        headers: {
          'content-type': 'text/javascript;charset=utf-8',
          'cache-control': 'max-age=31536000',
          ...(br ? { 'content-encoding': 'br' } : {}),
        },
      });
    }
    if (url.pathname === '/' && url.search === '?lang=zh')
      return new Response('<p>中文</p>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
    if (url.pathname === '/old') return Response.redirect('/?lang=zh', 301);
    return new Response('no', { status: 404 }); // a GET of the beacon's address
  },
});
afterAll(() => site.stop(true));
const origin = `http://127.0.0.1:${site.port}`;

test("the page's requests are its origin's, once per path and query, without fragment, in the browser's order", () => {
  const requests = [
    { url: `${origin}/?lang=zh`, statusCode: 200 },
    { url: 'data:image/svg+xml;utf8,%3Csvg%3E', statusCode: 200 },
    { url: `${origin}/chunk.js`, statusCode: 200 },
    { url: 'http://127.0.0.2:1/elsewhere.js', statusCode: 200 },
    { url: `${origin}/?lang=zh#main`, statusCode: 200 },
    { url: `${origin}/?lang=en`, statusCode: 200 },
    { url: `${origin}/api/hits`, statusCode: 204 },
  ];
  expect(sameOriginRequests(requests, origin)).toEqual([
    { uri: '/?lang=zh', status: 200 },
    { uri: '/chunk.js', status: 200 },
    { uri: '/?lang=en', status: 200 },
    { uri: '/api/hits', status: 204 },
  ]);
});

test('a response is kept as the site sent it to Chromium: compressed bytes, content type, headers', async () => {
  const [chunk, page] = await capture(
    origin,
    [
      { uri: '/chunk.js', status: 200 },
      { uri: '/?lang=zh', status: 200 },
    ],
    'Mozilla/5.0 (test)',
  );
  expect(chunk!.uri).toBe('/chunk.js');
  expect(chunk!.body).toEqual(new Uint8Array(brotliCompressSync(script)));
  expect(chunk!.type).toBe('text/javascript;charset=utf-8');
  expect(chunk!.headers).toContainEqual(['content-encoding', 'br']);
  expect(chunk!.headers).toContainEqual(['cache-control', 'max-age=31536000']);
  expect(chunk!.headers.map(([name]) => name)).not.toContain('content-length');
  expect(new TextDecoder().decode(page!.body!)).toBe('<p>中文</p>');
  expect(page!.type).toBe('text/html; charset=utf-8');
});

test('what a GET does not bring back as the browser got it is kept as its status alone; a redirect with its Location', async () => {
  const [beacon, moved] = await capture(
    origin,
    [
      { uri: '/api/hits', status: 204 },
      { uri: '/old', status: 301 },
    ],
    undefined,
  );
  expect(beacon).toEqual({ uri: '/api/hits', status: 204, body: null, type: '', headers: [] });
  expect(moved!.body).toBeNull();
  expect(moved!.status).toBe(301);
  expect(moved!.location).toBe('/?lang=zh');
  expect(captureSummary([beacon!, moved!])).toBe('0 responses, 0.0 KB as sent (); status only: /api/hits 204, /old 301');
});

test('the summary counts responses by encoding', () => {
  const body = new Uint8Array(1024);
  const summary = captureSummary([
    { uri: '/a.js', status: 200, body, type: 'text/javascript', headers: [['content-encoding', 'br']] },
    { uri: '/b.js', status: 200, body, type: 'text/javascript', headers: [['content-encoding', 'br']] },
    { uri: '/font.woff2', status: 200, body, type: 'font/woff2', headers: [] },
  ]);
  expect(summary).toBe('3 responses, 3.0 KB as sent (br 2, identity 1)');
});

test("the nginx run's requests are compared with the site run's by path and query", () => {
  const site = [
    { uri: '/?lang=en', status: 200 },
    { uri: '/a.js', status: 200 },
    { uri: '/lazy.js', status: 200 },
  ];
  const nginx = [
    { uri: '/?lang=en', status: 200 },
    { uri: '/a.js', status: 404 },
    { uri: '/other.js', status: 404 },
  ];
  expect(requestDifferences(site, nginx)).toEqual([
    '/a.js 404 (site 200)',
    '/other.js 404 (not asked of the site)',
    '/lazy.js not asked of nginx',
  ]);
  expect(requestDifferences(site, site)).toEqual([]);
});
