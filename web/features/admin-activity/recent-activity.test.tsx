// The Overview's recent activity: changes to the site and to messages; sign-ins and uploads are the Activity tab's.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AuditEntry } from '../../../src/contract';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { replaceFetch, restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { RecentActivity } from './recent-activity';

const entry = (id: number, fields: Pick<AuditEntry, 'action' | 'target' | 'detail'>) =>
  ({ id, at: new Date(Date.UTC(2026, 10, 23, 9, id)).toISOString(), account: 'admin', ip: '203.0.113.7', ...fields }) as AuditEntry;
const serve = (items: AuditEntry[]) =>
  replaceFetch(async () => new Response(JSON.stringify(items), { status: 200, headers: { 'content-type': 'application/json' } }));
afterEach(() => {
  cleanup();
  restoreFetch();
});

test('sign-ins and uploads are left out; a text changed and a reply sent are listed', async () => {
  serve([
    entry(5, { action: 'sign_in', target: 'admin', detail: {} }),
    entry(4, { action: 'image_upload', target: 'hero.jpg', detail: {} }),
    entry(3, { action: 'content_update', target: 'home.hero.title', detail: { en: { from: 'Old', to: 'New' } } }),
    entry(2, { action: 'message_reply', target: '7', detail: {} }),
    entry(1, { action: 'sign_out', target: 'admin', detail: {} }),
  ]);
  await renderInApp(<RecentActivity />);
  await waitFor(() => expect(document.querySelector('[data-recent-activity]')).not.toBeNull());
  const rows = [...document.querySelectorAll('[data-recent-activity] > li')].map((li) => li.textContent ?? '');
  expect(rows).toHaveLength(2);
  expect(rows[0]).toStartWith(adminEn.activity.actions.content_update);
  expect(rows[1]).toStartWith(adminEn.activity.actions.message_reply);
});

test('nothing but sign-ins: the card says no change is recorded yet', async () => {
  serve([entry(1, { action: 'sign_in', target: 'admin', detail: {} })]);
  await renderInApp(<RecentActivity />);
  expect(await screen.findByText(adminEn.overview.activityNone)).toBeTruthy();
});

test('a first page of sign-ins only: the next page is read, and its change listed', async () => {
  const asked: string[] = [];
  replaceFetch(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    asked.push(url);
    const first = !url.includes('cursor=');
    const items = first
      ? [entry(9, { action: 'sign_in', target: 'admin', detail: {} }), entry(8, { action: 'sign_in', target: 'admin', detail: {} })]
      : [entry(3, { action: 'content_update', target: 'home.hero.title', detail: { en: { from: 'Old', to: 'New' } } })];
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (first) headers['x-next-cursor'] = 'next-page';
    return new Response(JSON.stringify(items), { status: 200, headers });
  });
  await renderInApp(<RecentActivity />);
  await waitFor(() => expect(document.querySelector('[data-recent-activity]')).not.toBeNull());
  const rows = [...document.querySelectorAll('[data-recent-activity] > li')].map((li) => li.textContent ?? '');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toStartWith(adminEn.activity.actions.content_update);
  expect(screen.queryByText(adminEn.overview.activityNone)).toBeNull();
  expect(asked.some((url) => url.includes('cursor=next-page'))).toBe(true);
});

test('a later page that fails: the card says the activity could not be loaded, asks once, and Retry reads on (review of session 48)', async () => {
  const asked: string[] = [];
  let down = true;
  replaceFetch(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    asked.push(url);
    const first = !url.includes('cursor=');
    if (!first && down) return new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } });
    const items = first
      ? [entry(9, { action: 'sign_in', target: 'admin', detail: {} })]
      : [entry(3, { action: 'content_update', target: 'home.hero.title', detail: { en: { from: 'Old', to: 'New' } } })];
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (first) headers['x-next-cursor'] = 'next-page';
    return new Response(JSON.stringify(items), { status: 200, headers });
  });
  await renderInApp(<RecentActivity />);
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(adminEn.activity.loadFailed);
  expect(screen.queryByText(adminEn.overview.activityNone)).toBeNull();
  // The failed page is not asked again and again by itself.
  await new Promise((done) => setTimeout(done, 100));
  expect(asked.filter((url) => url.includes('cursor=next-page'))).toHaveLength(1);
  down = false;
  fireEvent.click(screen.getByRole('button', { name: adminEn.failure.retry }));
  await waitFor(() => expect(document.querySelector('[data-recent-activity]')).not.toBeNull());
  expect(document.querySelector('[data-recent-activity] > li')!.textContent).toStartWith(adminEn.activity.actions.content_update);
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a first page that fails: said, with Retry, not a blank card', async () => {
  replaceFetch(async () => new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } }));
  await renderInApp(<RecentActivity />);
  expect((await screen.findByRole('alert')).textContent).toContain(adminEn.activity.loadFailed);
  expect(screen.getByRole('button', { name: adminEn.failure.retry })).toBeTruthy();
});

test('edits in a row to one part are one line, "4 edits · Home › Closing invitation", in both languages (0257)', async () => {
  const edits = [
    entry(9, { action: 'content_update', target: 'home.cta.title', detail: { en: { from: 'A', to: 'B' } } }),
    entry(8, { action: 'content_update', target: 'home.cta.subtitle', detail: { en: { from: 'C', to: 'D' } } }),
    entry(7, { action: 'content_update', target: 'home.cta.title', detail: { en: { from: 'E', to: 'B' } } }),
    entry(6, { action: 'content_update', target: 'home.cta.title', detail: { en: { from: 'F', to: 'E' } } }),
    entry(5, { action: 'content_update', target: 'home.hero.title', detail: { en: { from: 'Old', to: 'New' } } }),
    entry(4, { action: 'content_update', target: 'home.hero.title', detail: { en: { from: 'Older', to: 'Old' } } }),
  ];
  for (const [lang, t] of [
    ['en', adminEn],
    ['zh', adminZh],
  ] as const) {
    serve(edits);
    await renderInApp(<RecentActivity />, { lang });
    await waitFor(() => expect(document.querySelector('[data-recent-activity]')).not.toBeNull());
    const rows = [...document.querySelectorAll('[data-recent-activity] > li')].map((li) => li.textContent ?? '');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toStartWith(`${t.overview.edits.replace('{{count}}', '4')} · ${t.content.sections.home} › ${t.content.groups.cta}`);
    // One field edited twice: that field named.
    expect(rows[1]).toStartWith(
      `${t.overview.edits.replace('{{count}}', '2')} · ${t.content.sections.home} · ${t.content.fields['hero.title']}`,
    );
    cleanup();
  }
});
