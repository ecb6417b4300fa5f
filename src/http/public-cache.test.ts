// The public-read cache: an admin's edit is visible on the very next public request.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { startTestSite, type TestSite } from '../testing/harness';

let site: TestSite;
let cookie: string;
beforeAll(async () => {
  site = await startTestSite();
  cookie = site.session();
});
afterAll(() => site.close());

test('content: read, edit, and the next read shows the edit', async () => {
  expect((await site.call('GET', '/api/content/home')).json.hero.title.en).not.toBe('Fresh title');
  await site.call('POST', '/api/content', { cookie, body: { section: 'home', key: 'hero.title', enValue: 'Fresh title' } });
  expect((await site.call('GET', '/api/content/home')).json.hero.title.en).toBe('Fresh title');
});

test('contact info and pricing: the same', async () => {
  expect((await site.call('GET', '/api/settings/contact-info')).json.phone).toBe('');
  await site.call('POST', '/api/settings', { cookie, body: { key: 'contactPhone', value: '+886 2 1234 5678' } });
  expect((await site.call('GET', '/api/settings/contact-info')).json.phone).toBe('+886 2 1234 5678');

  expect((await site.call('GET', '/api/pricing-plans')).json[0].price).not.toBe('$19.99');
  await site.call('PUT', '/api/pricing-plans/basic', { cookie, body: { monthlyPrice: 19.99 } });
  expect((await site.call('GET', '/api/pricing-plans')).json[0].price).toBe('$19.99');
});

test('a refused write leaves the cached answer as it was', async () => {
  const before = (await site.call('GET', '/api/content/home')).text;
  const refused = await site.call('POST', '/api/content', { body: { section: 'home', key: 'hero.title', enValue: 'Sneaky' } });
  expect(refused.status).toBe(401);
  expect((await site.call('GET', '/api/content/home')).text).toBe(before);
});
