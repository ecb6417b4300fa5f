// The daily figures, made as views arrive, against the raw views they were made from: the same counts per day, page,
// referrer, campaign, device and language. Then the raw views go after ANALYTICS_KEEP_DAYS and the figures stay.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { startTestSite, type TestSite } from '../../testing/harness';
import { addDays, dayIn, runtimeTimeZone } from '../../contract/zoned-time';
import { seedInsights } from '../../testing/insights-seed';

/** The day a moment falls on for a site whose time zone is not set: the server's. */
const dayOf = (ms: number) => dayIn(ms, runtimeTimeZone());

let site: TestSite;
let seeded: { views: number; inquiries: number };
const NOW = Date.parse('2026-11-20T15:00:00Z');
beforeAll(async () => {
  site = await startTestSite({ ANALYTICS_KEEP_DAYS: '7' });
  site.clock.now = NOW;
  seeded = seedInsights(site.db, { now: NOW, days: 21, viewsPerDay: 400 });
}, 30_000); // the first site of a run builds the web app
afterAll(() => site.close());

type Count = { day: string; value: string; views: number; visitors: number };
/** What the raw views say, per day and value: views, and distinct visitors. */
const fromRaw = (valueSql: string, where = '1') =>
  site.db.$client
    .query<Count, []>(
      `SELECT day, ${valueSql} AS value, COUNT(*) AS views, COUNT(DISTINCT visitor) AS visitors FROM page_views
       WHERE ${where} GROUP BY day, value ORDER BY day, value`,
    )
    .all();
const fromRollups = (dimension: string) =>
  site.db.$client
    .query<Count, [string]>('SELECT day, value, views, visitors FROM insight_rollups WHERE dimension = ? ORDER BY day, value')
    .all(dimension);

test('the seed wrote three weeks of views and the inquiries they led to', () => {
  expect(seeded.views).toBeGreaterThan(21 * 300);
  expect(seeded.inquiries).toBeGreaterThan(10);
});

test('every dimension’s daily figures equal the raw views’ counts', () => {
  expect(fromRollups('total')).toEqual(fromRaw("''"));
  expect(fromRollups('page')).toEqual(fromRaw("lang || ' ' || path"));
  expect(fromRollups('device')).toEqual(fromRaw('device'));
  expect(fromRollups('lang')).toEqual(fromRaw('lang'));
  expect(fromRollups('referrer')).toEqual(fromRaw('referrer', "referrer != ''"));
  expect(fromRollups('campaign')).toEqual(fromRaw("source || ' / ' || medium || ' / ' || campaign", "source || medium || campaign != ''"));
});

test('the report’s totals are the sums of its days, and its inquiries are the messages of those days', async () => {
  const cookie = site.session();
  const [from, to] = [addDays(dayOf(NOW), -13), dayOf(NOW)];
  const r = (await site.call('GET', `/api/admin/insights?from=${from}&to=${to}`, { cookie })).json;
  const raw = site.db.$client
    .query<{ views: number }, [string, string]>('SELECT COUNT(*) AS views FROM page_views WHERE day BETWEEN ? AND ?')
    .get(from, to)!;
  expect(r.totals.views).toBe(raw.views);
  expect(r.totals.visitors).toBe(r.days.reduce((sum: number, d: { visitors: number }) => sum + d.visitors, 0));
  const messages = site.db.$client
    .query<{ n: number }, [number]>('SELECT COUNT(*) AS n FROM contact_messages WHERE created_at >= ?')
    .get(new Date(`${from}T00:00:00`).getTime())!;
  expect(r.totals.inquiries).toBe(messages.n);
  expect(r.totals.conversion).toBeCloseTo(r.totals.inquiries / r.totals.visitors, 10);
  // Each inquiry began on a page, so the pages' inquiries add up to all of them; some came with a plan.
  expect(r.pages.reduce((sum: number, row: { inquiries: number }) => sum + row.inquiries, 0)).toBe(r.totals.inquiries);
  expect(r.plans.length).toBeGreaterThan(0);
});

test('after ANALYTICS_KEEP_DAYS the raw views go and the daily figures stay', async () => {
  const before = fromRollups('total');
  site.deps.retention.runOnce();
  const days = site.db.$client.query<{ day: string }, []>('SELECT DISTINCT day FROM page_views ORDER BY day').all();
  expect(days.map((d) => d.day)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(dayOf(NOW), i - 6)));
  expect(fromRollups('total')).toEqual(before);
  expect(site.logged.flat().join(' ')).toMatch(/removed \d+ page view\(s\) older than ANALYTICS_KEEP_DAYS/);
});

test('the seeded inquiries were written at waking hours, spread out, each on its visit’s day and none ahead of now', () => {
  const rows = site.db.$client.query<{ at: number }, []>('SELECT created_at AS at FROM contact_messages ORDER BY id').all();
  expect(rows.length).toBe(seeded.inquiries);
  const hours = rows.map(({ at }) =>
    Number(new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: runtimeTimeZone() }).format(at)),
  );
  const today = dayOf(NOW);
  // Today's may be pulled back before now; every other day's falls between 8 and 22 o'clock.
  rows.forEach(({ at }, i) => {
    expect(at).toBeLessThanOrEqual(NOW);
    if (dayOf(at) !== today) expect(hours[i]).toBeGreaterThanOrEqual(8);
    if (dayOf(at) !== today) expect(hours[i]).toBeLessThan(22);
  });
  // Not one clock time repeated: most inquiries have a minute of their own.
  const minutes = new Set(rows.map(({ at }) => new Date(at).toISOString().slice(11, 16)));
  expect(minutes.size).toBeGreaterThan(rows.length * 0.8);
});
