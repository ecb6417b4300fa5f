// GET /api/company-values: the three seeded core values (a fixed quote, working software every two weeks, a named
// person who answers), bilingual, with icons; the built-in defaults of the home page are for an empty list only.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { startTestSite, type TestSite } from '../../testing/harness';

let site: TestSite;
beforeAll(async () => (site = await startTestSite()));
afterAll(() => site.close());

test('lists three values in display order, each complete in both languages', async () => {
  const res = await site.call('GET', '/api/company-values');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/json');
  expect(res.json).toHaveLength(3);
  for (const value of res.json) {
    expect(Object.keys(value).sort()).toEqual(['descriptionEn', 'descriptionZh', 'icon', 'id', 'titleEn', 'titleZh']);
    expect(value.id).toBeInteger();
    expect(value.icon).toMatch(/^i-[a-z0-9-]+$/);
    for (const field of ['titleEn', 'titleZh', 'descriptionEn', 'descriptionZh']) expect(value[field].trim()).not.toBe('');
  }
  expect(res.json.map((v: { titleEn: string }) => v.titleEn)).toEqual([
    'A fixed quote, not an hourly meter',
    'Working software every two weeks',
    'A named person answers within a business day',
  ]);
});

test('is public: no cookie needed, and a bogus cookie does not get in the way', async () => {
  const res = await site.call('GET', '/api/company-values', { cookie: 'session=garbage' });
  expect(res.status).toBe(200);
  expect(res.json).toHaveLength(3);
});
