// GET /api/services: the seeded services, bilingual, with feature lists.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { startTestSite, type TestSite } from '../../testing/harness';

let site: TestSite;
beforeAll(async () => (site = await startTestSite()));
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
