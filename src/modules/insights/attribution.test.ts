// A contact message sent with where its visit began: kept cleaned with the message, shown in it, and counted in the
// report by landing page, referrer, campaign and plan. The product's body without a source still works as before.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { startTestSite, type TestSite } from '../../testing/harness';
import { dayIn, runtimeTimeZone } from '../../contract/zoned-time';

/** The day a moment falls on for a site whose time zone is not set: the server's. */
const dayOf = (ms: number) => dayIn(ms, runtimeTimeZone());

let site: TestSite;
let cookie: string;
beforeAll(async () => {
  site = await startTestSite();
  cookie = site.session();
}, 30_000); // the first site of a run builds the web app
afterAll(() => site.close());

const message = { name: 'Mei Lin', email: 'mei@example.com', message: 'We would like to automate our invoicing.' };
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test('the source is kept with the message, cleaned, and shown when it is read', async () => {
  const source = {
    landing: '/pricing',
    plan: 'pro annual',
    referrer: 'https://www.news.example.org/post/42?ref=x',
    campaign: { source: 'Newsletter', medium: 'email', campaign: 'spring' },
  };
  const sent = await site.call('POST', '/api/contact-messages', { body: { ...message, source }, headers: { host: 'localhost' } });
  expect(sent.status).toBe(201);
  const read = await site.call('GET', `/api/contact-messages/${sent.json.id}`, { cookie });
  expect(read.json.source).toEqual({
    landing: '/pricing',
    plan: 'pro annual',
    referrer: 'news.example.org',
    campaign: { source: 'newsletter', medium: 'email', campaign: 'spring' },
  });
});

test('without a source (the product’s body) the message is kept as before, its source null; a bad source is a 422', async () => {
  const plain = await site.call('POST', '/api/contact-messages', { body: message });
  expect(plain.status).toBe(201);
  expect(plain.json.source).toBeNull();
  const before = (await site.call('GET', '/api/contact-messages', { cookie })).json.length;
  for (const source of [{ landing: 7 }, { unknown: 'x' }, { campaign: 'spring' }, { plan: 'x'.repeat(600) }])
    expect((await site.call('POST', '/api/contact-messages', { body: { ...message, source } })).status).toBe(422);
  expect((await site.call('GET', '/api/contact-messages', { cookie })).json).toHaveLength(before);
});

test('a landing page that is no page of the site, or a plan it does not sell, is not kept', async () => {
  const source = { landing: '//evil.example/x', plan: 'gold forever', referrer: 'http://localhost/pricing' };
  const sent = await site.call('POST', '/api/contact-messages', { body: { ...message, source }, headers: { host: 'localhost' } });
  expect(sent.json.source).toBeNull();
  await site.call('DELETE', `/api/contact-messages/${sent.json.id}`, { cookie });
});

test('the report counts the day’s inquiries, and each by its landing page, referrer, campaign and plan', async () => {
  await site.call('POST', '/api/hits', { body: { path: '/pricing', lang: 'en' }, headers: { 'user-agent': CHROME } });
  const today = dayOf(site.clock.now);
  const r = (await site.call('GET', `/api/admin/insights?from=${today}&to=${today}`, { cookie })).json;
  expect(r.totals).toMatchObject({ views: 1, visitors: 1, inquiries: 2, conversion: 2 });
  expect(r.days).toEqual([{ day: today, views: 1, visitors: 1, inquiries: 2 }]);
  expect(r.pages).toEqual([{ value: 'en /pricing', views: 1, visitors: 1, inquiries: 1 }]);
  expect(r.referrers).toEqual([{ value: 'news.example.org', views: 0, visitors: 0, inquiries: 1 }]);
  expect(r.campaigns).toEqual([{ value: 'newsletter / email / spring', views: 0, visitors: 0, inquiries: 1 }]);
  expect(r.plans).toEqual([{ value: 'pro annual', inquiries: 1 }]);
});

test('a browser that asks not to be tracked (DNT or GPC) has its message kept without a source, whatever the body says', async () => {
  const source = { landing: '/pricing', plan: 'pro annual', referrer: 'https://news.example.org/', campaign: { source: 'mail' } };
  for (const header of [{ dnt: '1' }, { 'sec-gpc': '1' }] as Record<string, string>[]) {
    const sent = await site.call('POST', '/api/contact-messages', {
      body: { ...message, source },
      headers: { host: 'localhost', ...header },
    });
    expect(sent.status).toBe(201);
    expect(sent.json.source).toBeNull();
    const read = await site.call('GET', `/api/contact-messages/${sent.json.id}`, { cookie });
    expect(read.json).toMatchObject({ name: message.name, message: message.message, source: null });
  }
  // DNT: 0 is no request not to be tracked: the source stays.
  const kept = await site.call('POST', '/api/contact-messages', { body: { ...message, source }, headers: { host: 'localhost', dnt: '0' } });
  expect(kept.json.source).toMatchObject({ landing: '/pricing', plan: 'pro annual' });
});
