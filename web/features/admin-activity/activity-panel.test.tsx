// The Activity tab: entries newest first with when, who, from where, what and the summary, in the admin's language;
// the filter asks the server for one action; Show more follows the cursor.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry } from '../../../src/contract';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { longDate, longDay, timeOfDay } from '../../lib/dates';
import { replaceFetch, restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { ActivityPanel } from './activity-panel';
import { wholeText } from '../../testing/whole-text';

const entry = (id: number, fields: Pick<AuditEntry, 'action' | 'target' | 'detail'>) =>
  ({ id, at: new Date(Date.UTC(2026, 10, 23, 9, id)).toISOString(), account: 'admin', ip: '203.0.113.7', ...fields }) as AuditEntry;
const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
  replaceFetch((url) => {
    const path = String(url);
    // The log's own reads: the screen's other reads (the contact details) may land after them on a busy machine.
    if (!path.startsWith('/api/settings')) asked.push(path);
    const query = new URL(path, 'http://x').searchParams;
    const all = [
      entry(3, { action: 'content_update', target: 'home.hero.title', detail: { en: { from: 'Old', to: 'New' } } }),
      entry(2, { action: 'sign_in', target: 'admin', detail: {} }),
      entry(1, { action: 'sign_in_failed', target: 'admin', detail: {} }),
    ];
    const items = query.get('action')
      ? all.filter((e) => e.action === query.get('action'))
      : query.get('cursor')
        ? [all[2]!]
        : all.slice(0, 2);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (!query.get('action') && !query.get('cursor')) headers['x-next-cursor'] = 'next_1';
    return new Response(JSON.stringify(items), { status: 200, headers });
  });
});
afterEach(() => {
  cleanup();
  restoreFetch();
});

test('entries with when, who, where, what and on what; Show more; the filter asks for one action', async () => {
  await renderInApp(<ActivityPanel />);
  expect(await screen.findByText(adminEn.activity.actions.content_update, { selector: 'span' })).toBeTruthy();
  expect(screen.getByText('· Home · Hero title')).toBeTruthy();
  // Three times: on the row from 640 px; on a phone on one line under the title (decision 0277), whole in its details.
  expect(screen.getAllByText('English: “Old” → “New”')).toHaveLength(3);
  // The day is a heading over its rows, each row its time alone (the whole date on hover).
  expect(screen.getByRole('heading', { level: 3, name: longDay('2026-11-23T09:03:00.000Z', 'en') })).toBeTruthy();
  const time = screen.getByText(wholeText(timeOfDay('2026-11-23T09:03:00.000Z', 'en')));
  expect(time.closest('[title]')?.getAttribute('title')).toBe(longDate('2026-11-23T09:03:00.000Z', 'en'));
  // Who and the address once, in each row's details, not on the row itself.
  const who = screen.getAllByText('admin · from 203.0.113.7');
  expect(who).toHaveLength(2);
  expect(who.every((line) => line.closest('details'))).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: adminEn.activity.loadMore }));
  const failed = await screen.findByText(adminEn.activity.actions.sign_in_failed, { selector: 'span' });
  expect(asked.at(-1)).toContain('cursor=next_1');
  // Each row opens on its family's sign (hidden from screen readers): an edit's pencil, a refused sign-in's shield, in red.
  const sign = (words: HTMLElement) => words.previousElementSibling!;
  expect(sign(screen.getByText(adminEn.activity.actions.content_update, { selector: 'span' })).className).toContain('i-lucide-pencil');
  expect(sign(failed).className).toContain('i-lucide-shield-alert');
  expect(sign(failed).className).toContain('text-bad');
  expect(sign(failed).getAttribute('aria-hidden')).toBe('true');
  fireEvent.change(screen.getByLabelText(adminEn.activity.filter), { target: { value: 'sign_in' } });
  await waitFor(() => expect(asked.at(-1)).toContain('action=sign_in'));
  await waitFor(() => expect(screen.queryByText(adminEn.activity.actions.content_update, { selector: 'span' })).toBeNull());
});

test('in Chinese, what was recorded is said in Chinese too', async () => {
  await renderInApp(<ActivityPanel />, { lang: 'zh' });
  expect(await screen.findByText(adminZh.activity.actions.content_update, { selector: 'span' })).toBeTruthy();
  expect(screen.getByText(adminZh.activity.intro)).toBeTruthy();
  expect(screen.getByText('· 首頁 · 主視覺標題')).toBeTruthy();
  // Three times: on the row from 640 px; on a phone on one line under the title (decision 0277), whole in its details.
  expect(screen.getAllByText('英文：「Old」→「New」')).toHaveLength(3);
});

test('alike entries in a row fold into one with a count and each time in its details; a change in between splits them', async () => {
  const signIn = (id: number, minute: number, ip = '203.0.113.7') =>
    ({
      ...entry(id, { action: 'sign_in', target: 'admin', detail: {} }),
      at: new Date(Date.UTC(2026, 10, 23, 9, minute)).toISOString(),
      ip,
    }) as AuditEntry;
  replaceFetch(() => {
    const items = [
      signIn(9, 50),
      signIn(8, 40, '198.51.100.2'),
      signIn(7, 30),
      entry(6, { action: 'content_update', target: 'home.hero.title', detail: { en: { from: 'Old', to: 'New' } } }),
      signIn(5, 5),
    ];
    return new Response(JSON.stringify(items), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  await renderInApp(<ActivityPanel />);
  expect(await screen.findByText('×3 that day')).toBeTruthy();
  expect(screen.getAllByText(adminEn.activity.actions.sign_in, { selector: 'span' })).toHaveLength(2);
  expect(screen.getAllByRole('listitem').filter((li) => li.closest('ol'))).toHaveLength(3 + 3);
  // The folded row's details: each time, each with its address (they differ).
  expect(screen.getByText(/from 198\.51\.100\.2/)).toBeTruthy();
  expect(screen.getAllByText(wholeText(longDate(new Date(Date.UTC(2026, 10, 23, 9, 40)).toISOString(), 'en')))).toHaveLength(1);
});

test('it opens on the changes; the sign-ins and everything are one click away (decision 0244)', async () => {
  await renderInApp(<ActivityPanel />);
  await screen.findByText(adminEn.activity.actions.content_update, { selector: 'span' });
  expect(asked[0]).toContain('group=changes');
  const views = screen.getByRole('group', { name: adminEn.activity.views.label });
  const view = (name: string) => within(views).getByRole('button', { name });
  expect(view(adminEn.activity.views.changes).getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(view(adminEn.activity.views.signIns));
  await waitFor(() => expect(asked.at(-1)).toContain('group=sign_ins'));
  expect(view(adminEn.activity.views.signIns).getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(view(adminEn.activity.views.all));
  await waitFor(() => expect(asked.at(-1)).not.toContain('group='));
  // One action narrows everything.
  fireEvent.change(screen.getByLabelText(adminEn.activity.filter), { target: { value: 'sign_in' } });
  await waitFor(() => expect(asked.at(-1)).toContain('action=sign_in'));
  expect(asked.at(-1)).not.toContain('group=');
  expect(view(adminEn.activity.views.all).getAttribute('aria-pressed')).toBe('false');
});
