// GET /api/services: the seeded services, bilingual, with feature lists; a write keeps the two feature lists in pairs.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { expectError, startTestSite, type TestSite } from '../../testing/harness';

let site: TestSite;
let cookie: string;
beforeAll(async () => {
  site = await startTestSite();
  cookie = await site.login();
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

test('a write with more features in one language than the other is refused on the shorter list, and nothing is stored', async () => {
  const before = (await site.call('GET', '/api/services')).json as { id: number; featuresEn: string[]; featuresZh: string[] }[];
  const first = before[0]!;
  for (const [featuresEn, featuresZh, path] of [
    [[...first.featuresEn, 'Extra'], first.featuresZh, 'featuresZh'],
    [first.featuresEn, [...first.featuresZh, '額外'], 'featuresEn'],
  ] as const) {
    const res = await site.call('PUT', `/api/services/${first.id}`, { cookie, body: { ...first, featuresEn, featuresZh } });
    expectError(res, 422, 'validation_failed');
    expect(res.json.error.issues.map((issue: { path: string }) => issue.path)).toEqual([path]);
  }
  expect((await site.call('GET', '/api/services')).json).toEqual(before);
  // As many in both: stored.
  const paired = { ...first, featuresEn: [...first.featuresEn, 'Extra'], featuresZh: [...first.featuresZh, '額外'] };
  expect((await site.call('PUT', `/api/services/${first.id}`, { cookie, body: paired })).status).toBe(200);
});
