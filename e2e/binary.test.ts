// The single binary, copied alone into an empty folder: it serves the rendered pages, the code-split web app (a
// visitor never downloads the admin area), its icons and manifest, the API from ./data beside it, and stops cleanly.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SITE_ICONS, WEB_MANIFEST } from '../src/contract/brand';
import { adminEn } from '../web/i18n/admin-en';
import { en } from '../web/i18n/en';
import { zh } from '../web/i18n/zh';
import { startBinary, type BinarySite } from './site-binary';

let server: BinarySite;

beforeAll(async () => {
  server = await startBinary();
});
afterAll(async () => {
  await server?.close();
});

const text = async (path: string) => (await fetch(`${server.url}${path}`)).text();
/** The scripts a page names in its HTML, and the chunks those import up front. */
async function scriptsOf(html: string): Promise<Map<string, string>> {
  return scriptsFrom([...html.matchAll(/<script[^>]+src="(\/[^"]+\.js)"/g)].map((m) => m[1]!));
}

/** The scripts these load before they run: themselves and every chunk they import statically. */
async function scriptsFrom(paths: string[]): Promise<Map<string, string>> {
  const scripts = new Map<string, string>();
  const queue = [...paths];
  while (queue.length) {
    const path = queue.shift()!;
    if (scripts.has(path)) continue;
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(200);
    const code = await res.text();
    scripts.set(path, code);
    for (const m of code.matchAll(/\bimport\s*(?:[\w*{}\s,$]+from\s*)?["'](\.?\/[^"']+\.js)["']/g))
      queue.push(`/${m[1]!.replace(/^\.?\//, '')}`);
  }
  return scripts;
}

test('serves the home page rendered on the server, the admin shell on a deep link, and hashed assets', async () => {
  for (const [path, title] of [
    ['/', 'Home - Custom Software Solutions'],
    ['/admin/dashboard/messages', 'Custom Software Solutions'],
  ] as const) {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${title}</title>`);
    if (path === '/') expect(html).toMatch(/<h1[^>]*>Software shaped to the way your business runs<\/h1>/);
    const script = /<script[^>]+src="(\/(?:[\w-]+-)?[a-z0-9]{8}\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const js = await fetch(`${server.url}${script}`);
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toContain('immutable');
  }
});

test("the icons and the web manifest come from the binary alone: /favicon.ico an icon, the manifest's icons each served", async () => {
  const ico = await fetch(`${server.url}${SITE_ICONS.favicon}`);
  expect([ico.status, ico.headers.get('content-type'), ico.headers.get('cache-control')]).toEqual([
    200,
    'image/x-icon',
    'public, max-age=86400',
  ]);
  const bytes = new Uint8Array(await ico.arrayBuffer());
  // An icon (type 1) of three images, the first a PNG.
  expect([...bytes.subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);
  const first = new DataView(bytes.buffer).getUint32(18, true);
  expect([...bytes.subarray(first + 1, first + 4)]).toEqual([...Buffer.from('PNG')]);
  const home = await text('/');
  expect(home).toContain(`<link rel="manifest" href="${WEB_MANIFEST}">`);
  expect(home).toContain(`<link rel="apple-touch-icon" href="${SITE_ICONS.appleTouch}">`);
  const manifest = await fetch(`${server.url}${WEB_MANIFEST}`);
  expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
  const { name, icons } = (await manifest.json()) as { name: string; icons: { src: string; type: string }[] };
  expect(name).toBe(en.brand);
  for (const src of [SITE_ICONS.appleTouch, ...icons.map((icon) => icon.src)]) {
    const res = await fetch(`${server.url}${src}`);
    expect([src, res.status]).toEqual([src, 200]);
    expect(res.headers.get('content-type')).toMatch(/^image\/(png|svg\+xml)$/);
  }
});

test('a public page loads minified production code without the admin area or the other language', async () => {
  for (const path of ['/', '/services', '/pricing', '/contact']) {
    const scripts = await scriptsOf(await text(path));
    expect(scripts.size).toBeGreaterThan(0);
    const code = [...scripts.values()].join('\n');
    expect(code).not.toContain(adminEn.messages.confirmTitle);
    expect(code).not.toContain(adminEn.login.submitting);
    // Both dictionaries are lazy chunks: neither language's own strings are in the page's scripts.
    expect(code).not.toContain(zh.contact.form.success);
    expect(code).not.toContain(en.contact.form.success);
    // Production React, minified: no development warnings and no long lines of indented source.
    expect(code).not.toContain('react-dom.development');
    expect(code.split('\n').length).toBeLessThan(200);
  }
});

test('the admin area is its own chunk, fetched when /admin asks for it', async () => {
  const first = await scriptsOf(await text('/admin'));
  const [entry] = [...first.values()];
  expect([...first.values()].join('\n')).not.toContain(adminEn.messages.confirmTitle);
  // A chunk is named by its hash alone: the admin's is the one the entry imports lazily whose code (with the chunks
  // it imports, which the bundler may share with the admin's own lazy parts) holds the admin's words.
  const lazy = [...(entry ?? '').matchAll(/import\(["'](\.?\/[a-z0-9]+\.js)["']\)/g)].map((m) => `/${m[1]!.replace(/^\.?\//, '')}`);
  expect(lazy.length).toBeGreaterThan(0);
  const held = await Promise.all(
    lazy.map(async (chunk) => [...(await scriptsFrom([chunk])).values()].join('\n').includes(adminEn.messages.confirmTitle)),
  );
  expect(held.filter(Boolean)).toHaveLength(1);
});

test('scripts arrive brotli, gzip or plain as the browser asks (compressed at build), the same code each way', async () => {
  const scripts = [...(await scriptsOf(await text('/'))).keys()];
  expect(scripts.length).toBeGreaterThan(0);
  for (const path of scripts) {
    const plain = new Uint8Array(await (await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': encoding }, decompress: false });
      const sent = new Uint8Array(await res.arrayBuffer());
      // A chunk of a few dozen bytes that no encoding makes smaller goes as it is (src/http/assets.ts).
      if (res.headers.get('content-encoding') === null) {
        expect([path, plain.length < 100, sent]).toEqual([path, true, plain]);
        continue;
      }
      expect([path, res.headers.get('content-encoding')]).toEqual([path, encoding]);
      // A few hundred bytes (a small shared chunk) compress little, and one of 2 KB by gzip to about half (the page's
      // entry, 2,046 → 1,037 bytes): a file of a few KB to three quarters or less, anything larger to half or less.
      if (plain.length > 1024) expect(sent.length).toBeLessThan(plain.length * (plain.length > 4096 ? 0.5 : 0.75));
      expect(new Uint8Array(decode(sent))).toEqual(plain);
    }
    // The compressed copies are the file's, not files of their own.
    expect((await fetch(`${server.url}${path}.br`)).status).toBe(404);
  }
});

test('serves the API from the embedded database, kept in ./data beside the binary', async () => {
  const res = await fetch(`${server.url}/api/services`);
  expect(res.status).toBe(200);
  expect(await res.json()).toHaveLength(3);
  expect(existsSync(join(server.folder, 'data', 'site.db'))).toBe(true);
  expect(server.output()).toMatch(/password: \S{20}/); // first run prints the generated password once
  expect(server.output()).toContain('PUBLIC_URL is not set'); // and says how to pin the site's address
});

test('one JSON line per request on its standard output with the client address, cached answers included', async () => {
  for (let i = 0; i < 3; i++) await (await fetch(`${server.url}/api/pricing-plans?from=log-test`)).arrayBuffer();
  // No query: the first goes through the app, the next two are the fast lane's (src/http/fast-lane.ts).
  for (let i = 0; i < 3; i++) await (await fetch(`${server.url}/api/company-values`)).arrayBuffer();
  await (await fetch(`${server.url}/no-such-page-for-the-log`)).arrayBuffer();
  await Bun.sleep(400); // lines are written every 100 ms
  const lines = server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
  expect(lines.filter((l) => l.path === '/api/pricing-plans').map((l) => [l.method, l.status])).toEqual([
    ['GET', 200],
    ['GET', 200],
    ['GET', 200],
  ]);
  expect(lines.filter((l) => l.path === '/api/company-values').map((l) => [l.method, l.status])).toEqual([
    ['GET', 200],
    ['GET', 200],
    ['GET', 200],
  ]);
  expect(lines.filter((l) => l.path === '/no-such-page-for-the-log').map((l) => l.status)).toEqual([404]);
  for (const l of lines) expect(Object.keys(l).sort()).toEqual(['ip', 'method', 'ms', 'path', 'status', 'time']);
  expect(new Set(lines.map((l) => l.ip))).toEqual(new Set(['127.0.0.1']));
  expect(server.output()).toContain('"ip":"127.0.0.1"');
});

test('SIGTERM stops it with exit code 0', async () => {
  expect(await server.stop()).toBe(0);
});
