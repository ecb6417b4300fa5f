// GET /api/case-studies: the two seeded case studies, bilingual, with their headline claims, results and industry tags;
// a write from a client that predates the headline result (no resultValue/resultLabel keys) still works.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { expectError, startTestSite, type TestSite } from '../../testing/harness';

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
  'resultLabelEn',
  'resultLabelZh',
  'resultValueEn',
  'resultValueZh',
  'titleEn',
  'titleZh',
];

test('lists four case studies, each complete in both languages', async () => {
  const res = await site.call('GET', '/api/case-studies');
  expect(res.status).toBe(200);
  expect(res.json).toHaveLength(4);
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
  // The claim is its headline result (figure and label) or in its story; decision 0279: Jadeport's story no longer
  // repeats the figure its card already shows.
  const studies: Record<string, string>[] = (await site.call('GET', '/api/case-studies')).json;
  const matching = studies.filter((s) => `${s.resultValueEn} ${s.resultLabelEn}` === claim || s.descriptionEn!.includes(claim));
  expect(matching).toHaveLength(1);
  expect(`${matching[0]!.resultValueZh} ${matching[0]!.descriptionZh}`).toContain(figure);
});

test('the seeded studies carry their headline results in both languages', async () => {
  const studies: Record<string, string>[] = (await site.call('GET', '/api/case-studies')).json;
  expect(studies.map((s) => [s.resultValueEn, s.resultLabelEn, s.resultValueZh, s.resultLabelZh])).toEqual([
    ['40%', 'less production time', '40%', '生產時間縮短'],
    ['75%', 'of routine inquiries handled', '75%', '例行詢問自動處理'],
    ['33%', 'fewer late deliveries', '33%', '延遲送達減少'],
    ['58%', 'fewer calls to the front desk', '58%', '櫃檯來電減少'],
  ]);
});

test('an older client leaves the result out: POST and PUT still work and store none; a too long result is refused', async () => {
  const cookie = site.session();
  const older = {
    titleEn: 'Clinic Booking Assistant',
    titleZh: '診所預約助理',
    descriptionEn: 'Patients book by chat.',
    descriptionZh: '病患透過聊天預約。',
    industryEn: 'Healthcare',
    industryZh: '醫療',
  };
  const created = await site.call('POST', '/api/case-studies', { cookie, body: older });
  expect(created.status).toBe(201);
  expect(created.json).toMatchObject({ ...older, resultValueEn: '', resultValueZh: '', resultLabelEn: '', resultLabelZh: '' });
  const id = created.json.id;
  const withResult = await site.call('PUT', `/api/case-studies/${id}`, {
    cookie,
    body: { ...older, resultValueEn: '3×', resultValueZh: '3 倍', resultLabelEn: 'more bookings', resultLabelZh: '預約量成長' },
  });
  expect(withResult.json).toMatchObject({ resultValueEn: '3×', resultLabelZh: '預約量成長' });
  const refused = await site.call('PUT', `/api/case-studies/${id}`, { cookie, body: { ...older, resultValueEn: '1'.repeat(17) } });
  expectError(refused, 422, 'validation_failed');
  expect(refused.json.error.issues[0].path).toBe('resultValueEn');
  // The whole entry is replaced (as with imagePath): a PUT without the keys leaves the result empty.
  const replaced = await site.call('PUT', `/api/case-studies/${id}`, { cookie, body: { ...older, titleEn: 'Renamed' } });
  expect(replaced.status).toBe(200);
  expect(replaced.json).toMatchObject({ titleEn: 'Renamed', resultValueEn: '', resultLabelZh: '' });
  await site.call('DELETE', `/api/case-studies/${id}`, { cookie });
});
