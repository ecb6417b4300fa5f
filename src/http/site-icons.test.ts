// The site's icons as a browser, a phone and a home screen see them: /favicon.ico a real icon of the mark at 16, 32 and
// 48 px; the manifest names the brand, the design's colours and icons that are each served at the size it declares;
// every public page links the home-screen icon and the manifest; all cached a day and revalidated, never immutable.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { en } from '../../web/i18n/en';
import { PALETTES } from '../../web/styles/tokens';
import { readImage } from '../modules/media/image-bytes';
import { pngPixelsProblem } from '../modules/media/png-pixels';
import { SITE_ICONS, WEB_MANIFEST } from '../contract';
import { startTestSite, type TestSite } from '../testing/harness';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
}, 60_000); // the first site of a run builds the web app
afterAll(() => site.close());

const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});
afterAll(() => window.close());

async function raw(path: string, headers: Record<string, string> = {}) {
  const response = await site.app.handle(new Request(`http://localhost${path}`, { headers }));
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** A PNG's size, when its bytes decode whole (every row of pixels there, as the header says). */
async function pngSize(bytes: Uint8Array) {
  const info = readImage(bytes);
  if (!('type' in info) || info.type !== 'image/png') return `not a PNG: ${JSON.stringify(info)}`;
  return (await pngPixelsProblem(bytes)) ?? `${info.width}x${info.height}`;
}
/** PNG colour type 2 (RGB, no alpha channel): opaque by its very format, as a home-screen tile must be. */
const opaque = (png: Uint8Array) => png[25] === 2;

test('/favicon.ico: an ICO holding the mark as PNGs at 16, 32 and 48 px, each decoding whole at its size', async () => {
  const res = await raw(SITE_ICONS.favicon);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/x-icon');
  const view = new DataView(res.bytes.buffer);
  // ICONDIR: reserved 0, type 1 (an icon), the number of images; then one 16-byte entry each.
  expect([view.getUint16(0, true), view.getUint16(2, true)]).toEqual([0, 1]);
  const images = Array.from({ length: view.getUint16(4, true) }, (_, i) => {
    const at = 6 + 16 * i;
    const [size, offset] = [view.getUint32(at + 8, true), view.getUint32(at + 12, true)];
    return { side: res.bytes[at] || 256, png: res.bytes.subarray(offset, offset + size) };
  });
  expect(images.map((image) => image.side)).toEqual([16, 32, 48]);
  for (const { side, png } of images) expect(await pngSize(png)).toBe(`${side}x${side}`);
  // Small: every first visit's tab may ask for it.
  expect(res.bytes.byteLength).toBeLessThan(8 * 1024);
});

describe('the web manifest', () => {
  let manifest: any;
  beforeAll(async () => {
    const res = await site.call('GET', WEB_MANIFEST);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json');
    manifest = JSON.parse(res.text);
  });

  test("names the brand, opens at the home page, in the light theme's ground and the mark's own accent", () => {
    expect(manifest).toMatchObject({ name: en.brand, short_name: en.brandShort, start_url: '/', display: 'browser' });
    expect(manifest.background_color).toBe(PALETTES.light.bg);
    // The accent as the favicon's mark is painted: the same cinnabar, written as a hex every reader of a manifest knows.
    const favicon = readFileSync(join(import.meta.dir, '..', '..', 'web', 'favicon.svg'), 'utf8');
    expect(manifest.theme_color).toBe(/path\{fill:(#[0-9a-f]{6})\}/.exec(favicon)?.[1]);
  });

  test('its icons: the SVG mark, 192 and 512 px PNGs and an opaque maskable one, each served as it declares', async () => {
    const icons: { src: string; type: string; sizes: string; purpose?: string }[] = manifest.icons;
    expect(icons.map((icon) => `${icon.type} ${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
      'image/png 192x192 any',
      'image/png 512x512 any',
      'image/png 512x512 maskable',
      'image/svg+xml any any',
    ]);
    for (const icon of icons) {
      const res = await raw(icon.src);
      expect([icon.src, res.status, res.headers.get('content-type')]).toEqual([icon.src, 200, icon.type]);
      if (icon.type === 'image/svg+xml') expect(new TextDecoder().decode(res.bytes)).toContain('<svg');
      else expect([icon.src, await pngSize(res.bytes)]).toEqual([icon.src, icon.sizes]);
      if (icon.purpose === 'maskable') expect(opaque(res.bytes)).toBe(true);
    }
  });
});

describe('the page head', () => {
  const links = async (path: string) => {
    const doc = new window.DOMParser().parseFromString((await site.call('GET', path)).text, 'text/html');
    const attr = (selector: string, name: string) => doc.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      appleTouch: attr('link[rel="apple-touch-icon"]', 'href'),
      manifest: attr('link[rel="manifest"]', 'href'),
      themeColor: attr('meta[name="theme-color"]', 'content'),
    };
  };

  for (const path of ['/', '/services?lang=zh', '/no-such-page']) {
    test(`${path}: links the home-screen icon (180 px, opaque) and the manifest, and colours the bar as the page`, async () => {
      const head = await links(path);
      expect(head).toEqual({ appleTouch: SITE_ICONS.appleTouch, manifest: WEB_MANIFEST, themeColor: PALETTES.light.bg });
      const icon = await raw(head.appleTouch!);
      expect([icon.status, icon.headers.get('content-type'), await pngSize(icon.bytes), opaque(icon.bytes)]).toEqual([
        200,
        'image/png',
        '180x180',
        true,
      ]);
    });
  }

  test('the admin area names no manifest: a home-screen shortcut to it opens the admin, not the public site', async () => {
    expect((await links('/admin')).manifest).toBeNull();
  });
});

test('every icon and the manifest: a day in any cache (not immutable, the names carry no hash), a 304 by ETag, the fast lane alike', async () => {
  const paths = [...Object.values(SITE_ICONS), WEB_MANIFEST];
  const fast = site.deps.cache.fastAnswers;
  for (const path of paths) {
    const first = await raw(path, { 'accept-encoding': 'br' });
    const again = await raw(path, { 'accept-encoding': 'br' }); // the fast lane's answer
    for (const res of [first, again]) {
      expect([path, res.status, res.headers.get('cache-control')]).toEqual([path, 200, 'public, max-age=86400']);
      expect(res.headers.get('etag')).toBe(first.headers.get('etag'));
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const unchanged = await raw(path, { 'accept-encoding': 'br', 'if-none-match': first.headers.get('etag')! });
    expect([path, unchanged.status, unchanged.bytes.length]).toEqual([path, 304, 0]);
  }
  expect(site.deps.cache.fastAnswers - fast).toBeGreaterThanOrEqual(paths.length);
  // JSON text: sent compressed to a browser that accepts it.
  expect((await raw(WEB_MANIFEST, { 'accept-encoding': 'br' })).headers.get('content-encoding')).toBe('br');
});
