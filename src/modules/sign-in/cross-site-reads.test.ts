// The admin's two downloads — every message as CSV, a backup of the whole database — refuse a request another site's
// page made (403, nothing sent, no activity entry), and still come to the admin's own app, a typed address and scripts.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { basename } from 'node:path';
import type { AuditEntry } from '../../contract';
import { expectError, startTestSite, type TestSite } from '../../testing/harness';
import { takeBackup } from '../backups/service';

let site: TestSite;
let cookie: string;
let downloads: { name: string; path: string; action: string }[];
beforeAll(async () => {
  site = await startTestSite();
  cookie = await site.login();
  await site.call('POST', '/api/contact-messages', {
    body: { name: 'Mei Lin', email: 'mei@example.com', message: 'Please call me about a new shop.' },
  });
  const backup = basename(takeBackup(site.db.$client, site.dataDir, 'manual', site.clock.now).path);
  downloads = [
    { name: 'the CSV export', path: '/api/contact-messages/export.csv', action: 'messages_export' },
    { name: 'a backup download', path: `/api/admin/backups/${backup}`, action: 'backup_download' },
  ];
});
afterAll(() => site.close());

/** The activity log as the admin reads it, of one action. */
const entries = async (action: string) => (await site.call('GET', `/api/admin/audit?action=${action}`, { cookie })).json as AuditEntry[];

const FROM_ANOTHER_SITE = [
  { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
  { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
];

test('a link on another site gets 403 and no file for the CSV export and a backup, and the activity log records nothing', async () => {
  for (const { path, action } of downloads) {
    for (const headers of FROM_ANOTHER_SITE) {
      const res = await site.call('GET', path, { cookie, headers });
      expectError(res, 403, 'forbidden');
      expect(res.headers.get('content-disposition')).toBeNull();
      expect(res.text).not.toContain('Mei Lin');
    }
    expect(await entries(action)).toEqual([]);
  }
});

test('the admin app (same origin), a typed address and a script without browser headers download them, one entry each', async () => {
  for (const { path, action } of downloads) {
    const before = (await entries(action)).length;
    const own: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' },
      { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' },
      {},
    ];
    for (const headers of own) {
      const res = await site.call('GET', path, { cookie, headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toStartWith('attachment');
    }
    expect(await entries(action)).toHaveLength(before + 3);
  }
});
