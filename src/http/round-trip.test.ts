// Clients that send back what they read: for every resource the admin edits, read it, change one field, send the
// object back, and the write is a normal 2xx whose change the next read shows. A body naming another object is refused.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { pricingPlans } from '../../db/schema';
import { startTestSite, type TestSite } from '../testing/harness';
import { runtimeTimeZone } from '../contract/zoned-time';

let site: TestSite;
let cookie: string;
beforeAll(async () => {
  site = await startTestSite();
  cookie = site.session();
});
afterAll(() => site.close());

const get = async (path: string) => {
  const res = await site.call('GET', path, { cookie });
  expect(res.status).toBe(200);
  return res.json;
};
const send = (method: string, path: string, body: unknown) => site.call(method, path, { cookie, body });

describe('each editable resource takes back what it was read as', () => {
  test('a pricing plan: GET /api/pricing-plans/{id} with one price changed, PUT back', async () => {
    const plan = await get('/api/pricing-plans/pro');
    // product.md §3's admin entity (toMatchObject is not used: Bun 1.4.5 writes its matchers into the object).
    expect([plan.id, typeof plan.monthlyPrice, typeof plan.annualPrice, typeof plan.titleEn, typeof plan.titleZh]).toEqual([
      'pro',
      'number',
      'number',
      'string',
      'string',
    ]);
    const res = await send('PUT', '/api/pricing-plans/pro', { ...plan, monthlyPrice: 123.45 });
    expect(res.status).toBe(200);
    expect(await get('/api/pricing-plans/pro')).toEqual({ ...plan, monthlyPrice: 123.45 });
    const listed = (await get('/api/pricing-plans')) as { id: string; price: string }[];
    expect(listed.find((p) => p.id === 'pro-monthly')?.price).toBe('$123.45');
  });

  test('a pricing plan sent back exactly as read changes nothing and is still a 200', async () => {
    const plan = await get('/api/pricing-plans/basic');
    expect((await send('PUT', '/api/pricing-plans/basic', plan)).status).toBe(200);
    expect(await get('/api/pricing-plans/basic')).toEqual(plan);
  });

  test('a content entry: the write answers { section, key, en, zh }, which sent back with en changed is stored', async () => {
    const first = await send('POST', '/api/content', { section: 'home', key: 'cta.title', enValue: 'Start today' });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ section: 'home', key: 'cta.title', en: 'Start today', zh: expect.any(String) });
    const again = await send('POST', '/api/content', { ...first.json, en: 'Start this week' });
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ ...first.json, en: 'Start this week' });
    const tree = await get('/api/content/home');
    expect(tree.cta.title).toEqual({ en: 'Start this week', zh: first.json.zh });
  });

  test('a content leaf read from the section tree, sent back with its section and key', async () => {
    const leaf = (await get('/api/content/pricing')).hero.subtitle as { en: string; zh: string };
    const res = await send('POST', '/api/content', { section: 'pricing', key: 'hero.subtitle', ...leaf, zh: '每月或每年，價格透明。' });
    expect(res.status).toBe(200);
    expect((await get('/api/content/pricing')).hero.subtitle).toEqual({ en: leaf.en, zh: '每月或每年，價格透明。' });
  });

  test('a setting: GET /api/settings/{key} with the value changed, POST back', async () => {
    const setting = await get('/api/settings/contactPhone');
    expect(setting).toEqual({ key: 'contactPhone', value: expect.any(String) });
    const res = await send('POST', '/api/settings', { ...setting, value: '+886 2 1234 5678' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ key: 'contactPhone', value: '+886 2 1234 5678' });
    expect((await get('/api/settings/contact-info')).phone).toBe('+886 2 1234 5678');
  });

  test('the credentials: GET /api/auth/user with the username changed, POST back (no password keeps it)', async () => {
    const user = await get('/api/auth/user');
    // A change of login is confirmed with the current password, which no read returns.
    const res = await send('POST', '/api/admin/update-credentials', {
      ...user,
      username: 'owner',
      currentPassword: 'correct horse battery',
    });
    expect(res.status).toBe(200);
    expect(await get('/api/auth/user')).toEqual({ username: 'owner', timeZone: runtimeTimeZone() });
    expect((await site.call('POST', '/api/admin/login', { body: { username: 'owner', password: 'correct horse battery' } })).status).toBe(
      200,
    );
  });
});

describe('a body that names another object is refused, and nothing changes', () => {
  test('PUT /api/pricing-plans/basic with the id of pro: 422 naming id', async () => {
    const rows = site.db.select().from(pricingPlans).all();
    const pro = await get('/api/pricing-plans/pro');
    const res = await send('PUT', '/api/pricing-plans/basic', { ...pro, monthlyPrice: 1 });
    expect(res.status).toBe(422);
    expect(res.json.error.issues).toEqual([{ path: 'id', message: expect.stringContaining('basic') }]);
    expect(site.db.select().from(pricingPlans).all()).toEqual(rows);
  });

  test('a listing entry sent to PUT is refused (its id is "basic-monthly", not the plan), naming id and a field PUT does not take', async () => {
    const entry = ((await get('/api/pricing-plans')) as { id: string }[]).find((p) => p.id === 'basic-monthly');
    const res = await send('PUT', '/api/pricing-plans/basic', entry);
    expect(res.status).toBe(422);
    const paths = (res.json.error.issues as { path: string }[]).map((i) => i.path);
    expect(paths).toContain('id');
    expect(paths).toContain('planId');
  });

  test('an id alone is not a change: 422', async () => {
    const res = await send('PUT', '/api/pricing-plans/basic', { id: 'basic' });
    expect(res.status).toBe(422);
    expect(res.json.error.issues[0].message).toBe('Give at least one field to change');
  });

  test('a content value given under both of its names: 422 naming the second name', async () => {
    const before = await get('/api/content/home');
    const res = await send('POST', '/api/content', { section: 'home', key: 'hero.title', enValue: 'One', en: 'Two' });
    expect(res.status).toBe(422);
    expect(res.json.error.issues).toEqual([{ path: 'en', message: 'Give enValue or en, not both' }]);
    expect(await get('/api/content/home')).toEqual(before);
  });

  test('GET /api/pricing-plans/{id} of an unknown plan, or of a listing entry, is 404', async () => {
    for (const id of ['gold', 'basic-monthly']) expect((await site.call('GET', `/api/pricing-plans/${id}`)).status).toBe(404);
  });
});
