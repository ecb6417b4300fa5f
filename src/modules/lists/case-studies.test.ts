// GET /api/case-studies: the two seeded case studies, bilingual, with their headline claims and industry tags.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { startTestSite, type TestSite } from '../../testing/harness';

let site: TestSite;
beforeAll(async () => (site = await startTestSite()));
afterAll(() => site.close());

const FIELDS = [
  'descriptionEn',
  'descriptionZh',
  'id',
  'imageAltEn',
  'imageAltZh',
  'imageHeight',
  'imagePath',
  'imageWidth',
  'industryEn',
  'industryZh',
  'titleEn',
  'titleZh',
];

test('lists two case studies, each complete in both languages', async () => {
  const res = await site.call('GET', '/api/case-studies');
  expect(res.status).toBe(200);
  expect(res.json).toHaveLength(2);
  for (const study of res.json) {
    expect(Object.keys(study).sort()).toEqual(FIELDS);
    for (const field of FIELDS.filter((f) => !/^id$|^image/.test(f))) expect(study[field].trim()).not.toBe('');
    expect(study.imagePath === null || typeof study.imagePath === 'string').toBe(true);
  }
});

test.each([
  ['40% less production time', '40%'],
  ['75% of routine inquiries handled', '75%'],
])('one case study claims "%s" in English, with the same figure in Chinese', async (claim, figure) => {
  const studies: { descriptionEn: string; descriptionZh: string }[] = (await site.call('GET', '/api/case-studies')).json;
  const matching = studies.filter((s) => s.descriptionEn.includes(claim));
  expect(matching).toHaveLength(1);
  expect(matching[0]!.descriptionZh).toContain(figure);
});
