// /api/pricing-plans: the public listing (3 plans × monthly/annual), and the admin's create and partial update with their rules.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { pricingPlans } from '../../../db/schema';
import { expectError, startTestSite, type TestSite } from '../../testing/harness';

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

  test('an unknown plan is 404, the listing id included', async () => {
    for (const id of ['gold', 'pro-monthly', 'PRO']) {
      expectError(await site.call('PUT', `/api/pricing-plans/${id}`, { cookie, body: { monthlyPrice: 1 } }), 404, 'not_found');
    }
  });

  const bad: { name: string; body: unknown; path?: string }[] = [
    { name: 'a negative price', body: { monthlyPrice: -1 }, path: 'monthlyPrice' },
    { name: 'a price with 3 decimals', body: { annualPrice: 29.999 }, path: 'annualPrice' },
    { name: 'a price sent as a string', body: { monthlyPrice: '29.99' }, path: 'monthlyPrice' },
    { name: 'a price over 1,000,000', body: { monthlyPrice: 1_000_001 }, path: 'monthlyPrice' },
    { name: 'a blank English title', body: { titleEn: '  ' }, path: 'titleEn' },
    { name: 'isPopular as a string', body: { isPopular: 'yes' }, path: 'isPopular' },
    { name: 'a blank feature', body: { featuresEn: ['Backups', ' '] }, path: 'featuresEn.1' },
    { name: 'an unknown field', body: { monthlyPrice: 10, discount: 5 }, path: 'discount' },
    { name: 'an empty body', body: {} },
  ];
  for (const c of bad) {
    test(`422 for ${c.name}; nothing changes`, async () => {
      const [rows, before] = [storedPlans(), await listing()];
      const res = await site.call('PUT', '/api/pricing-plans/pro', { cookie, body: c.body });
      expectError(res, 422, 'validation_failed');
      expect(res.json.error.issues.length).toBeGreaterThan(0);
      if (c.path) expect(res.json.error.issues.map((i: { path: string }) => i.path)).toContain(c.path);
      expect(storedPlans()).toEqual(rows);
      expect(await listing()).toEqual(before);
    });
  }
});

describe('POST /api/pricing-plans (admin)', () => {
  test('409 for a plan that is already stored, which stays as it was', async () => {
    const before = storedPlans();
    expectError(await site.call('POST', '/api/pricing-plans', { cookie, body: { ...fullPlan, titleEn: 'Pro Copy' } }), 409, 'conflict');
    expect(storedPlans()).toEqual(before);
  });

  test('creates a fixed plan that is not stored: 201 with its two listing entries', async () => {
    site.db.delete(pricingPlans).where(eq(pricingPlans.id, 'pro')).run();
    const res = await site.call('POST', '/api/pricing-plans', { cookie, body: { ...fullPlan, monthlyPrice: 450 } });
    expect(res.status).toBe(201);
    expect(res.json.map((p: Entry) => `${p.id} ${p.price}`).sort()).toEqual(['pro-annual $4,022', 'pro-monthly $450']);
    expect((await entry('pro-monthly')).nameEn).toBe('Pro Monthly');
    expect(storedPlans()).toHaveLength(3);
  });

  test('422 for a plan id outside basic/pro/enterprise, and for a plan missing fields; nothing stored', async () => {
    const before = storedPlans();
    for (const body of [
      { ...fullPlan, id: 'gold' },
      { id: 'pro', titleEn: 'Pro' },
    ]) {
      expectError(await site.call('POST', '/api/pricing-plans', { cookie, body }), 422, 'validation_failed');
    }
    expect(storedPlans()).toEqual(before);
  });
});

describe('writes refused for anonymous callers', () => {
  const writes = [
    { method: 'POST', path: '/api/pricing-plans', body: { ...fullPlan, id: 'basic' } },
    { method: 'PUT', path: '/api/pricing-plans/basic', body: { monthlyPrice: 1 } },
  ];
  for (const [who, anonCookie] of [
    ['no cookie', undefined],
    ['a bogus cookie', 'session=garbage'],
  ] as const) {
    for (const w of writes) {
      test(`${who}: ${w.method} ${w.path} is 401 and the plans stay as they were`, async () => {
        const [rows, before] = [storedPlans(), await listing()];
        expectError(await site.call(w.method, w.path, { cookie: anonCookie, body: w.body }), 401, 'unauthorized');
        expect(storedPlans()).toEqual(rows);
        expect(await listing()).toEqual(before);
      });
    }
  }
});
