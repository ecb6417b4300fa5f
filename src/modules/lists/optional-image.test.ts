// An entry without a picture is normal: services, case studies and search snippets are written with no `imagePath` key
// at all (absent means no picture, as null does), and the alt-text rule still holds when there is a picture.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { expectError, startTestSite, type TestSite } from '../../testing/harness';
import { png } from '../media/fixtures/images';

let site: TestSite;
let cookie: string;
let image: string;
beforeAll(async () => {
  site = await startTestSite();
  cookie = site.session();
  const res = await site.app.handle(
    new Request('http://localhost/api/media', { method: 'POST', body: png(80, 60), headers: { 'content-type': 'image/png', cookie } }),
  );
  image = ((await res.json()) as { path: string }).path;
});
afterAll(() => site.close());

const LISTS = [
  {
    path: '/api/services',
    entry: {
      titleEn: 'Report Automation',
      titleZh: '報表自動化',
      descriptionEn: 'Monthly reports that write themselves.',
      descriptionZh: '每月報表自動產生。',
      featuresEn: ['Scheduled runs'],
      featuresZh: ['排程執行'],
    },
  },
  {
    path: '/api/case-studies',
    entry: {
      titleEn: 'Warehouse Stock Alerts',
      titleZh: '倉儲庫存警示',
      descriptionEn: 'Low stock is flagged before it runs out.',
      descriptionZh: '庫存不足時提前提醒。',
      industryEn: 'Logistics',
      industryZh: '物流',
      resultValueEn: '3 days',
      resultValueZh: '3 天',
      resultLabelEn: 'earlier warning',
      resultLabelZh: '提前預警',
    },
  },
] as const;

const publicList = async (path: string): Promise<Record<string, unknown>[]> => (await site.call('GET', path)).json;

describe.each(LISTS)('$path', ({ path, entry }) => {
  test('a complete entry with no imagePath key: 201, no picture, and the public list shows it', async () => {
    const res = await site.call('POST', path, { cookie, body: entry });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      ...entry,
      id: res.json.id,
      imagePath: null,
      imageWidth: null,
      imageHeight: null,
      imageAltEn: '',
      imageAltZh: '',
    });
    expect((await publicList(path)).at(-1)).toEqual(res.json);
  });

  test('the same entry with imagePath null still works', async () => {
    const res = await site.call('POST', path, { cookie, body: { ...entry, titleEn: `${entry.titleEn} (null)`, imagePath: null } });
    expect(res.status).toBe(201);
    expect(res.json.imagePath).toBeNull();
    expect((await publicList(path)).at(-1)).toEqual(res.json);
  });

  test('with a picture the alt text is still required in both languages, naming each missing one', async () => {
    const res = await site.call('POST', path, { cookie, body: { ...entry, imagePath: image, imageAltEn: 'A chart' } });
    expectError(res, 422, 'validation_failed');
    expect(res.json.error.issues).toEqual([{ path: 'imageAltZh', message: 'Describe the image for people who cannot see it' }]);
  });

  test('PUT replaces the whole entry: an entry with a picture sent without imagePath (or its alt texts) has none after', async () => {
    const created = await site.call('POST', path, {
      cookie,
      body: { ...entry, imagePath: image, imageAltEn: 'A chart', imageAltZh: '圖表' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ imagePath: image, imageWidth: 80, imageHeight: 60 });
    const res = await site.call('PUT', `${path}/${created.json.id}`, { cookie, body: entry });
    expect(res.status).toBe(200);
    // Without a picture it has no picture's look either (decision 0104).
    const { imageLook, ...rest } = created.json;
    expect(imageLook).toMatchObject({ widths: [], focus: { x: 0.5, y: 0.5 } });
    expect(res.json).toEqual({ ...rest, imagePath: null, imageWidth: null, imageHeight: null, imageAltEn: '', imageAltZh: '' });
    // Sent back as read (decision 0013), the entry keeps what it has.
    const again = await site.call('PUT', `${path}/${created.json.id}`, { cookie, body: created.json });
    expect(again.json).toEqual(created.json);
  });
});

test('a search snippet written without imagePath has no image; with imagePath null the same', async () => {
  const texts = { titleEn: 'Our Services', titleZh: '我們的服務', descriptionEn: '', descriptionZh: '' };
  const withImage = await site.call('PUT', '/api/page-snippets/services', { cookie, body: { ...texts, imagePath: image } });
  expect(withImage.json).toEqual({ section: 'services', ...texts, imagePath: image });
  const res = await site.call('PUT', '/api/page-snippets/services', { cookie, body: texts });
  expect(res.status).toBe(200);
  expect(res.json).toEqual({ section: 'services', ...texts, imagePath: null });
  expect((await site.call('GET', '/api/page-snippets/services')).json).toEqual(res.json);
  expect((await site.call('PUT', '/api/page-snippets/services', { cookie, body: { ...texts, imagePath: null } })).json).toEqual(res.json);
});
