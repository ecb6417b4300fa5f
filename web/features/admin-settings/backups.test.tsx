// The backups section: every backup with its time, kind, size and a download link; the schedule and its failure in
// the admin's language; "Back up now" asks the server and the new backup appears.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import type { BackupItem, BackupsOverview, SecurityState } from '../../../src/contract';
import { API_PATHS } from '../../../src/contract/api-paths';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { longDate } from '../../lib/dates';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { emptyState } from '../../testing/fake-security';
import { BackupsSettings } from './backups';
import { ConfirmItsYou } from './confirm-its-you';
import { wholeText } from '../../testing/whole-text';

const OLD: BackupItem = {
  name: 'site-20261120-030000000Z-scheduled.db',
  size: 2_621_440,
  createdAt: Date.UTC(2026, 10, 20, 3),
  kind: 'scheduled',
};
const NEW: BackupItem = {
  name: 'site-20261123-080000000Z-manual.db',
  size: 2_700_000,
  createdAt: Date.UTC(2026, 10, 23, 8),
  kind: 'manual',
};
const OFF: BackupsOverview['replication'] = { state: 'off', behindBytes: null, caughtUpAt: null, replicas: [] };
let overview: BackupsOverview;
/** The account's sign-in state as the server tells it, and whether this session confirmed its password lately. */
let security: SecurityState;
let confirmed: boolean;
const posts: string[] = [];
/** The server's answer to the next "Back up now" when it refuses one. */
let refusal: (() => Response) | null;
beforeEach(() => {
  posts.length = 0;
  refusal = null;
  security = emptyState();
  confirmed = true;
  overview = {
    backups: [OLD],
    schedule: { everyHours: 24, keep: 7, lastSuccessAt: OLD.createdAt, lastError: null },
    replication: OFF,
  };
  replaceFetch((url, init) => {
    if (String(url) === API_PATHS.security.state) return json(security);
    if (String(url) === API_PATHS.security.confirm) {
      if (JSON.parse(String(init?.body)).password !== 'right-password')
        return json({ error: { code: 'validation_failed', message: 'No' } }, 422);
      confirmed = true;
      security = { ...security, confirmedUntil: new Date(Date.now() + 600_000).toISOString() };
      return json(security);
    }
    if (init?.method === 'POST' && !confirmed)
      return json({ error: { code: 'confirm_required', message: 'Confirm your password first' } }, 403);
    if (init?.method === 'POST') {
      posts.push(String(url));
      if (refusal) return refusal();
      overview = { ...overview, backups: [NEW, ...overview.backups] };
      return json(NEW, 201);
    }
    return json(overview);
  });
});
afterEach(() => {
  toast.dismiss();
  cleanup();
  restoreFetch();
});

test('lists each backup with when, what made it, its size and a download named by its time', async () => {
  await renderInApp(<BackupsSettings />);
  const list = await screen.findByRole('list', { name: adminEn.backups.listLabel });
  const when = longDate(OLD.createdAt, 'en');
  expect(within(list).getByText(wholeText(when))).toBeTruthy();
  expect(within(list).getByText(`${adminEn.backups.kinds.scheduled} · 2.50 MB`)).toBeTruthy();
  const link = within(list).getByRole('link', { name: `Download the backup of ${when}` });
  expect(link.getAttribute('href')).toBe(`/api/admin/backups/${OLD.name}`);
  expect(screen.getByText('Automatic every 24 hours; the newest 7 are kept.')).toBeTruthy();
});

test('"Back up now" asks the server once, names the new backup, and it heads the list marked Latest with its download', async () => {
  await renderInApp(
    <>
      <BackupsSettings />
      <Toaster />
    </>,
  );
  fireEvent.click(await screen.findByRole('button', { name: adminEn.backups.backUpNow }));
  const made = await screen.findByRole('status');
  expect(made.textContent).toContain(`Backup made: ${longDate(NEW.createdAt, 'en')}`);
  expect(made.querySelector('[data-backup-file]')?.textContent).toBe(NEW.name);
  expect(within(made).queryByRole('link')).toBeNull();
  expect(screen.queryByText(adminEn.backups.failed)).toBeNull();
  expect(posts).toEqual(['/api/admin/backups']);
  const rows = () => within(screen.getByRole('list', { name: adminEn.backups.listLabel })).getAllByRole('listitem');
  await waitFor(() => expect(rows()).toHaveLength(2));
  expect(within(rows()[0]!).getByText(wholeText(longDate(NEW.createdAt, 'en')))).toBeTruthy();
  expect(rows()[0]!.querySelector('[data-backup-latest]')?.textContent).toBe(adminEn.backups.latest);
  expect(document.querySelectorAll('[data-backup-latest]')).toHaveLength(1);
  expect(within(rows()[0]!).getByRole('link').getAttribute('href')).toBe(`/api/admin/backups/${NEW.name}`);
  // Said once: in the card, not again in a toast (the Toaster is mounted, and has had time to show one).
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(document.body.textContent!.match(/Backup made: /g)).toHaveLength(1);
  expect(document.querySelector('[data-sonner-toast]')).toBeNull();
});

test('in Chinese: a failed automatic backup is reported in words, with the schedule off and nothing listed', async () => {
  overview = {
    backups: [],
    schedule: { everyHours: 0, keep: 7, lastSuccessAt: null, lastError: { at: OLD.createdAt, message: 'ENOSPC: no space left on device' } },
    replication: OFF,
  };
  await renderInApp(<BackupsSettings />, { lang: 'zh' });
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('上一次自動備份失敗');
  expect(alert.textContent).not.toContain('ENOSPC');
  expect(screen.getByText(adminZh.backups.scheduleOff)).toBeTruthy();
  expect(screen.getByText(adminZh.backups.none)).toBeTruthy();
});

test('a refused "Back up now" says why in the admin\'s language: another backup running (409), or one taken under a minute ago (429)', async () => {
  const ui = (
    <>
      <BackupsSettings />
      <Toaster />
    </>
  );
  refusal = () => json({ error: { code: 'conflict', message: 'Another backup taken by hand is being written right now' } }, 409);
  await renderInApp(ui);
  fireEvent.click(await screen.findByRole('button', { name: adminEn.backups.backUpNow }));
  await screen.findByText(adminEn.backups.busy);
  expect(screen.getByText(adminEn.backups.failed)).toBeTruthy();
  expect(screen.queryByText(adminEn.failure.conflict)).toBeNull();
  toast.dismiss();
  cleanup();

  refusal = () =>
    new Response(JSON.stringify({ error: { code: 'too_many_requests', message: 'A backup was taken by hand 20 seconds ago' } }), {
      status: 429,
      headers: { 'content-type': 'application/json', 'retry-after': '40' },
    });
  await renderInApp(ui, { lang: 'zh' });
  fireEvent.click(await screen.findByRole('button', { name: adminZh.backups.backUpNow }));
  await screen.findByText('不到一分鐘前剛建立過備份，每分鐘最多一次：請在 40 秒後再試。');
  expect(posts).toHaveLength(2);
  const rows = within(screen.getByRole('list', { name: adminZh.backups.listLabel })).getAllByRole('listitem');
  expect(rows).toHaveLength(1); // nothing new listed
});

test('with a second step set up, "Back up now" and a download first ask "Confirm it’s you", then go through', async () => {
  security = { ...emptyState(), secondFactorRequired: true, totp: { enabled: true, createdAt: null, lastUsedAt: null, readable: true } };
  confirmed = false;
  /** The links the browser was left to follow (a click no handler stopped). */
  const followed: string[] = [];
  const follow = (event: Event) => {
    const link = (event.target as Element).closest('a');
    if (link && !event.defaultPrevented) followed.push(link.getAttribute('href')!);
  };
  document.addEventListener('click', follow);
  try {
    await renderInApp(
      <>
        <BackupsSettings />
        <ConfirmItsYou />
      </>,
    );
    const c = adminEn.security.confirm;
    // A download is not followed until the password is confirmed.
    const when = longDate(OLD.createdAt, 'en');
    const link = await screen.findByRole('link', { name: `Download the backup of ${when}` });
    await waitFor(() => expect(posts).toEqual([])); // the state is read
    await new Promise((resolve) => setTimeout(resolve, 20));
    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: c.title });
    expect(followed).toEqual([]);
    // It says what the password is for: this download, not a change to signing in.
    expect(dialog.textContent).toContain(c.backupDownload.replace('{{minutes}}', '10'));
    fireEvent.change(within(dialog).getByLabelText(adminEn.login.password), { target: { value: 'right-password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: c.submits.backupDownload }));
    await waitFor(() => expect(followed).toEqual([`/api/admin/backups/${OLD.name}`]));

    // "Back up now" is refused until confirmed, asks, then is sent again.
    confirmed = false;
    fireEvent.click(screen.getByRole('button', { name: adminEn.backups.backUpNow }));
    const again = await screen.findByRole('dialog', { name: c.title });
    expect(again.textContent).toContain(c.backupTake.replace('{{minutes}}', '10'));
    fireEvent.change(within(again).getByLabelText(adminEn.login.password), { target: { value: 'right-password' } });
    fireEvent.click(within(again).getByRole('button', { name: c.submits.backupTake }));
    await screen.findByText(wholeText(`Backup made: ${longDate(NEW.createdAt, 'en')}`));
    expect(posts).toEqual(['/api/admin/backups']); // sent whole once, after the refusal
  } finally {
    document.removeEventListener('click', follow);
  }
});
