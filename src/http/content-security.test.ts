// No 'unsafe-inline' in the Content-Security-Policy (decision 0078): every public page rendered on the server, in both
// languages and the 404 page too, carries no style attribute, and its own policy allows exactly the <style> text it
// inlines, by its hash — on the first answer, in each encoding, over HTTPS and when the fast lane repeats it.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Window } from 'happy-dom';
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PUBLIC_PATHS } from '../../web/server';
import { TOASTER_STYLE_SOURCES } from '../../web/server/toaster-style';
import { startTestSite, type TestSite } from '../testing/harness';
import { CONTENT_SECURITY_POLICY } from './security-headers';

const PATHS = [...PUBLIC_PATHS, '/no-such-page'];
const LANGS = [
  ['en', ''],
  ['zh', '?lang=zh'],
] as const;

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());
const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});
afterAll(() => window.close());

/** Computed here, not by the code under test: the source a browser matches a <style> element's text against. */
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directive = (csp: string | null, name: string) =>
  (csp ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
/** The texts of the page's <style> elements, as a browser's parser reads them (their content is raw text). */
const inlineStyles = (html: string) => [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);

async function get(url: string, headers: Record<string, string> = {}) {
  const before = site.deps.cache.fastAnswers;
  const res = await site.app.handle(new Request(url, { headers }));
  const bytes = new Uint8Array(await res.arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  const plain = encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
  return { res, html: new TextDecoder().decode(plain), fast: site.deps.cache.fastAnswers > before };
}

describe('public pages allow their inline styles by hash, and nothing else inline', () => {
  for (const [lang, query] of LANGS)
    test(`every public page in ${lang}: no style attribute; its two <style>s (the font's faces, the rules) allowed by their hashes, cached or not`, async () => {
      for (const path of PATHS) {
        const url = `http://localhost${path}${query}`;
        const { res, html } = await get(url);
        expect([path, res.status]).toEqual([path, path === '/no-such-page' ? 404 : 200]);
        const doc = new window.DOMParser().parseFromString(html, 'text/html');
        expect({ path, styled: [...doc.querySelectorAll('[style]')].map((element) => element.outerHTML.slice(0, 120)) }).toEqual({
          path,
          styled: [],
        });
        const styles = inlineStyles(html);
        expect({ path, styles: styles.length, elements: doc.querySelectorAll('style').length }).toEqual({ path, styles: 2, elements: 2 });
        expect(styles[0]).toStartWith('@font-face{');
        expect(styles[1]!.length).toBeGreaterThan(1000);
        const csp = res.headers.get('content-security-policy');
        expect(csp).not.toMatch(/unsafe-(inline|hashes|eval)/);
        expect(directive(csp, 'style-src')).toBe(`style-src 'self' ${TOASTER_STYLE_SOURCES} ${sha256(styles[0]!)} ${sha256(styles[1]!)}`);
        // Every other directive is the site's own, word for word.
        expect(csp!.split('; ').filter((part) => !part.startsWith('style-src '))).toEqual(
          CONTENT_SECURITY_POLICY.split('; ').filter((part) => !part.startsWith('style-src ')),
        );
        expect(res.headers.get('x-frame-options')).toBe('DENY');

        for (const encoding of ['br', 'gzip', 'identity']) {
          const again = await get(url, { 'accept-encoding': encoding });
          expect([path, encoding, again.fast, again.html]).toEqual([path, encoding, path !== '/no-such-page', html]);
          expect(again.res.headers.get('content-security-policy')).toBe(csp);
        }
        const https = await get(`https://localhost${path}${query}`);
        expect(https.res.headers.get('strict-transport-security')).toContain('max-age=');
        expect(https.res.headers.get('content-security-policy')).toBe(csp);
      }
    });
});

describe('everything else: the site policy, which has no inline allowance but sonner’s stylesheet', () => {
  test('the admin shell and the framed live preview: no inline style in their HTML, no unsafe-inline in their policy', async () => {
    for (const path of ['/admin', '/admin/dashboard', '/admin/preview']) {
      const { res, html } = await get(`http://localhost${path}`);
      expect([path, res.status]).toEqual([path, 200]);
      expect(html).not.toMatch(/<style|\sstyle=/);
      const csp = res.headers.get('content-security-policy');
      const framed = path === '/admin/preview';
      expect(csp).toBe(
        framed ? CONTENT_SECURITY_POLICY.replace("frame-ancestors 'none'", "frame-ancestors 'self'") : CONTENT_SECURITY_POLICY,
      );
      expect(csp).not.toMatch(/unsafe-(inline|hashes|eval)/);
      expect(directive(csp, 'style-src')).toBe(`style-src 'self' ${TOASTER_STYLE_SOURCES}`);
    }
  });

  test('the API and the assets', async () => {
    const script = /src="(\/[^"]+\.js)"/.exec((await get('http://localhost/')).html)![1]!;
    for (const path of ['/api/services', '/api/nope', script]) {
      const { res } = await get(`http://localhost${path}`);
      expect([path, res.headers.get('content-security-policy')]).toEqual([path, CONTENT_SECURITY_POLICY]);
    }
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-(inline|hashes|eval)/);
  });
});
