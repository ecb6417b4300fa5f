// Every ordered list through the real app: the admin creates, replaces, reorders and deletes entries and visitors
// see each change on their next request (the page that shows the list carries it); bad input, unknown ids and
// anonymous writes change nothing.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { ALL_LISTS, listNamed, type ListField, type TextField } from '../../contract';
import { expectError, startTestSite, type TestSite } from '../../testing/harness';

let site: TestSite;
let cookie: string;
beforeAll(async () => {
  site = await startTestSite();
  cookie = site.session();
});
afterAll(() => site.close());

type Entry = { id: number } & Record<string, unknown>;

const LISTS = [
  {
    path: '/api/services',
    page: '/services',
    valid: {
      titleEn: 'Data Migration',
      titleZh: '資料移轉',
      descriptionEn: 'Moving years of records into a new system without losing one.',
      descriptionZh: '將多年紀錄完整移入新系統，一筆不漏。',
      featuresEn: ['Audit of the old data', 'Dry runs'],
      featuresZh: ['舊資料稽核', '試轉演練'],
      imagePath: null,
    },
    bad: { featuresEn: ['Fine', '   '] },
    badPath: 'featuresEn.1',
  },
  {
    path: '/api/case-studies',
    page: '/services',
    valid: {
      titleEn: 'Clinic Booking Assistant',
      titleZh: '診所預約助理',
      descriptionEn: 'Patients book and reschedule by chat.',
      descriptionZh: '病患透過聊天預約與改期。',
      industryEn: 'Healthcare',
      industryZh: '醫療',
      imagePath: null,
    },
    bad: { industryEn: 'x'.repeat(61) },
    badPath: 'industryEn',
  },
  {
    path: '/api/company-values',
    page: '/',
    valid: {
      icon: 'i-lucide-rocket',
      titleEn: 'Momentum',
      titleZh: '行動力',
      descriptionEn: 'Working software every two weeks.',
      descriptionZh: '每兩週交付可用的軟體。',
    },
    bad: { icon: 'i-lucide-not-an-icon' },
    badPath: 'icon',
  },
  {
    path: '/api/testimonials',
    page: '/',
    valid: {
      quoteEn: 'They shipped in six weeks.\nOur team uses it every day.',
      quoteZh: '六週就上線。\n團隊每天都在用。',
      nameEn: 'Kevin Wu',
      nameZh: '吳冠廷',
      roleEn: 'Owner',
      roleZh: '負責人',
      companyEn: 'Sunrise Bakery',
      companyZh: '日昇烘焙',
      imagePath: null,
    },
    bad: { roleEn: 'x'.repeat(81) },
    badPath: 'roleEn',
  },
  {
    path: '/api/clients',
    page: '/',
    valid: { nameEn: 'Lantern Works', nameZh: '燈籠工坊', imagePath: null },
    bad: { imagePath: '/elsewhere/logo.png' },
    badPath: 'imagePath',
  },
  {
    path: '/api/figures',
    page: '/',
    valid: { valueEn: '24/7', valueZh: '全年無休', labelEn: 'monitoring', labelZh: '系統監控' },
    bad: { valueEn: '1'.repeat(17) },
    badPath: 'valueEn',
  },
  {
    path: '/api/steps',
    page: '/',
    valid: { titleEn: 'Measure', titleZh: '成效追蹤', descriptionEn: 'We report what changed.', descriptionZh: '定期回報改善成效。' },
    bad: { descriptionZh: 5 },
    badPath: 'descriptionZh',
  },
  {
    path: '/api/faqs',
    page: '/pricing',
    valid: {
      questionEn: 'Is there a setup fee?',
      questionZh: '有開辦費嗎？',
      answerEn: 'No.\nYou pay the plan only.',
      answerZh: '沒有。\n只需支付方案費用。',
    },
    bad: { answerEn: 'x'.repeat(1001) },
    badPath: 'answerEn',
  },
  {
    path: '/api/people',
    page: '/',
    valid: {
      nameEn: 'Mei-Ling Chang',
      nameZh: '張美玲',
      roleEn: 'Project lead',
      roleZh: '專案負責人',
      bioEn: 'Runs every project from the first call.\nYour day-to-day contact.',
      bioZh: '從第一通電話開始負責每個專案。\n您日常的聯絡窗口。',
      imagePath: null,
    },
    bad: { bioZh: 'x'.repeat(301) },
    badPath: 'bioZh',
  },
] as const;

test('every list of the registry is exercised here', () => {
  expect(LISTS.map((l): string => l.path).sort()).toEqual(ALL_LISTS.map((l) => `/api/${l.name}`).sort());
});

/** The descriptor's title field (what names an entry) and its required texts, each language on its own. */
const shapeOf = (path: string) => {
  const list = listNamed(path.slice('/api/'.length))!;
  const texts = (list.fields as readonly ListField[]).filter((f): f is TextField => f.kind === 'text');
  const title = texts.find((f) => f.name === list.titleField)!;
  const required = texts.filter((f) => f.required).flatMap((f) => [`${f.name}En`, `${f.name}Zh`]);
  return { en: `${title.name}En`, zh: `${title.name}Zh`, max: title.max, required };
};

const list = async (path: string): Promise<Entry[]> => (await site.call('GET', path)).json;

describe.each(LISTS)('$path', ({ path, page, valid, bad, badPath }) => {
  let created: Entry;
  const title = shapeOf(path);
  const values = valid as Record<string, unknown>;

  test('the admin creates an entry: 201 with the stored entry, last in the list, on the public page at once', async () => {
    await site.call('GET', page); // the page is cached before the write
    const res = await site.call('POST', path, { cookie, body: valid });
    expect(res.status).toBe(201);
    created = res.json;
    // Not toMatchObject with a matcher: Bun 1.4.5 writes the matcher into the object under test.
    expect(created.id).toBeGreaterThan(0);
    expect(created).toMatchObject(valid);
    const after = await list(path);
    expect(after.at(-1)).toEqual(created);
    expect((await site.call('GET', page)).text).toContain(String(values[title.en]));
    expect((await site.call('GET', `${page}?lang=zh`)).text).toContain(String(values[title.zh]));
  });

  test('the entry exactly as the list returned it can be sent back with PUT; a change shows on the next read', async () => {
    const [first] = await list(path);
    const same = await site.call('PUT', `${path}/${first!.id}`, { cookie, body: first });
    expect(same.status).toBe(200);
    expect(same.json).toEqual(first);
    const renamed = await site.call('PUT', `${path}/${created.id}`, {
      cookie,
      body: { ...created, [title.en]: 'Renamed', [title.zh]: '新名稱' },
    });
    expect(renamed.json).toMatchObject({ id: created.id, [title.en]: 'Renamed', [title.zh]: '新名稱' });
    expect((await list(path)).find((e) => e.id === created.id)?.[title.en]).toBe('Renamed');
    expect((await site.call('GET', page)).text).toContain('Renamed');
  });

  test('reorder: every id once puts the list in that order; a partial or unknown list is a 422 and changes nothing', async () => {
    const ids = (await list(path)).map((e) => e.id);
    const reversed = [...ids].reverse();
    const res = await site.call('PUT', `${path}/order`, { cookie, body: { ids: reversed } });
    expect(res.status).toBe(200);
    expect(res.json.map((e: Entry) => e.id)).toEqual(reversed);
    expect((await list(path)).map((e) => e.id)).toEqual(reversed);
    for (const body of [{ ids: reversed.slice(1) }, { ids: [...reversed, 999_999] }, { ids: [reversed[0], ...reversed] }]) {
      const refused = await site.call('PUT', `${path}/order`, { cookie, body });
      expectError(refused, 422, 'validation_failed');
      expect(refused.json.error.issues[0].path).toBe('ids');
    }
    expect((await list(path)).map((e) => e.id)).toEqual(reversed);
    await site.call('PUT', `${path}/order`, { cookie, body: { ids } });
  });

  test('bad input is a 422 naming the field, and nothing is stored', async () => {
    const before = await list(path);
    expect(title.required.length).toBeGreaterThan(0);
    for (const [body, field] of [
      [{ ...valid, ...bad }, badPath],
      // Each required text left blank, in either language.
      ...title.required.map((name) => [{ ...valid, [name]: '  ' }, name] as const),
      [{ ...valid, [title.en]: 'x'.repeat(title.max + 1) }, title.en],
      [{ ...valid, [title.en]: 'Two\nlines' }, title.en],
      [{ ...valid, extra: 1 }, 'extra'],
    ] as const) {
      const res = await site.call('POST', path, { cookie, body });
      expectError(res, 422, 'validation_failed');
      expect(res.json.error.issues.map((i: { path: string }) => i.path)).toContain(field);
      expectError(await site.call('PUT', `${path}/${created.id}`, { cookie, body }), 422, 'validation_failed');
    }
    const otherId = await site.call('PUT', `${path}/${created.id}`, { cookie, body: { ...valid, id: created.id + 1 } });
    expect(otherId.json.error.issues[0].path).toBe('id');
    expect(await list(path)).toEqual(before);
  });

  test('an unknown id is a 404 for PUT and DELETE', async () => {
    for (const method of ['PUT', 'DELETE']) {
      expectError(await site.call(method, `${path}/999999`, { cookie, body: method === 'PUT' ? valid : undefined }), 404, 'not_found');
      expectError(await site.call(method, `${path}/abc`, { cookie, body: method === 'PUT' ? valid : undefined }), 404, 'not_found');
    }
  });

  test('without a session every write is a 401 and the list stays as it was', async () => {
    const before = await list(path);
    expectError(await site.call('POST', path, { body: valid }), 401, 'unauthorized');
    expectError(await site.call('PUT', `${path}/${created.id}`, { body: valid }), 401, 'unauthorized');
    expectError(await site.call('PUT', `${path}/order`, { body: { ids: before.map((e) => e.id).reverse() } }), 401, 'unauthorized');
    expectError(await site.call('DELETE', `${path}/${created.id}`), 401, 'unauthorized');
    expect(await list(path)).toEqual(before);
  });

  test('history: the rename is a version, the activity log names the entry by its title field', async () => {
    const name = path.slice('/api/'.length);
    const versions = (await site.call('GET', `/api/revisions?target=${name}/${created.id}`, { cookie })).json;
    expect(versions.map((r: { before: Entry | null; after: Entry | null }) => [r.before?.[title.en] ?? null, r.after?.[title.en]])).toEqual(
      [
        [values[title.en], 'Renamed'],
        [null, values[title.en]],
      ],
    );
    const log = (await site.call('GET', '/api/admin/audit?limit=100', { cookie })).json as { target: string; detail: { title?: string } }[];
    expect(log.find((e) => e.target === `${name}/${created.id}`)?.detail.title).toBe('Renamed');
  });

  test('the admin deletes the entry: gone from the list and the page', async () => {
    const res = await site.call('DELETE', `${path}/${created.id}`, { cookie });
    expect(res.json).toEqual({ ok: true });
    expect((await list(path)).some((e) => e.id === created.id)).toBe(false);
    expect((await site.call('GET', page)).text).not.toContain('Renamed');
    expectError(await site.call('DELETE', `${path}/${created.id}`, { cookie }), 404, 'not_found');
  });

  test('the deleted entry is listed as deleted and comes back under its id with a restore', async () => {
    const name = path.slice('/api/'.length);
    const deleted = (await site.call('GET', `/api/revisions/deleted?list=${name}`, { cookie })).json as { id: number; target: string }[];
    const revision = deleted.find((r) => r.target === `${name}/${created.id}`)!;
    expect((await site.call('POST', `/api/revisions/${revision.id}/restore`, { cookie })).status).toBe(200);
    expect((await list(path)).find((e) => e.id === created.id)?.[title.en]).toBe('Renamed');
    expect((await site.call('DELETE', `${path}/${created.id}`, { cookie })).status).toBe(200);
  });
});

describe('empty lists fall back as product.md §2 says', () => {
  test('with every service deleted /services says "No services found."; with no case studies the two samples show', async () => {
    const own = await startTestSite();
    try {
      const admin = own.session();
      for (const path of ['/api/services', '/api/case-studies']) {
        for (const entry of (await own.call('GET', path)).json)
          expect((await own.call('DELETE', `${path}/${entry.id}`, { cookie: admin })).status).toBe(200);
        expect((await own.call('GET', path)).json).toEqual([]);
      }
      const html = (await own.call('GET', '/services')).text;
      expect(html).toContain('No services found.');
      expect(html).toContain('40% less production time');
      expect(html).toContain('75% of routine inquiries handled');
    } finally {
      own.close();
    }
  });
});
