// "Back up now" holds to DISK_FREE_MIN_MB like an upload: a copy of the database that would leave less than that free
// is refused with a 507 in words, writing no file and no activity entry.
import { afterEach, expect, test } from 'bun:test';
import { expectError, startTestSite, type TestSite } from '../../testing/harness';
import { listBackups } from './files';

const MiB = 1024 * 1024;
const sites: TestSite[] = [];
afterEach(() => sites.splice(0).forEach((site) => site.close()));

test('a backup that would leave the disk below DISK_FREE_MIN_MB: 507, no file, no entry; with room, 201', async () => {
  const site = await startTestSite({ DISK_FREE_MIN_MB: '64' });
  sites.push(site);
  const cookie = site.session();
  // The database as a copy would hold it (much of a fresh one still sits in its write-ahead log, not in site.db).
  const { size } = site.db.$client
    .query<{ size: number }, []>('SELECT page_count * page_size AS size FROM pragma_page_count(), pragma_page_size()')
    .get()!;
  site.deps.disk.freeBytes = () => 64 * MiB + size - 1;
  const refused = await site.call('POST', '/api/admin/backups', { cookie });
  expectError(refused, 507, 'insufficient_storage', { exact: true });
  expect(refused.json.error.message).toContain('DISK_FREE_MIN_MB');
  expect(listBackups(site.config.dataDir)).toEqual([]);
  expect((await site.call('GET', '/api/admin/audit?action=backup_create', { cookie })).json).toEqual([]);

  site.deps.disk.freeBytes = () => 64 * MiB + 4 * size;
  expect((await site.call('POST', '/api/admin/backups', { cookie })).status).toBe(201);
});
