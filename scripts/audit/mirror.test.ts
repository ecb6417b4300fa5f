// nginx answering the audit's captured responses: by path and query, the very bytes, type and headers, statuses alone.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { brotliCompressSync } from 'node:zlib';
import { NGINX } from '../../e2e/nginx';
import type { Captured } from './capture';
import { type Mirror, mirrorConf, quote, startMirror } from './mirror';

const csp = "default-src 'self'; script-src 'self' 'sha256-dP5lviKTF4z8a91NAyLuFyqJtWaui0n5Boh3vj5v+vk='";
const html = (text: string) => new TextEncoder().encode(`<!doctype html><p>${text}</p>`);
const script = new Uint8Array(brotliCompressSync('console.log("chunk")'));
const captured: Captured[] = [
  { uri: '/?lang=en', status: 200, body: html('Hello'), type: 'text/html; charset=utf-8', headers: [['content-security-policy', csp]] },
  { uri: '/?lang=zh', status: 200, body: html('你好'), type: 'text/html; charset=utf-8', headers: [['content-language', 'zh-Hant']] },
  {
    uri: '/index-4hqan9b7.js',
    status: 200,
    body: script,
    type: 'text/javascript;charset=utf-8',
    headers: [
      ['content-encoding', 'br'],
      ['vary', 'accept-encoding'],
    ],
  },
  { uri: '/api/hits', status: 204, body: null, type: '', headers: [] },
  { uri: '/old?lang=en', status: 302, body: null, type: '', headers: [], location: '/?lang=en' },
];

test('strings are quoted for nginx; a "$" (a variable to nginx) is refused', () => {
  expect(quote(`a "b" \\ 'c'`)).toBe(`"a \\"b\\" \\\\ 'c'"`);
  expect(() => quote('price $5')).toThrow('"$"');
});

test("two addresses that differ only in case are refused (nginx's map ignores case)", () => {
  const page = captured[0]!;
  expect(() => mirrorConf([page, { ...page, uri: '/?LANG=en' }], { port: 1, root: '/tmp' })).toThrow('cannot tell');
});

test('each body is one file named with its content type entry', () => {
  const { files, block } = mirrorConf(captured, { port: 1, root: '/srv' });
  expect([...files.keys()]).toEqual(['0.t0', '1.t0', '2.t1']);
  expect(block).toContain('types { "text/html; charset=utf-8" t0; "text/javascript;charset=utf-8" t1; }');
  expect(block).toContain('"/?lang=zh" /1.t0;');
});

let mirror: Mirror;
beforeAll(async () => {
  if (NGINX) mirror = await startMirror(captured);
});
afterAll(() => mirror?.stop());

const get = (path: string, init: RequestInit = {}) => fetch(`${mirror.url}${path}`, { redirect: 'manual', decompress: false, ...init });

test.skipIf(!NGINX)('nginx answers each path and query with its own bytes, content type and headers', async () => {
  const en = await get('/?lang=en');
  expect(en.status).toBe(200);
  expect(en.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(en.headers.get('content-security-policy')).toBe(csp);
  expect(en.headers.get('content-language')).toBeNull();
  expect(new Uint8Array(await en.arrayBuffer())).toEqual(html('Hello'));
  const zh = await get('/?lang=zh');
  expect(zh.headers.get('content-language')).toBe('zh-Hant');
  expect(zh.headers.get('content-security-policy')).toBeNull();
  expect(new Uint8Array(await zh.arrayBuffer())).toEqual(html('你好'));
});

test.skipIf(!NGINX)('a compressed body goes out as the site sent it, with its Content-Encoding, whatever is asked', async () => {
  for (const encoding of ['gzip, deflate, br, zstd', 'identity']) {
    const res = await get('/index-4hqan9b7.js', { headers: { 'accept-encoding': encoding } });
    expect(res.headers.get('content-type')).toBe('text/javascript;charset=utf-8');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('accept-encoding');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(script);
  }
  expect(await (await fetch(`${mirror.url}/index-4hqan9b7.js`)).text()).toBe('console.log("chunk")');
});

test.skipIf(!NGINX)('a status without a body is answered alone, a redirect with its Location; the rest is a 404', async () => {
  expect((await get('/api/hits', { method: 'POST', body: '{}' })).status).toBe(204);
  const moved = await get('/old?lang=en');
  expect(moved.status).toBe(302);
  expect(moved.headers.get('location')).toEndWith('/?lang=en');
  expect((await get('/old')).status).toBe(404);
  expect((await get('/?lang=fr')).status).toBe(404);
  expect((await get('/pricing?lang=en')).status).toBe(404);
});
