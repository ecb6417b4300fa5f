// The Insights tab against a fake API: it opens on the last 30 days and the range buttons ask for other days; a custom
// range is checked as typed; the four figures carry their change in words; the chart's numbers are a table for screen
// readers; the breakdowns name their values; a site with no views explains what is counted; a failure offers Retry.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InsightDay, InsightsReport } from '../../../src/contract';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { dayLabel, rangeLabel } from './figures';
import { InsightsPanel } from './insights-panel';
import { addDays } from '../../../src/contract/zoned-time';
import { daysIn, localDay } from './range';

const t = adminEn.insights;
const asked: URLSearchParams[] = [];
let answer: (from: string, to: string) => Response;

/** A day's figures made from its date, so every range has its own totals: views 3 × visitors, an inquiry every 5th day. */
const dayOf = (day: string): InsightDay => {
  const n = Number(day.slice(8, 10));
  return { day, visitors: n, views: 3 * n, inquiries: n % 5 === 0 ? 1 : 0 };
};
function reportOf(from: string, to: string, fill: (day: string) => InsightDay = dayOf): InsightsReport {
  const span = daysIn(from, to);
  const days = Array.from({ length: span }, (_, i) => fill(addDays(from, i)));
  const sum = (list: InsightDay[], key: 'views' | 'visitors' | 'inquiries') => list.reduce((total, d) => total + d[key], 0);
  const totals = (list: InsightDay[]) => {
    const visitors = sum(list, 'visitors');
    return {
      views: sum(list, 'views'),
      visitors,
      inquiries: sum(list, 'inquiries'),
      conversion: visitors ? sum(list, 'inquiries') / visitors : 0,
    };
  };
  const before = { from: addDays(from, -span), to: addDays(from, -1) };
  const previousDays = Array.from({ length: span }, (_, i) => fill(addDays(before.from, i)));
  return {
    from,
    to,
    timeZone: 'Asia/Taipei',
    totals: totals(days),
    previous: { ...before, totals: totals(previousDays) },
    days,
    pages: [
      { value: 'en /pricing', views: 40, visitors: 30, inquiries: 3 },
      { value: 'zh /', views: 90, visitors: 60, inquiries: 1 },
      ...Array.from({ length: 9 }, (_, i) => ({ value: `en /page-${i}`, views: 2, visitors: 1, inquiries: 0 })),
    ],
    referrers: [
      { value: '', views: 0, visitors: 0, inquiries: 2 }, // as the server answers it: only inquiries are known
      { value: 'google.com', views: 20, visitors: 12, inquiries: 1 },
    ],
    campaigns: [{ value: 'newsletter / email / spring-sale', views: 9, visitors: 7, inquiries: 1 }],
    devices: [
      { value: 'phone', views: 60, visitors: 45 },
      { value: 'computer', views: 70, visitors: 35 },
    ],
    languages: [{ value: 'zh', views: 90, visitors: 60 }],
    plans: [{ value: 'pro annual', inquiries: 2 }],
  };
}

beforeEach(() => {
  asked.length = 0;
  answer = (from, to) => json(reportOf(from, to));
  replaceFetch((input) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname !== '/api/admin/insights') return json({ error: { code: 'not_found', message: 'no' } }, 404);
    asked.push(url.searchParams);
    return answer(url.searchParams.get('from')!, url.searchParams.get('to')!);
  });
});
afterEach(() => {
  cleanup();
  restoreFetch();
});

const cells = (row: HTMLElement) => [...row.children].map((cell) => cell.textContent);
const figure = (name: keyof typeof t.totals) => screen.getByText(t.totals[name], { selector: 'dt' }).parentElement!;
const today = localDay();

test('opens on the last 30 days; the range buttons ask for 7 and 90 days ending today, and the figures follow', async () => {
  await renderInApp(<InsightsPanel />);
  await waitFor(() =>
    expect(within(figure('visitors')).queryByText(String(reportOf(addDays(today, -29), today).totals.visitors))).not.toBeNull(),
  );
  expect([asked[0]!.get('from'), asked[0]!.get('to')]).toEqual([addDays(today, -29), today]);
  const group = screen.getByRole('group', { name: t.range.label });
  expect(within(group).getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');

  fireEvent.click(within(group).getByRole('button', { name: '7 days' }));
  const week = reportOf(addDays(today, -6), today);
  await waitFor(() => expect(within(figure('views')).queryByText(week.totals.views.toLocaleString('en-US'))).not.toBeNull());
  expect([asked.at(-1)!.get('from'), asked.at(-1)!.get('to')]).toEqual([addDays(today, -6), today]);
  fireEvent.click(within(group).getByRole('button', { name: '90 days' }));
  await waitFor(() => expect(asked.at(-1)!.get('from')).toBe(addDays(today, -89)));
  // The export follows the range shown, in the admin's language.
  const link = screen.getByRole('link', { name: t.exportCsv });
  expect(link.getAttribute('href')).toBe(`/api/admin/insights/export.csv?from=${addDays(today, -89)}&to=${today}&lang=en`);
});

test('each figure says its change against the days before: up, down, new, and a rate in points', async () => {
  const fixed = (views: number, visitors: number, inquiries: number) => (day: string) => ({ day, views, visitors, inquiries });
  answer = (from, to) => {
    const now = reportOf(from, to, fixed(10, 5, 1));
    const before = reportOf(from, to, fixed(8, 10, 0)).totals; // more visitors then, fewer views, no inquiries
    return json({ ...now, previous: { ...now.previous, totals: before } });
  };
  await renderInApp(<InsightsPanel />);
  const change = async (name: keyof typeof t.totals) => {
    await waitFor(() => expect(figure(name).querySelector('[data-change]')).not.toBeNull());
    return figure(name).querySelector('[data-change]')!;
  };
  // 300 views against 240: up 25%, said in words with the days and what they had.
  expect((await change('views')).textContent).toContain('25%');
  expect(within(figure('views')).getByText('Up 25% on the 30 days before (240)')).toBeTruthy();
  expect(within(figure('views')).getByText('was 240')).toBeTruthy(); // in view: a percentage alone says little
  expect((await change('views')).querySelector('.i-lucide-arrow-up-right')).not.toBeNull();
  expect(within(figure('visitors')).getByText('Down 50% on the 30 days before (300)')).toBeTruthy();
  expect((await change('visitors')).getAttribute('data-change')).toBe('down');
  expect(within(figure('inquiries')).getByText(t.change.new, { selector: '[aria-hidden]' })).toBeTruthy();
  expect(within(figure('inquiries')).getByText('None in the 30 days before')).toBeTruthy();
  // 20% of visitors against 0%: 20 percentage points, not "new" (the days before had visitors).
  expect(within(figure('conversion')).getByText('20.0%', { selector: 'dd' })).toBeTruthy();
  expect(within(figure('conversion')).getByText('Up 20 percentage points on the 30 days before (0.0%)')).toBeTruthy();
});

test('a custom range: a first day after the last, or more than 366 days, is said beside the fields and not asked for', async () => {
  await renderInApp(<InsightsPanel />);
  await waitFor(() => expect(asked).toHaveLength(1));
  fireEvent.click(screen.getByRole('button', { name: t.range.custom }));
  const from = screen.getByLabelText(t.range.from) as HTMLInputElement;
  const to = screen.getByLabelText(t.range.to) as HTMLInputElement;
  expect([from.value, to.value]).toEqual([addDays(today, -29), today]); // starts from what is shown
  fireEvent.change(from, { target: { value: addDays(today, 1) } });
  expect(screen.getByRole('alert').textContent).toStartWith(t.range.order);
  expect(screen.getByRole('alert').textContent).toContain('Still showing'); // the figures in view are the last good range's
  expect(from.getAttribute('aria-invalid')).toBe('true');
  fireEvent.change(from, { target: { value: addDays(today, -400) } });
  expect(screen.getByRole('alert').textContent).toStartWith('A range holds at most 366 days; this one has 401.');
  expect(asked).toHaveLength(1);
  fireEvent.change(from, { target: { value: '2026-01-05' } });
  fireEvent.change(to, { target: { value: '2026-01-18' } });
  await waitFor(() => expect(asked.at(-1)!.toString()).toBe('from=2026-01-05&to=2026-01-18'));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(await screen.findByText('Jan 5 – Jan 18, 2026, compared with the 14 days before.')).toBeTruthy();
});

test('a custom range’s days are written in the admin’s language over the date fields, whatever the browser’s language', async () => {
  await renderInApp(<InsightsPanel />, { lang: 'zh' });
  await waitFor(() => expect(asked).toHaveLength(1));
  fireEvent.click(screen.getByRole('button', { name: adminZh.insights.range.custom }));
  fireEvent.change(screen.getByLabelText(adminZh.insights.range.from), { target: { value: '2026-01-05' } });
  fireEvent.change(screen.getByLabelText(adminZh.insights.range.to), { target: { value: '2026-01-18' } });
  const shown = [...document.querySelectorAll('[data-day-shown]')].map((day) => day.textContent);
  expect(shown).toEqual(['2026年1月5日', '2026年1月18日']);
  expect(dayLabel('2026-01-05', 'en', false, true)).toBe('Jan 5, 2026');
});

test('the chart is hidden from screen readers, which get its numbers as a table, one row a day; the days are named in their time zone', async () => {
  await renderInApp(<InsightsPanel />);
  fireEvent.click(await screen.findByRole('button', { name: '7 days' }));
  const week = reportOf(addDays(today, -6), today);
  const table = await screen.findByRole('table', {
    name: `Visitors, page views and inquiries per day, ${rangeLabel(week.from, week.to, 'en')}`,
  });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + 7));
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual(
    week.days.map((d) => [dayLabel(d.day, 'en', true), String(d.visitors), String(d.views), String(d.inquiries)]),
  );
  expect(screen.getByRole('group', { name: t.chart.label }).querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
  expect(screen.getByText(/^Days in Taipei \(GMT\+8\) · /)).toBeTruthy();
});

test('the breakdowns name their values: a page with its language, no referrer as "Direct or unknown" (views not counted), a campaign, a plan; Show all', async () => {
  await renderInApp(<InsightsPanel />);
  const pages = await screen.findByRole('table', { name: t.tables.pages });
  expect(within(pages).getAllByRole('row')).toHaveLength(1 + 8); // eleven pages, eight shown
  // The most visitors first: the language's tag, the path, the language in words for a screen reader; visitors, views, inquiries.
  expect(cells(within(pages).getAllByRole('row')[1]!)).toEqual(['中/(Chinese)', '60', '90', '1']);
  fireEvent.click(screen.getByRole('button', { name: 'Show all 11' }));
  expect(within(pages).getAllByRole('row')).toHaveLength(1 + 11);
  expect(screen.getByRole('button', { name: t.tables.showFewer }).getAttribute('aria-expanded')).toBe('true');
  const firstRow = (name: string) => cells(within(screen.getByRole('table', { name })).getAllByRole('row')[1]!);
  // No referring site: its views cannot be counted, so a dash said "not counted", never a 0; its inquiries are.
  const referrers = within(screen.getByRole('table', { name: t.tables.referrers }))
    .getAllByRole('row')
    .slice(1)
    .map(cells);
  expect(referrers).toEqual([
    ['google.com', '12', '20', '1'],
    [t.tables.direct, '–Not counted', '–Not counted', '2'],
  ]);
  expect(firstRow(t.tables.campaigns)).toEqual(['spring-sale · newsletter · email', '7', '9', '1']);
  expect(firstRow(t.tables.plans)).toEqual(['Pro Annual', '2']);
  expect(firstRow(t.tables.devices)).toEqual(['Phone', '45', '60']);
  expect(firstRow(t.tables.languages)).toEqual(['Chinese', '60', '90']);
});

test('a site with no views yet: what is counted and that no cookies are set, instead of an empty chart', async () => {
  answer = (from, to) => json(reportOf(from, to, (day) => ({ day, views: 0, visitors: 0, inquiries: 0 })));
  await renderInApp(<InsightsPanel />, { lang: 'zh' });
  expect(await screen.findByRole('heading', { name: adminZh.insights.empty.title })).toBeTruthy();
  expect(screen.getByText(adminZh.insights.empty.body)).toBeTruthy();
  expect(adminZh.insights.empty.body).toContain('Cookie');
  expect(screen.getByText(adminZh.insights.empty.excluded)).toBeTruthy();
  expect(screen.queryByRole('group', { name: adminZh.insights.chart.label })).toBeNull();
  expect(screen.queryByRole('table')).toBeNull();
  // Nothing to export yet; the next step is a visit to the site.
  expect(screen.queryByRole('link', { name: adminZh.insights.exportCsv })).toBeNull();
  expect(screen.getByRole('link', { name: adminZh.insights.empty.open }).getAttribute('href')).toBe('/');
});

test('figures that could not be loaded say so in words with a Retry that loads them', async () => {
  let fail = true;
  answer = (from, to) => (fail ? json({ error: { code: 'internal', message: 'boom' } }, 500) : json(reportOf(from, to)));
  await renderInApp(<InsightsPanel />);
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(t.loadFailed);
  expect(alert.textContent).not.toContain('boom');
  fail = false;
  fireEvent.click(within(alert).getByRole('button', { name: adminEn.failure.retry }));
  expect(await screen.findByRole('table', { name: t.tables.pages })).toBeTruthy();
});
