// Counting page views through the API: who is counted (a browser, once a day per visitor) and who is not (bots,
// headless browsers, Do Not Track, Global Privacy Control, paths that are no page), nothing set in the browser, the
// referrer and campaign as kept, the limit per address, and the report's ranges.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test';
import { expectError, startTestSite, type TestSite } from '../../testing/harness';
import { pageViews, insightRollups } from '../../../db/schema';
import { addDays, dayIn, runtimeTimeZone } from '../../contract/zoned-time';

/** The day a moment falls on for a site whose time zone is not set: the server's. */
const dayOf = (ms: number) => dayIn(ms, runtimeTimeZone());

const CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let site: TestSite;
let cookie: string;
beforeAll(async () => {
  site = await startTestSite({ TRUST_PROXY: 'true' });
}, 30_000); // the first site of a run builds the web app
afterAll(() => site.close());
// Each test on days of its own: the recorder remembers today's visitors in memory, as the running site does.
let week = 0;
beforeEach(async () => {
  site.deps.views.flush();
  site.db.delete(pageViews).run();
  site.db.delete(insightRollups).run();
  site.clock.now = Date.parse('2026-06-10T09:00:00Z') + week++ * 7 * 86_400_000;
  cookie = site.session(); // a week on, yesterday's session has ended
});

/** A view as a browser's beacon sends it, from `address` with `agent`. */
const hit = (body: object, { agent = CHROME, address = '198.51.100.7', headers = {} as Record<string, string> } = {}) =>
  site.call('POST', '/api/hits', { body, headers: { 'user-agent': agent, 'x-forwarded-for': address, ...headers } });

const today = () => dayOf(site.clock.now);
const report = async (from = today(), to = today()) => {
  const res = await site.call('GET', `/api/admin/insights?from=${from}&to=${to}`, { cookie });
  expect(res.status).toBe(200);
  return res.json;
};

describe('a browser showing a page is counted', () => {
  test('204 with no cookie set; the view, its visitor, page, device and language show in the report', async () => {
    const res = await hit({ path: '/pricing', lang: 'zh' }, { agent: IPHONE });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toBeNull();
    const r = await report();
    expect(r.totals).toEqual({ views: 1, visitors: 1, inquiries: 0, conversion: 0 });
    expect(r.pages).toEqual([{ value: 'zh /pricing', views: 1, visitors: 1, inquiries: 0 }]);
    expect(r.devices).toEqual([{ value: 'phone', views: 1, visitors: 1 }]);
    expect(r.languages).toEqual([{ value: 'zh', views: 1, visitors: 1 }]);
  });

  test('the same browser at the same address is one visitor all day; another browser or address is another', async () => {
    await hit({ path: '/', lang: 'en' });
    await hit({ path: '/services', lang: 'en' });
    site.clock.now += 8 * 3_600_000;
    await hit({ path: '/', lang: 'en' });
    await hit({ path: '/', lang: 'en' }, { agent: IPHONE });
    await hit({ path: '/', lang: 'en' }, { address: '203.0.113.9' });
    const r = await report();
    expect(r.totals.views).toBe(5);
    expect(r.totals.visitors).toBe(3);
    expect(r.pages.find((row: { value: string }) => row.value === 'en /')).toMatchObject({ views: 4, visitors: 3 });
  });

  test('the next day the same browser is a new visitor under a new salt: its hash cannot be matched to yesterday’s', async () => {
    await hit({ path: '/', lang: 'en' });
    site.clock.now += 86_400_000;
    await hit({ path: '/', lang: 'en' });
    cookie = site.session();
    const r = await report(addDays(today(), -1), today());
    expect(r.days.map((d: { visitors: number }) => d.visitors)).toEqual([1, 1]);
    const [first, second] = site.db.select().from(pageViews).all();
    expect(first!.visitor).not.toBe(second!.visitor);
    // Nothing that names the visitor is kept: the row has the hash and the page, no address or browser.
    expect(JSON.stringify(site.db.select().from(pageViews).all())).not.toMatch(/198\.51|Macintosh/);
  });

  test('one address is at most ten visitors a day, however many browser strings it sends; every view still counts', async () => {
    // Forty beacons from one address, each with another Chrome version: an office of ten at most, not forty people.
    const chrome = (n: number) => CHROME.replace('131.0.0.0', `${100 + n}.0.0.0`);
    for (let n = 0; n < 40; n++) await hit({ path: n % 2 ? '/pricing' : '/', lang: 'en' }, { agent: chrome(n) });
    // An IPv6 client is one address by its /64, however its last bits are written.
    for (let n = 0; n < 15; n++) await hit({ path: '/', lang: 'en' }, { agent: chrome(n), address: `2001:db8:1:2::${n + 1}` });
    // Another address is other people.
    await hit({ path: '/', lang: 'en' }, { address: '203.0.113.9' });
    const r = await report();
    expect(r.totals.views).toBe(56);
    expect(r.totals.visitors).toBe(10 + 10 + 1);
    expect(r.days).toEqual([{ day: today(), views: 56, visitors: 21, inquiries: 0 }]);
    for (const row of r.pages as { value: string; visitors: number }[]) expect(row.visitors).toBeLessThanOrEqual(21);
    // The raw rows agree with the figures: 21 distinct visitors among 56 views.
    site.deps.views.flush();
    const rows = site.db.select().from(pageViews).all();
    expect(rows).toHaveLength(56);
    expect(new Set(rows.map((row) => row.visitor)).size).toBe(21);
  });
});

describe('what is not counted still answers 204, and changes nothing', () => {
  const notPeople: [string, string][] = [
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    [
      'Bingbot',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0 Safari/537.36',
    ],
    ['headless Chrome', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36'],
    [
      'Lighthouse',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    ],
    ['a link preview', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['curl', 'curl/8.5.0'],
    ['a Python script', 'python-requests/2.32.3'],
    ['no User-Agent', ''],
  ];
  for (const [name, agent] of notPeople)
    test(name, async () => {
      expect((await hit({ path: '/', lang: 'en' }, { agent })).status).toBe(204);
      expect((await report()).totals.views).toBe(0);
    });

  for (const [name, headers] of [
    ['Do Not Track', { dnt: '1' }],
    ['Global Privacy Control', { 'sec-gpc': '1' }],
  ] as const)
    test(`a browser sending ${name}`, async () => {
      expect((await hit({ path: '/', lang: 'en' }, { headers })).status).toBe(204);
      expect((await report()).totals.views).toBe(0);
      expect(site.db.select().from(pageViews).all()).toHaveLength(0);
    });

  for (const path of ['/admin', '/admin/dashboard', '/no-such-page', '/Pricing', '/pricing/', '/wp-login.php'])
    test(`a path that is no public page: ${path}`, async () => {
      expect((await hit({ path, lang: 'en' })).status).toBe(204);
      expect((await report()).totals.views).toBe(0);
    });
});

describe('where a visit came from', () => {
  test('another site’s address is kept as its host (no www); the site’s own, and non-web addresses, are no referral', async () => {
    await hit({ path: '/', lang: 'en', referrer: 'https://www.Google.com/search?q=custom+software' });
    await hit({ path: '/', lang: 'en', referrer: 'http://localhost/services' }, { address: '203.0.113.1' });
    await hit({ path: '/', lang: 'en', referrer: 'android-app://com.slack/' }, { address: '203.0.113.2' });
    const r = await report();
    expect(r.referrers.map((row: { value: string; visitors: number }) => [row.value, row.visitors])).toEqual([['google.com', 1]]);
  });

  test('a campaign is kept as source / medium / campaign, cut to 100 characters, control characters out', async () => {
    const campaign = { source: 'Newsletter', medium: 'email', campaign: `spring\u0000${'x'.repeat(200)}` };
    await hit({ path: '/', lang: 'en', campaign });
    const [row] = (await report()).campaigns;
    expect(row.value).toBe(`newsletter / email / spring${'x'.repeat(94)}`);
    expect(row).toMatchObject({ views: 1, visitors: 1, inquiries: 0 });
  });

  test('a day takes 500 referring hosts; more new ones that day count as "(other)", and a restart keeps the tally', async () => {
    for (let i = 0; i < 505; i++)
      await hit({ path: '/', lang: 'en', referrer: `https://site${i}.example/` }, { address: `203.0.${i >> 8}.${i & 255}` });
    site.deps.views.flush();
    const restarted = new (site.deps.views.constructor as typeof import('./recorder').ViewRecorder)({
      db: site.db,
      now: () => site.clock.now,
      log: () => {},
    });
    restarted.record({
      address: '192.0.2.1',
      key: '192.0.2.1',
      userAgent: CHROME,
      path: '/',
      lang: 'en',
      device: 'computer',
      referrer: 'late.example',
      source: '',
      medium: '',
      campaign: '',
      campaignLabel: '',
    });
    restarted.flush();
    const rows = site.db
      .select()
      .from(insightRollups)
      .all()
      .filter((row) => row.dimension === 'referrer');
    expect(rows).toHaveLength(501);
    expect(rows.find((row) => row.value === '(other)')).toMatchObject({ views: 6, visitors: 6 });
    expect((await report()).totals.views).toBe(506);
  });
});

describe('bounds', () => {
  test('the request log keeps no address for a view it took (it would name the day’s visitor hashes), and keeps it for a refusal', async () => {
    const before = site.requests.length;
    await hit({ path: '/', lang: 'en' });
    await hit({ lang: 'en' });
    // The app writes its lines after the answer, and an earlier test's slow view may log late: wait for the refusal's
    // line, then read every line of a view taken and the refusal's.
    const hits = () =>
      site.requests
        .slice(before)
        .map((line) => JSON.parse(line))
        .filter((line) => line.path === '/api/hits');
    for (let waited = 0; !hits().some((line) => line.status === 422) && waited < 5000; waited += 20) await Bun.sleep(20);
    const taken = hits().filter((line) => line.status === 204);
    const refused = hits().find((line) => line.status !== 204);
    expect(taken.length).toBeGreaterThan(0);
    for (const line of taken) expect(line).toMatchObject({ path: '/api/hits', status: 204, ip: '-' });
    expect(refused).toMatchObject({ path: '/api/hits', status: 422, ip: '198.51.100.7' });
  });

  test('a view the contract refuses is a 422 and counts nothing', async () => {
    for (const body of [
      { lang: 'en' },
      { path: '/', lang: 'fr' },
      { path: 'pricing', lang: 'en' },
      { path: '/', lang: 'en', referrer: 'x'.repeat(3000) },
    ])
      expect((await hit(body)).status).toBe(422);
    expect((await report()).totals.views).toBe(0);
  });

  test('a page of another site cannot send views here (403); the site’s own pages can', async () => {
    expect((await hit({ path: '/', lang: 'en' }, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect(
      (await hit({ path: '/', lang: 'en' }, { headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' } })).status,
    ).toBe(204);
    expect((await report()).totals.views).toBe(1);
  });
});

describe('the report', () => {
  test('admin only', async () => {
    expectError(await site.call('GET', `/api/admin/insights?from=${today()}&to=${today()}`), 401, 'unauthorized');
    expectError(await site.call('GET', `/api/admin/insights/export.csv?from=${today()}&to=${today()}`), 401, 'unauthorized');
  });

  test('a range must be real days, first before last, at most 366 days', async () => {
    for (const query of [
      '',
      '?from=2026-06-10',
      '?from=2026-02-30&to=2026-03-01',
      '?from=10-06-2026&to=2026-06-10',
      '?from=2026-06-10&to=2026-06-09',
      '?from=2025-01-01&to=2026-06-10',
      '?from=0099-01-01&to=0099-01-02',
    ])
      expect((await site.call('GET', `/api/admin/insights${query}`, { cookie })).status).toBe(422);
    expect((await site.call('GET', '/api/admin/insights?from=2025-06-10&to=2026-06-10', { cookie })).status).toBe(200);
  });

  test('every day of the range, zeros included, and the same span before it for comparison', async () => {
    await hit({ path: '/', lang: 'en' });
    site.clock.now -= 3 * 86_400_000;
    await hit({ path: '/', lang: 'en' });
    await hit({ path: '/', lang: 'en' }, { address: '203.0.113.3' });
    site.clock.now += 3 * 86_400_000;
    const r = await report(addDays(today(), -1), today());
    expect(r.days.map((d: { day: string; views: number }) => [d.day, d.views])).toEqual([
      [addDays(today(), -1), 0],
      [today(), 1],
    ]);
    expect(r.previous).toMatchObject({ from: addDays(today(), -3), to: addDays(today(), -2) });
    expect(r.previous.totals).toEqual({ views: 2, visitors: 2, inquiries: 0, conversion: 0 });
  });

  test('the daily figures as CSV, headings in the language asked for', async () => {
    await hit({ path: '/', lang: 'en' });
    const from = addDays(today(), -2);
    const en = await site.call('GET', `/api/admin/insights/export.csv?from=${from}&to=${today()}`, { cookie });
    expect(en.headers.get('content-disposition')).toBe(`attachment; filename="insights-${from}-to-${today()}.csv"`);
    expect(en.text.split('\r\n')).toEqual([
      'Day,Page views,Visitors,Inquiries,Conversion (%)',
      `${from},0,0,0,0.00`,
      `${addDays(today(), -1)},0,0,0,0.00`,
      `${today()},1,1,0,0.00`,
      '',
    ]);
    const zh = await site.call('GET', `/api/admin/insights/export.csv?from=${today()}&to=${today()}&lang=zh`, { cookie });
    expect(zh.text.split('\r\n')[0]).toBe('日期,瀏覽次數,訪客,詢問,轉換率 (%)');
    // A byte-order mark first, so a spreadsheet reads the Chinese headings as UTF-8.
    const raw = await site.app.handle(
      new Request(`http://localhost/api/admin/insights/export.csv?from=${today()}&to=${today()}&lang=zh`, { headers: { cookie } }),
    );
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe("the site's time zone says where a day begins (decision 0089)", () => {
  const setZone = (value: string) => site.call('POST', '/api/settings', { body: { key: 'timeZone', value }, cookie });

  test('a view and an inquiry at 20:00 UTC count on the next day in Taipei, and the report names the zone', async () => {
    site.clock.now = Date.parse('2026-06-10T20:00:00Z') + week++ * 7 * 86_400_000;
    cookie = site.session();
    const utcDay = dayIn(site.clock.now, 'UTC');
    const taipeiDay = addDays(utcDay, 1);
    expect((await setZone('Asia/Taipei')).status).toBe(200);
    try {
      await hit({ path: '/', lang: 'zh' });
      const sent = await site.call('POST', '/api/contact-messages', {
        body: { name: 'Mei', email: 'mei@example.com', message: 'A quote for a shop, please.' },
      });
      expect(sent.status).toBe(201);
      site.deps.views.flush();
      const r = await report(utcDay, taipeiDay);
      expect(r.timeZone).toBe('Asia/Taipei');
      expect(r.days.map((d: { day: string; views: number; inquiries: number }) => [d.day, d.views, d.inquiries])).toEqual([
        [utcDay, 0, 0],
        [taipeiDay, 1, 1],
      ]);
      const zone = await site.call('GET', '/api/settings/time-zone', { cookie });
      expect(zone.json).toEqual({ zone: 'Asia/Taipei', setting: 'Asia/Taipei', server: runtimeTimeZone() });
    } finally {
      expect((await setZone('')).status).toBe(200);
    }
    expect((await site.call('GET', '/api/settings/time-zone', { cookie })).json).toEqual({
      zone: runtimeTimeZone(),
      setting: '',
      server: runtimeTimeZone(),
    });
  });

  test('a zone that is not one is refused with its field named, and nothing changes', async () => {
    const res = await setZone('Mars/Olympus_Mons');
    expectError(res, 422, 'validation_failed');
    expect(JSON.stringify(res.json.error.issues)).toContain('value');
    expect((await site.call('GET', '/api/settings/timeZone', { cookie })).json).toEqual({ key: 'timeZone', value: '' });
    expect((await site.call('GET', '/api/settings/time-zone')).status).toBe(401);
  });
});
