// The built-in share images: served at their stable paths as 1200 × 630 PNGs, small, cached a day and revalidated; and
// every page's head names the one of its language as og:image / twitter:image (a large card) when its snippet has no
// image of its own — an absolute address, so only when the site knows it (PUBLIC_URL).
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Window } from 'happy-dom';
import { startTestSite, type TestSite } from '../testing/harness';

const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});
afterAll(() => window.close());

async function head(site: TestSite, path: string) {
  const doc = new window.DOMParser().parseFromString((await site.call('GET', path)).text, 'text/html');
  const meta = (key: string) => doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
  return {
    image: meta('og:image'),
    twitter: meta('twitter:image'),
    width: meta('og:image:width'),
    height: meta('og:image:height'),
    card: meta('twitter:card'),
  };
}

describe('with PUBLIC_URL', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ PUBLIC_URL: 'https://www.example.com' });
  });
  afterAll(() => site.close());

  for (const [path, lang] of [
    ['/og-image.png', 'en'],
    ['/og-image-zh.png', 'zh'],
  ] as const) {
    test(`${path}: a 1200 × 630 PNG under 100 KB, cached a day (not immutable), 304 for the same ETag`, async () => {
      const res = await site.app.handle(new Request(`http://localhost${path}`));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
      const bytes = new Uint8Array(await res.arrayBuffer());
      const view = new DataView(bytes.buffer);
      expect([...bytes.slice(1, 4)]).toEqual([...Buffer.from('PNG')]);
      expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
      expect(bytes.byteLength).toBeLessThan(100 * 1024);
      const again = await site.app.handle(
        new Request(`http://localhost${path}`, { headers: { 'if-none-match': res.headers.get('etag')! } }),
      );
      expect(again.status).toBe(304);
      // The page of that language names it.
      expect((await head(site, lang === 'zh' ? '/services?lang=zh' : '/services')).image).toBe(`https://www.example.com${path}`);
    });
  }

  test('a page without a snippet image: the built-in one, absolute, with its size, as a large card; the 404 page names none', async () => {
    expect(await head(site, '/')).toEqual({
      image: 'https://www.example.com/og-image.png',
      twitter: 'https://www.example.com/og-image.png',
      width: '1200',
      height: '630',
      card: 'summary_large_image',
    });
    expect(await head(site, '/no-such-page')).toEqual({ image: null, twitter: null, width: null, height: null, card: 'summary' });
  });
});

test('without PUBLIC_URL no absolute address is known: no og:image and the small card (the image is still served)', async () => {
  const site = await startTestSite();
  try {
    expect(await head(site, '/')).toEqual({ image: null, twitter: null, width: null, height: null, card: 'summary' });
    expect((await site.call('GET', '/og-image.png')).status).toBe(200);
  } finally {
    site.close();
  }
});
