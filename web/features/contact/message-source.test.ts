// What a contact message carries about its visit (message-source.ts): where it began, from which site and campaign, the
// plan whose card opened the form when the site offers it; nothing unknown, and nothing when tracking was refused.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { countPageView } from '../../lib/page-views';
import { routeAt } from '../../lib/routes';
import { browserSays, restoreBrowser } from '../../testing/visitor';
import { messageSource } from './message-source';

const show = (path: string) => countPageView(routeAt(path), 'en');

beforeEach(() => browserSays());
afterEach(() => {
  restoreBrowser();
  window.history.replaceState(null, '', '/');
});

test('the visit and the plan, each part only when known', () => {
  expect(messageSource('')).toBeUndefined();
  expect(messageSource('?plan=basic&billing=monthly')).toEqual({ plan: 'basic monthly' });
  for (const search of [
    '?plan=gold&billing=monthly',
    '?plan=basic&billing=weekly',
    '?plan=basic',
    '?billing=annual',
    '?plan=Pro&billing=annual',
  ])
    expect(messageSource(search)).toBeUndefined();
  window.history.replaceState(null, '', '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
  browserSays({ referrer: 'https://news.example.org/post' });
  show('/');
  show('/pricing');
  expect(messageSource('?plan=pro&billing=annual')).toEqual({
    landing: '/',
    referrer: 'https://news.example.org/post',
    campaign: { source: 'newsletter', medium: 'email', campaign: 'spring' },
    plan: 'pro annual',
  });
  // A visit typed in, begun on the privacy notice.
  restoreBrowser();
  window.history.replaceState(null, '', '/privacy');
  browserSays();
  show('/privacy');
  expect(messageSource('?plan=gold&billing=annual')).toEqual({ landing: '/privacy' });
});

for (const [asked, props] of [
  ['Do Not Track', { doNotTrack: '1' }],
  ['Global Privacy Control', { globalPrivacyControl: true }],
] as const)
  test(`${asked}: a message carries no source, not even its plan`, () => {
    window.history.replaceState(null, '', '/?utm_source=newsletter');
    browserSays({ ...props, referrer: 'https://news.example.org/post' });
    show('/');
    expect(messageSource('?plan=pro&billing=annual')).toBeUndefined();
  });
