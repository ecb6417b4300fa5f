// /api/pricing-plans: the public listing (3 plans × monthly/annual), and the admin's create and partial update with their rules.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { pricingPlans } from '../../../db/schema';
import { startTestSite, type TestSite } from '../../testing/harness';
import { scenarios } from '../../testing/scenarios';

let site: TestSite;
let cookie: string;
beforeAll(async () => {
  site = await startTestSite();
  cookie = site.session();
});
afterAll(() => site.close());

type Entry = {
  id: string;
  planId: string;
  billing: string;
  nameEn: string;
  nameZh: string;
  price: string;
  amount: number;
  titleZh: string;
  featuresEn: string[];
  featuresZh: string[];
  isPopular: boolean;
};
const listing = async (): Promise<Entry[]> => (await site.call('GET', '/api/pricing-plans')).json;
const entry = async (id: string) => (await listing()).find((p) => p.id === id)!;
const storedPlans = () => site.db.select().from(pricingPlans).all();
const fullPlan = {
  id: 'pro',
  titleEn: 'Pro',
  titleZh: '專業',
  monthlyPrice: 399,
  annualPrice: 4022,
  descriptionEn: 'Continuous improvements.',
  descriptionZh: '持續優化。',
  featuresEn: ['Priority support', '!Dedicated account manager'],
  featuresZh: ['優先支援', '!專屬客戶經理'],
  isPopular: true,
};

describe('GET /api/pricing-plans (public)', () => {
  test('six entries: each of basic, pro and enterprise once per billing period', async () => {
    const res = await site.call('GET', '/api/pricing-plans');
    expect(res.status).toBe(200);
    expect(res.json.map((p: Entry) => p.id).sort()).toEqual([
      'basic-annual',
      'basic-monthly',
      'enterprise-annual',
      'enterprise-monthly',
      'pro-annual',
      'pro-monthly',
    ]);
    for (const p of res.json as Entry[]) {
      expect(p).toMatchObject({
        nameEn: expect.any(String),
        nameZh: expect.any(String),
        descriptionEn: expect.any(String),
        descriptionZh: expect.any(String),
      });
      expect(p.featuresZh).toHaveLength(p.featuresEn.length);
    }
  });

  test('names carry the period the pricing page filters on: "Monthly"/"月訂閱" and "Annual"/"年訂閱"', async () => {
    for (const p of await listing()) {
      const [en, zh] = p.billing === 'monthly' ? ['Monthly', '月訂閱'] : ['Annual', '年訂閱'];
      expect(p.nameEn).toContain(en);
      expect(p.nameZh).toContain(zh);
      expect(p.nameEn).not.toContain(en === 'Monthly' ? 'Annual' : 'Monthly');
    }
  });

  test('prices read as US dollars with thousands commas, e.g. basic annual is "$1,502"', async () => {
    for (const p of await listing()) expect(p.price).toMatch(/^\$\d{1,3}(,\d{3})*(\.\d\d)?$/);
    expect((await entry('basic-annual')).price).toBe('$1,502');
    expect((await entry('basic-monthly')).price).toBe('$149');
    expect((await entry('enterprise-annual')).price).toBe('$13,094');
  });

  test('only pro is marked popular, in both periods', async () => {
    const popular = (await listing())
      .filter((p) => p.isPopular)
      .map((p) => p.id)
      .sort();
    expect(popular).toEqual(['pro-annual', 'pro-monthly']);
  });

  test('annual billing costs about 16% less than twelve months', async () => {
    for (const plan of ['basic', 'pro', 'enterprise']) {
      const monthly = (await entry(`${plan}-monthly`)).amount;
      const annual = (await entry(`${plan}-annual`)).amount;
      expect(1 - annual / (12 * monthly)).toBeCloseTo(0.16, 2);
    }
  });

  test('some features are marked "!" (not included) in both languages', async () => {
    const basic = await entry('basic-monthly');
    expect(basic.featuresEn.some((f) => f.startsWith('!'))).toBe(true);
    expect(basic.featuresZh.some((f) => f.startsWith('!'))).toBe(true);
    expect(basic.featuresEn.some((f) => !f.startsWith('!'))).toBe(true);
  });
});

describe('PUT /api/pricing-plans/{id} (admin)', () => {
  test('monthlyPrice 29.99 alone: the listing shows "$29.99" and the annual price is untouched', async () => {
    const annualBefore = (await entry('basic-annual')).price;
    const res = await site.call('PUT', '/api/pricing-plans/basic', { cookie, body: { monthlyPrice: 29.99 } });
    expect(res.status).toBe(200);
    expect(res.json.find((p: Entry) => p.id === 'basic-monthly')).toMatchObject({ price: '$29.99', amount: 29.99 });
    expect((await entry('basic-monthly')).price).toBe('$29.99');
    expect((await entry('basic-annual')).price).toBe(annualBefore);
  });

  test('titleZh alone renames the plan in Chinese for both periods', async () => {
    await site.call('PUT', '/api/pricing-plans/enterprise', { cookie, body: { titleZh: '旗艦' } });
    expect((await entry('enterprise-monthly')).nameZh).toBe('旗艦 月訂閱');
    expect((await entry('enterprise-annual')).nameZh).toBe('旗艦 年訂閱');
  });
});

/** The plans as stored and as listed: what a refused request must leave as it was. */
const plansNow = async () => [storedPlans(), await listing()];

scenarios('PUT /api/pricing-plans/{id} (admin): refused, nothing changes', () => site, [
  ...['gold', 'pro-monthly', 'PRO'].map((id) => ({
    name: `an unknown plan is 404, the listing id included: ${id}`,
    method: 'PUT',
    url: `/api/pricing-plans/${id}`,
    cookie: 'admin',
    body: { monthlyPrice: 1 },
    status: 404,
    error: 'not_found',
    unchanged: plansNow,
  })),
  ...[
    { name: 'a negative price', body: { monthlyPrice: -1 }, issues: ['monthlyPrice'] },
    { name: 'a price with 3 decimals', body: { annualPrice: 29.999 }, issues: ['annualPrice'] },
    { name: 'a price sent as a string', body: { monthlyPrice: '29.99' }, issues: ['monthlyPrice'] },
    { name: 'a price over 1,000,000', body: { monthlyPrice: 1_000_001 }, issues: ['monthlyPrice'] },
    { name: 'a blank English title', body: { titleEn: '  ' }, issues: ['titleEn'] },
    { name: 'isPopular as a string', body: { isPopular: 'yes' }, issues: ['isPopular'] },
    { name: 'a blank feature', body: { featuresEn: ['Backups', ' '] }, issues: ['featuresEn.1'] },
    { name: 'an unknown field', body: { monthlyPrice: 10, discount: 5 }, issues: ['discount'] },
    { name: 'an empty body', body: {} },
  ].map((c) => ({
    ...c,
    name: `422 for ${c.name}; nothing changes`,
    method: 'PUT',
    url: '/api/pricing-plans/pro',
    cookie: 'admin',
    status: 422,
    error: 'validation_failed',
    unchanged: plansNow,
  })),
]);

scenarios('POST /api/pricing-plans (admin): refused, nothing stored', () => site, [
  {
    name: '409 for a plan that is already stored, which stays as it was',
    method: 'POST',
    url: '/api/pricing-plans',
    cookie: 'admin',
    body: { ...fullPlan, titleEn: 'Pro Copy' },
    status: 409,
    error: 'conflict',
    unchanged: storedPlans,
  },
  ...[
    ['a plan id outside basic/pro/enterprise', { ...fullPlan, id: 'gold' }],
    ['a plan missing fields', { id: 'pro', titleEn: 'Pro' }],
  ].map(([what, body]) => ({
    name: `422 for ${what}; nothing stored`,
    method: 'POST',
    url: '/api/pricing-plans',
    cookie: 'admin',
    body,
    status: 422,
    error: 'validation_failed',
    unchanged: storedPlans,
  })),
]);

describe('POST /api/pricing-plans (admin)', () => {
  test('creates a fixed plan that is not stored: 201 with its two listing entries', async () => {
    site.db.delete(pricingPlans).where(eq(pricingPlans.id, 'pro')).run();
    const res = await site.call('POST', '/api/pricing-plans', { cookie, body: { ...fullPlan, monthlyPrice: 450 } });
    expect(res.status).toBe(201);
    expect(res.json.map((p: Entry) => `${p.id} ${p.price}`).sort()).toEqual(['pro-annual $4,022', 'pro-monthly $450']);
    expect((await entry('pro-monthly')).nameEn).toBe('Pro Monthly');
    expect(storedPlans()).toHaveLength(3);
  });
});

scenarios(
  'writes refused for anonymous callers: 401 and the plans stay as they were',
  () => site,
  [
    ['no cookie', undefined],
    ['a bogus cookie', 'session=garbage'],
  ].flatMap(([who, cookie]) =>
    [
      { method: 'POST', url: '/api/pricing-plans', body: { ...fullPlan, id: 'basic' } },
      { method: 'PUT', url: '/api/pricing-plans/basic', body: { monthlyPrice: 1 } },
    ].map((write) => ({
      ...write,
      name: `${who}: ${write.method} ${write.url} is 401 and the plans stay as they were`,
      cookie,
      status: 401,
      error: 'unauthorized',
      unchanged: plansNow,
    })),
  ),
);
