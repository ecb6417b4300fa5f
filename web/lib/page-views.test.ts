// The page-view beacon (lib/page-views.ts): what each public page shown sends, what only the first of a visit adds, and
// that a visitor who asked not to be tracked (or a driven browser) sends nothing; nothing is written in the browser.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { beaconCount, beacons, browserSays, restoreBrowser } from '../testing/visitor';
import { countPageView as report } from './page-views';
import { routeAt } from './routes';

/** What the app does on each location (app.tsx): the path's public route, if it is one, and the language. */
const countPageView = (path: string, lang: 'en' | 'zh') => report(routeAt(path), lang);
const bodies = async () => (await beacons()).map((b) => b.body);

beforeEach(() => browserSays());
afterEach(() => {
  restoreBrowser();
  window.history.replaceState(null, '', '/');
});

test('each public page shown sends its path and language; the first also the other site it came from and the campaign', async () => {
  window.history.replaceState(null, '', '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&ref=x');
  browserSays({ referrer: 'https://news.example.org/post' });
  countPageView('/', 'en');
  countPageView('/pricing', 'en');
  countPageView('/contact', 'zh');
  const hit = (body: object) => ({ url: '/api/hits', type: 'application/json', body });
  expect(await beacons()).toEqual([
    hit({
      path: '/',
      lang: 'en',
      referrer: 'https://news.example.org/post',
      campaign: { source: 'newsletter', medium: 'email', campaign: 'spring' },
    }),
    hit({ path: '/pricing', lang: 'en' }),
    hit({ path: '/contact', lang: 'zh' }),
  ]);
});

test('a first page with no campaign and a referrer from this very site sends only its path and language', async () => {
  window.history.replaceState(null, '', '/services?utm_term=ignored');
  browserSays({ referrer: `${location.origin}/pricing` });
  countPageView('/services', 'en');
  expect(await bodies()).toEqual([{ path: '/services', lang: 'en' }]);
  // A campaign with one tag of three is still a campaign; a tag too long to keep is cut, not the view refused.
  restoreBrowser();
  window.history.replaceState(null, '', `/?utm_source=linkedin&utm_campaign=${'x'.repeat(600)}`);
  browserSays();
  countPageView('/', 'en');
  expect(await bodies()).toEqual([{ path: '/', lang: 'en', campaign: { source: 'linkedin', medium: '', campaign: 'x'.repeat(500) } }]);
});

test('the admin area, an unknown path and the same page rendered again send nothing', async () => {
  browserSays({ referrer: 'https://search.example.com/' });
  countPageView('/admin/dashboard', 'en');
  countPageView('/no-such-page', 'en');
  countPageView('/services/extra', 'en');
  expect(beaconCount()).toBe(0);
  countPageView('/pricing', 'en');
  countPageView('/pricing', 'en'); // React's strict mode runs an effect twice
  // The first public page is the visit's first: it carries where the visit came from.
  expect(await bodies()).toEqual([{ path: '/pricing', lang: 'en', referrer: 'https://search.example.com/' }]);
  // Left and come back to, a page is shown anew.
  countPageView('/no-such-page', 'en');
  countPageView('/pricing', 'en');
  expect(await bodies()).toEqual([
    { path: '/pricing', lang: 'en', referrer: 'https://search.example.com/' },
    { path: '/pricing', lang: 'en' },
  ]);
});

for (const [asked, props] of [
  ['Do Not Track', { doNotTrack: '1' }],
  ['Global Privacy Control', { globalPrivacyControl: true }],
] as const)
  test(`${asked}: no page sends anything`, () => {
    window.history.replaceState(null, '', '/?utm_source=newsletter');
    browserSays({ ...props, referrer: 'https://news.example.org/post' });
    countPageView('/', 'en');
    countPageView('/contact', 'en');
    expect(beaconCount()).toBe(0);
  });

test('without sendBeacon, a fetch that outlives the page and carries no cookie', async () => {
  const calls: [string, RequestInit][] = [];
  const realFetch = globalThis.fetch;
  navigator.sendBeacon = undefined as unknown as typeof navigator.sendBeacon;
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    calls.push([url, init]);
    return new Response(null, { status: 204 });
  }) as typeof fetch;
  try {
    countPageView('/', 'zh');
  } finally {
    globalThis.fetch = realFetch;
  }
  expect(calls).toHaveLength(1);
  const [url, init] = calls[0]!;
  expect(url).toBe('/api/hits');
  expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
  const body = init.body as Blob;
  expect(body.type).toBe('application/json');
  expect(JSON.parse(await body.text())).toEqual({ path: '/', lang: 'zh' });
});

test('nothing is written in the browser: no cookie, no storage', () => {
  for (const pair of document.cookie.split('; ')) document.cookie = `${pair.split('=')[0]}=; max-age=0; path=/`;
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/?utm_source=newsletter');
  browserSays({ referrer: 'https://news.example.org/post' });
  countPageView('/', 'en');
  countPageView('/pricing', 'en');
  expect(beaconCount()).toBe(2);
  expect(document.cookie).toBe('');
  expect(localStorage.length + sessionStorage.length).toBe(0);
});
