// Backups and restore against real SQLite files: one file holds the whole site, a restore brings back exactly what was
// backed up (messages, texts, the admin password), a damaged or foreign file changes nothing, a running site is not
// restored under, the schedule keeps the newest N and reports a failure, and an upgrade backs up first.
import { Database } from 'bun:sqlite';
import { afterEach, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../../db/client';
import { migrate } from '../../../db/migrate';
import { MIGRATIONS } from '../../../db/migrations.gen';
import { parseConfig } from '../../config';
import { prepareDatabase } from '../../server';
import { ADMIN_PASSWORD, startTestSite, type TestSite } from '../../testing/harness';
import { backupsFolder, listBackups } from './files';
import { restoreBackup } from './restore';
import { markRunning } from './running';
import { firstDueIn, takeBackup } from './service';
import { inspectBackup } from './snapshot';

const sites: TestSite[] = [];
const folders: string[] = [];
afterEach(() => {
  sites.splice(0).forEach((site) => site.close());
  folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-backup-test-'));
  folders.push(dir);
  return dir;
};
async function open(dataDir = folder(), env: Record<string, string> = {}) {
  const site = await startTestSite({ DATA_DIR: dataDir, ...env });
  sites.push(site);
  return site;
}
const send = (site: TestSite, message: string) =>
  site.call('POST', '/api/contact-messages', { body: { name: 'Mei', email: 'mei@example.com', message } });
const messagesOf = async (site: TestSite, cookie: string) =>
  ((await site.call('GET', '/api/contact-messages', { cookie })).json as { message: string }[]).map((m) => m.message).sort();
const close = (site: TestSite) => {
  sites.splice(sites.indexOf(site), 1);
  site.db.$client.close();
};

test('"Back up now" writes one file holding the whole site; it is listed, downloadable byte for byte, and admin only', async () => {
  const site = await open();
  const cookie = site.session();
  expect((await send(site, 'Please call me about a shop.')).status).toBe(201);
  expect((await site.call('GET', '/api/admin/backups')).status).toBe(401);
  expect((await site.call('POST', '/api/admin/backups')).status).toBe(401);
  expect(listBackups(site.config.dataDir)).toEqual([]);

  const made = await site.call('POST', '/api/admin/backups', { cookie });
  expect(made.status).toBe(201);
  expect(made.json.kind).toBe('manual');
  expect(made.json.size).toBeGreaterThan(10_000);
  const listed = await site.call('GET', '/api/admin/backups', { cookie });
  expect(listed.json).toEqual({
    backups: [made.json],
    schedule: { everyHours: 24, keep: 7, lastSuccessAt: null, lastError: null },
    replication: { state: 'off', behindBytes: null, caughtUpAt: null, replicas: [] },
  });
  const file = join(backupsFolder(site.config.dataDir), made.json.name);
  expect(inspectBackup(file).messages).toBe(1);

  expect((await site.call('GET', `/api/admin/backups/${made.json.name}`)).status).toBe(401);
  const download = await site.app.handle(new Request(`http://localhost/api/admin/backups/${made.json.name}`, { headers: { cookie } }));
  expect(download.status).toBe(200);
  expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${made.json.name}"`);
  expect(download.headers.get('cache-control')).toBe('no-store');
  expect(Buffer.from(await download.arrayBuffer()).equals(readFileSync(file))).toBe(true);
  // Only names the listing shows: not the live database, not a path.
  for (const name of ['site.db', '..%2Fsite.db', 'site-20261123-080000000Z-manual.db']) {
    expect((await site.call('GET', `/api/admin/backups/${name}`, { cookie })).status).toBe(404);
  }
});

test('a restore brings back the messages and texts of the backup, keeps the current password, and keeps the database it replaced', async () => {
  const dataDir = folder();
  const site = await open(dataDir);
  const cookie = site.session();
  await send(site, 'Kept in the backup, one.');
  await send(site, 'Kept in the backup, two.');
  const title = (en: string, zh: string) =>
    site.call('POST', '/api/content', { cookie, body: { section: 'home', key: 'hero.title', enValue: en, zhValue: zh } });
  expect((await title('Backed-up title', '備份的標題')).status).toBe(200);
  const { path } = takeBackup(site.db.$client, dataDir, 'manual', Date.now());
  // After the backup: another message, another title, another password.
  await send(site, 'Sent after the backup.');
  expect((await title('Later title', '之後的標題')).status).toBe(200);
  const changed = await site.call('POST', '/api/admin/update-credentials', {
    cookie,
    body: { currentPassword: ADMIN_PASSWORD, username: 'admin', password: 'a later password 1' },
  });
  expect(changed.status).toBe(200);
  close(site);

  const { kept, messages } = restoreBackup(dataDir, path, Date.now());
  expect(messages).toBe(2);
  expect(kept).toMatch(/site\.db\.before-restore-/);
  expect(inspectBackup(kept!).messages).toBe(3); // the replaced database, whole
  const back = await open(dataDir);
  // The account in force is the one the site had until now (decision 0075): the backup's password no longer signs in.
  expect((await back.call('POST', '/api/admin/login', { body: { username: 'admin', password: ADMIN_PASSWORD } })).status).toBe(401);
  const again = await back.login('admin', 'a later password 1');
  expect(await messagesOf(back, again)).toEqual(['Kept in the backup, one.', 'Kept in the backup, two.']);
  expect((await back.call('GET', '/api/content/home')).json.hero.title).toEqual({ en: 'Backed-up title', zh: '備份的標題' });
  close(back);

  // Asked for in so many words, the backup's account comes back with it.
  expect(restoreBackup(dataDir, path, Date.now() + 1000, { accountFromBackup: true }).account).toMatchObject({ from: 'backup' });
  const third = await open(dataDir);
  expect((await third.call('POST', '/api/admin/login', { body: { username: 'admin', password: 'a later password 1' } })).status).toBe(401);
  await third.login('admin', ADMIN_PASSWORD);
});

test('a damaged, foreign, cut-off or newer file is refused by restore, and nothing changes', async () => {
  const dataDir = folder();
  const site = await open(dataDir);
  await send(site, 'Must survive a refused restore.');
  const good = takeBackup(site.db.$client, dataDir, 'manual', Date.now()).path;
  close(site);
  // What the site holds, read as SQLite reads it (the file's bytes may still move when the closed connection's WAL is
  // folded in later).
  const holds = () => {
    const db = new Database(join(dataDir, 'site.db'), { readonly: true });
    try {
      return JSON.stringify([db.query('SELECT * FROM contact_messages').all(), db.query('SELECT * FROM content_entries').all()]);
    } finally {
      db.close();
    }
  };
  const before = holds();
  const bad = folder();
  const text = join(bad, 'notes.db');
  writeFileSync(text, 'hello, this is not a database');
  const foreign = join(bad, 'foreign.db');
  new Database(foreign).run('CREATE TABLE photos (id INTEGER PRIMARY KEY)');
  const cut = join(bad, 'cut.db');
  writeFileSync(cut, readFileSync(good).subarray(0, 20_000));
  const newer = join(bad, 'newer.db');
  writeFileSync(newer, readFileSync(good));
  const db = new Database(newer);
  db.run("INSERT INTO __migrations (tag, applied_at) VALUES ('9999_from_the_future', 0)");
  db.close();
  const expected: [string, RegExp][] = [
    [text, /not a backup of this site \(not an SQLite database\)/],
    [foreign, /not a backup of this site \(no __migrations, content_entries/],
    [cut, /damaged|not a backup/],
    [newer, /made by a newer version of the site \(9999_from_the_future\)/],
    [join(bad, 'missing.db'), /No file at/],
  ];
  for (const [file, message] of expected) expect(() => restoreBackup(dataDir, file, Date.now())).toThrow(message);
  expect(holds()).toBe(before);
  expect(before).toContain('Must survive a refused restore.');
  expect(readdirSync(dataDir).filter((name) => name.includes('before-restore'))).toEqual([]);
});

test('a restore is refused while a site is serving the folder; a folder left by a killed site is not "in use"', async () => {
  const dataDir = folder();
  const site = await open(dataDir);
  const { path } = takeBackup(site.db.$client, dataDir, 'manual', Date.now());
  const unmark = markRunning(dataDir);
  expect(() => restoreBackup(dataDir, path, Date.now())).toThrow(`Another site (process ${process.pid}) is serving`);
  // The lock decides, not the pid file: without it the restore is still refused.
  rmSync(join(dataDir, 'site.pid'));
  expect(() => restoreBackup(dataDir, path, Date.now())).toThrow('Another site is serving');
  unmark();
  writeFileSync(join(dataDir, 'site.pid'), '999999999\n'); // no such process
  close(site);
  expect(restoreBackup(dataDir, path, Date.now()).messages).toBe(0);
});

test('the schedule keeps the newest BACKUP_KEEP scheduled backups (never a manual one), and a failure is kept for the admin', async () => {
  const site = await open(folder(), { BACKUP_KEEP: '3' });
  const cookie = site.session();
  const manual = (await site.call('POST', '/api/admin/backups', { cookie })).json.name;
  const schedule = site.deps.backups;
  const made: number[] = [];
  for (let i = 0; i < 5; i++) {
    site.clock.now += 3_600_000;
    made.push(site.clock.now);
    expect(schedule.runOnce()).toBe(true);
  }
  const left = listBackups(site.config.dataDir);
  expect(left.filter((b) => b.kind === 'scheduled').map((b) => b.createdAt)).toEqual(made.slice(2).reverse());
  expect(left.some((b) => b.name === manual)).toBe(true);

  // The folder cannot be written (a file stands where it should be): logged, and shown in the admin's overview.
  rmSync(backupsFolder(site.config.dataDir), { recursive: true });
  writeFileSync(backupsFolder(site.config.dataDir), 'in the way');
  site.clock.now += 3_600_000;
  expect(schedule.runOnce()).toBe(false);
  const overview = (await site.call('GET', '/api/admin/backups', { cookie })).json;
  expect(overview.schedule.lastError).toEqual({ at: site.clock.now, message: expect.any(String) });
  expect(site.logged.some((line) => String(line[0]).startsWith('scheduled backup failed'))).toBe(true);
});

test('an upgrade backs up first: a database with only the first migration and data is copied before being migrated', async () => {
  const dataDir = folder();
  const old = openDatabase(dataDir);
  migrate(old.$client, MIGRATIONS.slice(0, 1));
  old.$client.run(
    "INSERT INTO contact_messages (name, email, message, created_at, is_read) VALUES ('Old', 'old@example.com', 'Sent before the upgrade.', 1, 0)",
  );
  old.$client.close();
  const config = parseConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD });
  const said: unknown[][] = [];
  const db = await prepareDatabase(config, { say: (...a) => said.push(a), announce: () => {} });
  db.$client.close();
  const [backup] = listBackups(dataDir);
  expect(backup?.kind).toBe('before-upgrade');
  const inside = inspectBackup(join(backupsFolder(dataDir), backup!.name));
  expect(inside).toEqual({ tags: [MIGRATIONS[0]!.tag], messages: 1 });
  expect(said.some((line) => String(line[0]).startsWith('backed up before migrating'))).toBe(true);
  // A new, empty site has nothing to back up.
  const fresh = folder();
  (await prepareDatabase(parseConfig({ DATA_DIR: fresh, ADMIN_PASSWORD }), { say: () => {}, announce: () => {} })).$client.close();
  expect(existsSync(backupsFolder(fresh))).toBe(false);
});

test('after a restart the next automatic backup is due a period after the newest, a minute after start when overdue', () => {
  const hour = 3_600_000;
  const now = Date.UTC(2026, 10, 23, 12);
  expect(firstDueIn(undefined, 24 * hour, now)).toBe(60_000); // never backed up: soon
  expect(firstDueIn(now - hour, 24 * hour, now)).toBe(23 * hour);
  expect(firstDueIn(now - 30 * hour, 24 * hour, now)).toBe(60_000); // overdue
  expect(firstDueIn(now + 5 * hour, 24 * hour, now)).toBe(24 * hour); // a clock set back: at most a period
});
