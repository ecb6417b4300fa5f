// The logo on the pages themselves: each page's server HTML shows the uploaded logo in its header and footer (no client
// fetch needed: it is in the page's state), its <link rel="icon"> points at it, and a change shows on the very next
// request even after the pages were cached; without a logo, the built-in mark and favicon.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { Window } from 'happy-dom';
import { en } from '../../../web/i18n/en';
import { zh } from '../../../web/i18n/zh';
import { startTestSite, type TestSite } from '../../testing/harness';
import { png } from '../media/fixtures/images';

let site: TestSite;
let cookie: string;
let logo: string;
beforeAll(async () => {
  site = await startTestSite();
  cookie = site.session();
  const res = await site.app.handle(
    new Request('http://localhost/api/media', { method: 'POST', body: png(180, 48), headers: { 'content-type': 'image/png', cookie } }),
  );
  logo = ((await res.json()) as { path: string }).path;
});
afterAll(() => site.close());

const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});
afterAll(() => window.close());

async function page(path: string) {
  const res = await site.call('GET', path);
  const doc = new window.DOMParser().parseFromString(res.text, 'text/html');
  const home = doc.querySelector('header a[href^="/?lang="]')!;
  return {
    status: res.status,
    icon: doc.querySelector('link[rel="icon"]')?.getAttribute('href'),
    headerImg: home.querySelector('img'),
    headerMark: home.querySelector('svg'),
    footerImg: doc.querySelector('footer img'),
    state: doc.getElementById('page-state')?.textContent ?? '',
  };
}

test('without a logo: the built-in mark in the header and footer, and the built-in favicon', async () => {
  const home = await page('/');
  expect(home.headerImg).toBeNull();
  expect(home.headerMark).not.toBeNull();
  expect(home.footerImg).toBeNull();
  expect(home.icon).toMatch(/^\/favicon(-[a-z0-9]+)?\.svg$/);
});

test('with a logo: every page (the 404 page too) shows it in the server HTML, 32 px tall in the header, and as the icon', async () => {
  for (const path of ['/', '/services', '/pricing', '/contact', '/privacy', '/no-such-page']) await page(path); // cache them all
  expect((await site.call('PUT', '/api/brand', { cookie, body: { logoPath: logo } })).status).toBe(200);
  for (const [path, t] of [
    ['/', en],
    ['/pricing?lang=zh', zh],
    ['/no-such-page', en],
  ] as const) {
    const shown = await page(path);
    expect([path, shown.headerImg?.getAttribute('src'), shown.headerImg?.getAttribute('alt')]).toEqual([path, logo, t.brand]);
    expect([shown.headerImg?.getAttribute('width'), shown.headerImg?.getAttribute('height')]).toEqual(['180', '48']);
    expect(shown.headerImg?.className).toContain('h-8');
    expect(shown.headerMark).toBeNull();
    expect(shown.footerImg?.getAttribute('src')).toBe(logo);
    expect(shown.icon).toBe(logo);
    // The browser hydrates from the same answer: no fetch of /api/brand before the logo shows.
    expect(shown.state).toContain(`"queryKey":["brand"],"state":{"data":{"logoPath":"${logo}"`);
  }
  // The link's name is still the brand name once (the logo's alt text; the text beside it is for the eye only).
  const html = (await site.call('GET', '/')).text;
  // (Its one-line name first: on an English phone the same words are drawn again, stacked on two lines.)
  expect(html).toMatch(
    new RegExp(`<span class="[^"]*text-\\[1\\.0625rem\\][^"]*" aria-hidden="true">(?:<span class="[^"]*">)?${en.brand}</span>`),
  );

  expect((await site.call('PUT', '/api/brand', { cookie, body: { logoPath: null } })).status).toBe(200);
  const back = await page('/');
  expect(back.headerImg).toBeNull();
  expect(back.headerMark).not.toBeNull();
  expect(back.icon).toMatch(/^\/favicon(-[a-z0-9]+)?\.svg$/);
});
