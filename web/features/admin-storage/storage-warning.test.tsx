// The storage warning: absent while there is room; the disk low or the images near their limit said in plain words,
// in the admin's language, with what to do (and where, for images).
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { StorageStatus } from '../../../src/contract';
import { adminEn as t } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { StorageWarning } from './storage-warning';

const MiB = 1024 * 1024;
const ROOMY: StorageStatus = {
  mediaBytes: 10 * MiB,
  mediaLimitBytes: 1024 * MiB,
  diskFreeBytes: 900 * MiB,
  diskFreeMinBytes: 64 * MiB,
  low: { disk: false, media: false },
};
let asked: string[] = [];
/** The newest backup, as GET /api/admin/backups lists it (newest first). */
const BACKUP = { name: 'site-2026-12-06T0930-manual.db', size: 1.5 * MiB, createdAt: Date.parse('2026-12-06T09:30:00Z'), kind: 'manual' };
const serve = (status: StorageStatus, backups = [BACKUP]) => {
  asked = [];
  replaceFetch((url) => {
    asked.push(String(url));
    if (String(url) === '/api/admin/backups')
      return json({ backups, schedule: { everyHours: 24, keep: 7, lastSuccessAt: null, lastError: null }, replication: {} });
    return json(status);
  });
};
afterEach(() => {
  cleanup();
  restoreFetch();
});

test('plenty of room: nothing shown', async () => {
  serve(ROOMY);
  await renderInApp(<StorageWarning />);
  await waitFor(() => expect(asked).toEqual(['/api/admin/storage']));
  expect(screen.queryByRole('region')).toBeNull();
});

test('the disk below its floor, explained (the Overview): how much is left, what the site keeps, and who frees space', async () => {
  serve({ ...ROOMY, diskFreeBytes: 40 * MiB, low: { disk: true, media: false } });
  await renderInApp(<StorageWarning explained />);
  const region = await screen.findByRole('article', { name: t.storage.title });
  expect(region.textContent).toContain('The server’s disk has 40.0 MB free, less than the 64 MB the site keeps for messages and sign-ins.');
  expect(region.textContent).toContain(t.storage.diskWhat);
  expect(region.textContent).not.toContain(t.storage.mediaWhat);
  // The backups, often the largest files, are where the owner can act from the admin (decision 0257).
  expect(screen.getByRole('link', { name: t.storage.goBackups }).getAttribute('href')).toBe('/dashboard/settings/backups');
});

test('the strip (every tab): one line, the title and the first figure, a secondary button and "Details"; nothing more (0257)', async () => {
  serve({ ...ROOMY, diskFreeBytes: 40 * MiB, low: { disk: true, media: false } });
  await renderInApp(<StorageWarning />);
  const region = await screen.findByRole('region', { name: t.storage.title });
  expect(region.textContent).not.toContain(t.storage.diskWhat);
  expect(screen.getByRole('link', { name: t.storage.goBackups }).className).toContain('btn-outline');
  expect(screen.getByRole('link', { name: `${t.storage.title}: ${t.shell.alertDetails}` }).getAttribute('href')).toBe(
    '/dashboard/overview',
  );
});

test('images near their limit: how much they take, and a link to the images (not on the settings tab itself)', async () => {
  serve({ ...ROOMY, mediaBytes: 950 * MiB, low: { disk: false, media: true } });
  await renderInApp(<StorageWarning explained />);
  const region = await screen.findByRole('article', { name: t.storage.title });
  expect(region.textContent).toContain('Images take 950.0 MB of the 1 GB allowed for them');
  expect(region.textContent).toContain(t.storage.mediaWhat);
  expect(screen.getByRole('link', { name: t.storage.go }).getAttribute('href')).toBe('/dashboard/images');
  cleanup();
  await renderInApp(<StorageWarning linkToImages={false} details={false} />);
  await screen.findByRole('region', { name: t.storage.title });
  expect(screen.queryByRole('link')).toBeNull();
});

test('in Chinese, both at once', async () => {
  serve({ ...ROOMY, mediaBytes: 1000 * MiB, diskFreeBytes: 10 * MiB, low: { disk: true, media: true } });
  await renderInApp(<StorageWarning explained />, { lang: 'zh' });
  const region = await screen.findByRole('article', { name: adminZh.storage.title });
  expect(region.textContent).toContain('伺服器磁碟只剩 10.0 MB 可用，低於網站為訊息與登入保留的 64 MB。');
  expect(region.textContent).toContain('圖片已使用 1000.0 MB，上限為 1 GB');
  expect(region.textContent).toContain(adminZh.storage.diskWhat);
  expect(screen.getByRole('link', { name: adminZh.storage.go })).toBeTruthy();
});

test('a failed read shows nothing: it is advice', async () => {
  replaceFetch(() => json({ error: { code: 'internal_error', message: 'x' } }, 500));
  await renderInApp(<StorageWarning />);
  await Bun.sleep(50);
  expect(screen.queryByRole('region')).toBeNull();
});

test('the strip says the first figure; the explanation every figure, one a line: free space, the images, the last backup', async () => {
  serve({ ...ROOMY, diskFreeBytes: 40 * MiB, mediaBytes: 980 * MiB, low: { disk: true, media: true } });
  await renderInApp(<StorageWarning />);
  await screen.findByRole('region', { name: t.storage.title });
  // The strip keeps how bad it is in view: the first figure (decision 0153).
  expect(document.querySelector('[data-notice-glance]')!.textContent!.trim()).toBe('· 40.0 MB free');
  cleanup();
  await renderInApp(<StorageWarning explained />);
  await screen.findByRole('article', { name: t.storage.title });
  const figures = document.querySelector('[data-notice-figures]')!;
  await waitFor(() => expect(figures.textContent).toContain('Last backup: '));
  const lines = [...figures.children].map((line) => line.textContent);
  expect(lines.slice(0, 2)).toEqual(['40.0 MB free', 'Images: 980.0 MB of 1 GB']);
  expect(lines[2]).toStartWith('Last backup: ');
  expect(lines[2]).toContain('2026');
  expect(lines[2]).toEndWith('(1.50 MB)');
});

test('in Chinese, with no backup yet and the disk not measured', async () => {
  serve({ ...ROOMY, diskFreeBytes: null, mediaBytes: 980 * MiB, low: { disk: false, media: true } }, []);
  await renderInApp(<StorageWarning explained />, { lang: 'zh' });
  await screen.findByRole('article', { name: adminZh.storage.title });
  const figures = document.querySelector('[data-notice-figures]')!;
  await waitFor(() => expect(asked).toContain('/api/admin/backups'));
  await waitFor(() =>
    expect([...figures.children].map((line) => line.textContent)).toEqual([
      '圖片：已用 980.0 MB，上限 1 GB',
      adminZh.storage.figures.noBackup,
    ]),
  );
});
