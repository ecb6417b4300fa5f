// The owner's home against a fake API: the new messages by sender and subject, each opening its dialog; this week's
// visitors beside the week before, inquiries and what share of visitors wrote; what needs attention (setup left, the
// next version waiting to publish). A figure the API cannot give is left out rather than shown as a zero.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { Piece, PieceVersion } from '../../../src/contract';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { fill } from '../../lib/i18n';
import { API_PATHS } from '../../../src/contract/api-paths';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { changeWords, OverviewPanel, scheduledVersions, waitedFor, weekChange } from './overview-band';

const words = adminEn.overview;
afterEach(() => {
  cleanup();
  restoreFetch();
});

const version = (lang: 'en' | 'zh', title: string, state: PieceVersion['state'], publishAt: string | null = null): PieceVersion => ({
  lang,
  title,
  summary: '',
  body: '',
  coverAlt: '',
  seoTitle: '',
  seoDescription: '',
  tags: [],
  galleryCaptions: {},
  facts: [],
  state,
  publishAt,
  unpublishAt: null,
  publishedAt: null,
  updatedAt: '2026-12-01T00:00:00Z',
});
const piece = (id: number, en: PieceVersion, zh: PieceVersion) => ({ id, collection: 'journal', en, zh }) as Piece;
const JOURNAL = [
  piece(1, version('en', 'Live', 'published'), version('zh', '上線', 'scheduled', '2027-03-09T01:00:00Z')),
  piece(2, version('en', 'Soon', 'scheduled', '2027-03-02T01:00:00Z'), version('zh', '草稿', 'draft')),
];
const message = (id: number, name: string, text: string, service: string | null) => ({
  id,
  name,
  email: 'a@example.com',
  service,
  message: text,
  createdAt: new Date(Date.now() - id * 3_600_000).toISOString(),
  isRead: false,
  repliedAt: null,
  state: 'new',
  closedAt: null,
  note: '',
  spam: null,
  spamAt: null,
  lang: 'en',
});
const MESSAGES = [
  message(1, 'Mei Lin', '\nA booking system for our clinic\nMore', null),
  message(2, 'Bo Chen', 'Hello', 'ai-assistants'),
  { ...message(3, 'Replied One', 'Thanks', null), state: 'replied', isRead: true },
  // Read, and waiting three days: overdue.
  { ...message(72, 'Ann Old', 'A quote, please', null), isRead: true },
];
const FINE_MAIL = { stuck: false, warn: false, waiting: 0, oldestWaitingAt: null, failingSince: null, lastFailure: null, stuckMinutes: 30 };
const totals = (visitors: number, inquiries: number) => ({ views: visitors * 3, visitors, inquiries, conversion: inquiries / visitors });

const DAYS = Array.from({ length: 7 }, (_, i) => ({ day: `2026-12-0${i + 1}`, views: 30, visitors: 10 + i, inquiries: 1 }));

function api({ insights = true, mail = false, room = false, days = false } = {}) {
  replaceFetch(async (input) => {
    const path = String(input);
    if (path === API_PATHS.notifications.emailStatus)
      return json({ configured: true, from: null, delivery: mail ? { ...FINE_MAIL, warn: true, stuck: true, waiting: 2 } : FINE_MAIL });
    if (path === API_PATHS.storage)
      return json({ mediaBytes: 95, mediaLimitBytes: 100, diskFreeBytes: null, diskFreeMinBytes: 1, low: { disk: false, media: room } });
    if (path.startsWith('/api/admin/insights?'))
      return insights
        ? json({ totals: totals(120, 6), previous: { from: '', to: '', totals: totals(100, 2) }, ...(days ? { days: DAYS } : {}) })
        : json({ error: { code: 'internal', message: 'Down' } }, 500);
    if (path === '/api/admin/pieces/journal') return json(JOURNAL);
    if (path === API_PATHS.setup) return json({ checks: [{ id: 'emailNotifications', done: false }], publicUrl: null });
    if (path === API_PATHS.backups.list)
      return json({ backups: [{ name: 'b', size: 1, createdAt: Date.parse('2026-12-08T03:00:00Z'), kind: 'scheduled' }] });
    if (path.startsWith('/api/contact-messages?')) return json(MESSAGES);
    return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
}

test('the messages to answer by sender, subject and how long they waited, each opening its dialog; the week; what waits to publish', async () => {
  api();
  await renderInApp(<OverviewPanel />);
  await waitFor(() => expect(screen.queryByText('Mei Lin')).not.toBeNull());
  const row = screen.getByText('Mei Lin').closest('a')!;
  expect(row.getAttribute('href')).toContain('/dashboard/messages/1');
  expect(row.textContent).toContain('A booking system for our clinic');
  // Its age as a person says it, heard as "Waiting 1 hour".
  expect(row.querySelector('[data-waited]')!.textContent).toContain('1 hour');
  expect(row.textContent).toContain(fill(words.waiting, { age: '1 hour' }));
  expect(screen.getByText('Bo Chen').closest('a')!.getAttribute('href')).toContain('/dashboard/messages/2');
  // A chosen service does not hide what the message says: its first line is under the name.
  expect(screen.getByText('Bo Chen').closest('a')!.querySelector('[data-message-snippet]')!.textContent).toContain('Hello');
  // Those waiting for a reply (state "new"), whether read or not; a replied one is left out.
  expect(screen.queryByText('Replied One')).toBeNull();
  // "To answer" said once (decision 0281): how many wait in a badge (heard with its words), the unread ones quiet after.
  const title = document.querySelector('[data-overview-card="answer"] h3')!;
  expect(title.querySelector('[data-answer-count] [aria-hidden]')!.textContent).toBe('3');
  expect(title.querySelector('[data-answer-count] .sr-only')!.textContent).toBe(fill(words.waitingCount, { total: '3' }));
  expect(title.querySelector('[data-answer-new]')!.textContent).toBe(fill(words.newCount, { count: '2' }));
  expect(title.textContent!.split(words.answerTitle).length).toBe(2);
  // Over two days: an amber "Waiting 3 days" tag, seen; under, the age alone, quiet.
  const old = screen.getByText('Ann Old').closest('a')!.querySelector('[data-waited]')!;
  expect([old.getAttribute('data-waited'), old.textContent, old.className.includes('bg-warn-soft')]).toEqual([
    'overdue',
    fill(words.waiting, { age: '3 days' }),
    true,
  ]);
  expect(row.querySelector('[data-waited]')!.getAttribute('data-waited')).toBe('');
  await waitFor(() => expect(screen.queryByText(words.visitors)).not.toBeNull());
  const visitors = screen.getByText(words.visitors).closest('a')!;
  expect(visitors.textContent).toContain(fill(words.up, { percent: '20' }));
  expect(visitors.getAttribute('href')).toContain('/dashboard/insights');
  expect(screen.getByText(words.inquiries).closest('a')!.textContent).toBe(
    `${words.inquiries}6${fill(words.conversion, { percent: '5.0' })}`,
  );
  expect(screen.getByText(`${words.openInsights} →`).closest('a')!.getAttribute('href')).toContain('/dashboard/insights');
  // The soonest of the versions waiting, whichever its language.
  await waitFor(() => expect(screen.queryByText(fill(words.scheduledCount, { count: '2' }))).not.toBeNull());
  expect(screen.getByText('Next: Soon, March 2, 2027')).toBeTruthy();
  // No shortcut cards: the tabs are the shortcuts (decision 0270).
  expect(document.querySelector('[data-shortcuts]')).toBeNull();
});

test('how long a message waited, in both languages', () => {
  const now = Date.parse('2026-12-07T12:00:00Z');
  expect(waitedFor('2026-12-07T11:55:00Z', 'en', now)).toBe('5 minutes');
  expect(waitedFor('2026-12-07T09:00:00Z', 'en', now)).toBe('3 hours');
  expect(waitedFor('2026-12-05T11:00:00Z', 'en', now)).toBe('2 days');
  expect(waitedFor('2026-12-05T11:00:00Z', 'zh', now)).toBe('2 天');
});

test('nothing waiting for a reply: all answered, in words', async () => {
  replaceFetch(async (input) => {
    const path = String(input);
    if (path.startsWith('/api/contact-messages?')) return json([]);
    return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
  await renderInApp(<OverviewPanel />);
  await waitFor(() => expect(screen.queryByText(words.answeredAll)).not.toBeNull());
  expect(document.querySelector('[data-to-answer]')).toBeNull();
});

test('"Needs attention" says what the banners say, from the same rules, and leads to where it is fixed', async () => {
  api({ mail: true, room: true });
  // The banners read the same hooks (web/lib/site-alerts.ts); their own tests show them for these answers.
  await renderInApp(<OverviewPanel />);
  await waitFor(() => expect(document.querySelector('[data-overview-alert="storage"]')).not.toBeNull());
  expect(screen.getByText(adminEn.mail.title)).toBeTruthy();
  expect(screen.getByText(adminEn.storage.title)).toBeTruthy();
  expect(document.querySelector('[data-overview-alert="mail"]')!.getAttribute('href')).toContain('/dashboard/settings/email');
  expect(document.querySelector('[data-overview-alert="storage"]')!.getAttribute('href')).toContain('/dashboard/images');
  expect(screen.queryByText(words.allClear)).toBeNull();
  // On a phone what needs attention comes before "To answer" (decision 0281).
  expect(document.querySelector('[data-overview-card="attention"]')!.className).toContain('max-md:order-first');
});

test('with the explanations given (the dashboard composes them: decision 0257), each alert is explained in place', async () => {
  api({ mail: true, room: true });
  await renderInApp(<OverviewPanel explained={{ mail: <p>the mail story</p>, storage: <p>the room story</p> }} />);
  await waitFor(() => expect(document.querySelector('[data-overview-explained="storage"]')).not.toBeNull());
  expect(document.querySelector('[data-overview-explained="mail"]')!.textContent).toBe('the mail story');
  expect(document.querySelector('[data-overview-explained="storage"]')!.textContent).toBe('the room story');
  expect(document.querySelector('[data-overview-alert]')).toBeNull();
});

test('with no banner and nothing left, nothing needs the owner', async () => {
  api();
  await renderInApp(<OverviewPanel />);
  await waitFor(() => expect(screen.queryByText(fill(words.scheduledCount, { count: '2' }))).not.toBeNull());
  expect(document.querySelector('[data-overview-alert]')).toBeNull();
  // All well: the card says the site's health, not "Needs attention".
  expect(screen.getByText(words.healthTitle)).toBeTruthy();
  expect(screen.queryByText(words.attentionTitle)).toBeNull();
  // Its rows (decision 0281): each a state in a word, leading to where it is acted on; email not set up is a quiet step.
  await waitFor(() => expect(document.querySelectorAll('[data-health]').length).toBe(3));
  const rows = [...document.querySelectorAll('[data-health]')].map((row) => [
    row.getAttribute('data-health'),
    row.getAttribute('data-state'),
    row.getAttribute('href'),
    row.textContent,
  ]);
  expect(rows).toEqual([
    ['backup', 'good', expect.stringContaining('/dashboard/settings/backups'), `${words.healthBackup}December 8, 2026`],
    ['mail', 'none', expect.stringContaining('/dashboard/settings/email'), `${words.healthMail}${words.healthMailOff}`],
    [
      'images',
      'good',
      expect.stringContaining('/dashboard/images'),
      `${words.healthImages}${fill(words.healthImagesUsed, { used: '1 KB', limit: '0 MB' })}`,
    ],
  ]);
  // All well, the health keeps its place after "To answer" on a phone.
  expect(document.querySelector('[data-overview-card="attention"]')!.className).not.toContain('order-first');
});

test('the checklist is one band under the panels; setup is not repeated in "Needs attention"', async () => {
  api();
  await renderInApp(<OverviewPanel below={<p>Checklist</p>} />);
  await waitFor(() => expect(screen.queryByText(words.visitors)).not.toBeNull());
  // Under the panels, across the page (the band itself is the setup feature's SetupBand, decision 0244).
  const band = screen.getByText('Checklist');
  expect(band.parentElement!.hasAttribute('data-overview')).toBe(true);
  expect(band.previousElementSibling!.hasAttribute('data-overview-panels')).toBe(true);
  expect(document.querySelector('[data-overview-setup]')).toBeNull();
});

test('the week panel draws its seven days, and the activity slot is headed with a way to the whole log', async () => {
  api({ days: true });
  await renderInApp(<OverviewPanel activity={<p>Rows</p>} />);
  await waitFor(() => expect(document.querySelector('[data-week-chart]')).not.toBeNull());
  const chart = document.querySelector('[data-week-chart]')!;
  expect(chart.getAttribute('aria-label')).toBe(words.chartName);
  // Seven small bars on one baseline, today's a darker neutral (decision 0281: the accent is for actions and unread),
  // its name in bold ink; each day named under it and its figure in
  // its tooltip; a screen reader reads a table of the days, with their dates, and their figures.
  const bars = [...chart.querySelectorAll('[data-week-bars] > span')];
  expect(bars.length).toBe(7);
  expect(bars.map((bar) => bar.getAttribute('title')!.split(': ')[1])).toEqual(
    [...chart.querySelectorAll('table td')].map((cell) => cell.textContent),
  );
  expect(bars[6]!.className).toContain('bg-muted');
  expect(chart.innerHTML).not.toContain('accent');
  expect(bars[0]!.className).toContain('bg-line-strong');
  expect(chart.querySelector('[data-week-bars]')!.className).toContain('border-b');
  expect(chart.querySelectorAll('table tr').length).toBe(7);
  expect(chart.querySelector('table th')!.textContent).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) [A-Z][a-z]{2} \d{1,2}$/);
  expect(screen.getByText(words.activityTitle)).toBeTruthy();
  expect(screen.getByText(`${words.allActivity} →`).closest('a')!.getAttribute('href')).toContain('/dashboard/activity');
});

test('without the figures of visits the tiles for them are left out, and in Chinese it says so in Chinese', async () => {
  api({ insights: false });
  await renderInApp(<OverviewPanel />, { lang: 'zh' });
  await waitFor(() => expect(screen.queryByText(fill(adminZh.overview.scheduledCount, { count: '2' }))).not.toBeNull());
  expect(screen.queryByText(adminZh.overview.visitors)).toBeNull();
  expect(screen.queryByText(adminZh.overview.inquiries)).toBeNull();
});

test('the change on the week before, and the versions waiting soonest first', () => {
  expect(weekChange(90, 120)).toBe(-25);
  expect(weekChange(5, 0)).toBeNull();
  // A level week says so in words, in both languages, never "+0%".
  expect(changeWords(weekChange(100, 100), words)).toBe('Same as last week');
  expect(changeWords(weekChange(100, 100), adminZh.overview)).toBe('與前一週持平');
  expect(changeWords(weekChange(80, 100), words)).toBe('Down 20% on last week');
  expect(changeWords(null, words)).toBe(words.noWeekBefore);
  expect(scheduledVersions(JOURNAL).map((v) => v.title)).toEqual(['Soon', '上線']);
});
