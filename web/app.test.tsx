// The app reports the public pages a visitor is shown (lib/page-views.ts): the first once it has rendered, then each
// page a link leads to; not the 404 screen, and not a language switched on the same page.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { act, cleanup, waitFor } from '@testing-library/react';
import { navigate } from './lib/router';
import { App } from './app';
import { en } from './i18n/en';
import { zh } from './i18n/zh';
import { setStrings } from './lib/i18n';
import { preloadPublicPage } from './pages/public-site';
import { json, replaceFetch, restoreFetch } from './testing/fake-api';
import { renderInApp } from './testing/render';
import { beaconCount, beacons, browserSays, restoreBrowser } from './testing/visitor';

beforeEach(() => {
  browserSays();
  // Whatever a page reads answers empty (texts, details, lists): the built-in texts show, and nothing here is about them.
  replaceFetch(async (url) => json(/\/api\/(content|page-snippets|settings|brand)\b/.test(String(url)) ? {} : []));
  window.history.replaceState(null, '', '/privacy');
});
afterEach(() => {
  cleanup();
  restoreFetch();
  restoreBrowser();
  window.history.replaceState(null, '', '/');
});

test('the first page after it renders, then each page reached by a link; not the 404 screen, not a language switch', async () => {
  // Loaded ahead, as main.tsx does for the first: each page then draws at once, with no update after the test's steps.
  await Promise.all(['/privacy', '/pricing', '/contact'].map(preloadPublicPage));
  await renderInApp(<App />);
  await waitFor(() => expect(beaconCount()).toBe(1));
  act(() => navigate('/pricing'));
  await waitFor(() => expect(beaconCount()).toBe(2));
  act(() => setStrings('zh', zh));
  act(() => navigate('/no-such-page'));
  act(() => navigate('/contact'));
  await waitFor(() => expect(beaconCount()).toBe(3));
  act(() => setStrings('en', en));
  await Bun.sleep(20);
  expect((await beacons()).map((b) => b.body)).toEqual([
    { path: '/privacy', lang: 'en' },
    { path: '/pricing', lang: 'en' },
    { path: '/contact', lang: 'zh' },
  ]);
});
