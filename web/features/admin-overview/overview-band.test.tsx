// The week at a glance against a fake API: new messages, this week's visitors beside the week before, inquiries and
// what share of visitors wrote, and the next version waiting to publish; each tile leads to its tab. A figure the API
// cannot give is left out rather than shown as a zero.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { Piece, PieceVersion } from '../../../src/contract';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { fill } from '../../lib/i18n';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { changeWords, OverviewBand, scheduledVersions, weekChange } from './overview-band';

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
const totals = (visitors: number, inquiries: number) => ({ views: visitors * 3, visitors, inquiries, conversion: inquiries / visitors });

function api({ insights = true } = {}) {
  replaceFetch(async (input) => {
    const path = String(input);
    if (path.startsWith('/api/admin/insights?'))
      return insights
        ? json({ totals: totals(120, 6), previous: { from: '', to: '', totals: totals(100, 2) } })
        : json({ error: { code: 'internal', message: 'Down' } }, 500);
    if (path === '/api/admin/pieces/journal') return json(JOURNAL);
    return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
}

test('the week in four cards, each leading to the tab that says more', async () => {
  api();
  await renderInApp(<OverviewBand unread={2} />);
  const tile = (label: string) => screen.getByText(label).closest('a')!;
  await waitFor(() => expect(screen.queryByText(words.visitors)).not.toBeNull());
  await waitFor(() => expect(screen.queryByText(words.scheduled)).not.toBeNull());
  expect(tile(words.messages).textContent).toBe(`${words.messages}2${words.messagesOpen}`);
  expect(tile(words.messages).getAttribute('href')).toContain('/dashboard/messages');
  expect(tile(words.visitors).textContent).toContain(fill(words.up, { percent: '20' }));
  expect(tile(words.visitors).getAttribute('href')).toContain('/dashboard/insights');
  expect(tile(words.inquiries).textContent).toBe(`${words.inquiries}6${fill(words.conversion, { percent: '5.0' })}`);
  // The soonest of the versions waiting, whichever its language.
  expect(tile(words.scheduled).textContent).toContain(`${words.scheduled}2`);
  expect(tile(words.scheduled).textContent).toContain('Next: Soon, March 2, 2027');
});

test('while setup is left its card takes the place of what waits to publish, and opens the checklist', async () => {
  api();
  await renderInApp(<OverviewBand unread={0} setup={{ done: 3, total: 4, next: 'Backups', panelId: 'setup-panel' }} />);
  await waitFor(() => expect(screen.queryByText(words.visitors)).not.toBeNull());
  const card = screen.getByText(words.setup).closest('button')!;
  expect(card.textContent).toBe(`${words.setup}3/4${fill(words.setupNext, { name: 'Backups' })}`);
  expect(card.getAttribute('popovertarget')).toBe('setup-panel');
  expect(screen.queryByText(words.scheduled)).toBeNull();
});

test('without the figures of visits the tiles for them are left out, and in Chinese it says so in Chinese', async () => {
  api({ insights: false });
  await renderInApp(<OverviewBand unread={0} />, { lang: 'zh' });
  await waitFor(() => expect(screen.queryByText(adminZh.overview.scheduled)).not.toBeNull());
  expect(screen.getByText(adminZh.overview.messagesNone)).toBeTruthy();
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
