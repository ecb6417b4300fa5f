// GET /api/services: the seeded services, bilingual, with feature lists; a write may carry lists of different lengths.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { startTestSite, type TestSite } from '../../testing/harness';

let site: TestSite;
let cookie: string;
beforeAll(async () => {
  site = await startTestSite();
  cookie = site.session();
});
afterAll(() => site.close());

test('lists the three seeded services in both languages, each with matching feature lists', async () => {
  const res = await site.call('GET', '/api/services');
  expect(res.status).toBe(200);
  expect(res.json).toHaveLength(3);
  for (const service of res.json) {
    expect(Object.keys(service).sort()).toEqual(
      [
        'descriptionEn',
        'descriptionZh',
        'featuresEn',
        'featuresZh',
        'id',
        'imageAltEn',
        'imageAltZh',
        'imageHeight',
        'imagePath',
        'imageWidth',
        'titleEn',
        'titleZh',
      ].sort(),
    );
    expect(service.featuresEn.length).toBeGreaterThan(2);
    expect(service.featuresZh).toHaveLength(service.featuresEn.length);
  }
  expect(res.json.map((s: { titleEn: string }) => s.titleEn).join(' ')).toMatch(/Custom software.*Automation.*AI/s);
});

// The form keeps its own rows paired (docs/design.md changelog "2026-11-28: the admin, follow-ups"); the API
// still takes uneven lists.
test('the API keeps accepting feature lists of different lengths (the form keeps its own rows paired)', async () => {
  const before = (await site.call('GET', '/api/services')).json as { id: number; featuresEn: string[]; featuresZh: string[] }[];
  const first = before[0]!;
  const uneven = { ...first, featuresEn: [...first.featuresEn, 'Extra'], featuresZh: first.featuresZh };
  const res = await site.call('PUT', `/api/services/${first.id}`, { cookie, body: uneven });
  expect(res.status).toBe(200);
  expect(res.json).toMatchObject({ featuresEn: uneven.featuresEn, featuresZh: first.featuresZh });
  expect((await site.call('PUT', `/api/services/${first.id}`, { cookie, body: first })).status).toBe(200);
});
