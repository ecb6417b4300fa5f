// Rollback and the saving of what a restore drops, against real SQLite files: a database upgraded by a newer build is
// refused by this one (naming that build and the way back); `rollback` restores the before-upgrade backup only after
// writing every message and change made since to readable files; a restore with nothing to save writes nothing.
import { Database } from 'bun:sqlite';
import { afterEach, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../../db/client';
import { migrate, NewerDatabaseError } from '../../../db/migrate';
import { MIGRATIONS } from '../../../db/migrations.gen';
import { parseConfig } from '../../config';
import { prepareDatabase } from '../../server';
import { ADMIN_PASSWORD, startTestSite, type TestSite } from '../../testing/harness';
import { listBackups } from './files';
import { restoreBackup, restoreReport } from './restore';
import { rollback } from './rollback';
import { png } from '../media/fixtures/images';
import { takeBackup } from './service';

const folders: string[] = [];
const sites: TestSite[] = [];
afterEach(() => {
  sites.splice(0).forEach((site) => site.db.$client.close());
  folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-rollback-test-'));
  folders.push(dir);
  return dir;
};
const open = async (dataDir: string) => {
  const site = await startTestSite({ DATA_DIR: dataDir });
  sites.push(site);
  return site;
};
const shut = (site: TestSite) => {
  sites.splice(sites.indexOf(site), 1);
  site.db.$client.close();
};
const send = (site: TestSite, message: string) =>
  site.call('POST', '/api/contact-messages', { body: { name: 'Mei', email: 'mei@example.com', message } });
const NEXT = { tag: '9999_next_version', sql: 'CREATE TABLE `next_things` (`id` integer PRIMARY KEY NOT NULL, `label` text NOT NULL);' };
const quiet = { say: () => {}, announce: () => {} };

/** What a newer build does on its first start: the before-upgrade backup, then its migration, then it serves writes. */
async function upgradeAndWrite(dataDir: string) {
  const db = openDatabase(dataDir);
  takeBackup(db.$client, dataDir, 'before-upgrade', Date.now());
  migrate(db.$client, [...MIGRATIONS, NEXT], '0.2.0 (commit f00dcafe, built 2026-12-01T09:00:00Z)');
  db.$client.close();
}

test('an old build refuses a database a newer one upgraded; rollback saves what came since, then the old build runs it', async () => {
  const dataDir = folder();
  const before = await open(dataDir);
  expect((await send(before, 'Sent before the upgrade.')).status).toBe(201);
  shut(before);
  await upgradeAndWrite(dataDir);
  // The newer build serves for a while: a message, an edit, a row of its own table, a message deleted.
  const raw = new Database(join(dataDir, 'site.db'));
  raw.run(
    "INSERT INTO contact_messages (name, email, message, created_at, is_read) VALUES ('Lin', 'lin@example.com', '=HYPERLINK(\"x\") sent after the upgrade, 你好', 1764579600000, 0)",
  );
  raw.run("UPDATE content_entries SET en_value = 'Title written after the upgrade' WHERE section = 'home' AND key = 'hero.title'");
  raw.run("INSERT INTO next_things (id, label) VALUES (1, 'only the new version knows me')");
  raw.close();

  const config = parseConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD });
  const refused = await prepareDatabase(config, quiet).then(
    () => null,
    (error) => error,
  );
  expect(refused).toBeInstanceOf(NewerDatabaseError);
  expect(refused.message).toContain('was upgraded on');
  expect(refused.message).toContain('by site 0.2.0 (commit f00dcafe');
  expect(refused.message).toContain('(9999_next_version)');
  expect(refused.message).toContain('./site rollback');
  expect(refused.message).not.toContain('\n');

  const done = rollback(dataDir, Date.now());
  expect(done.target.kind).toBe('before-upgrade');
  expect(done.messages).toBe(1);
  const saved = done.saved!;
  expect(saved.messages).toBe(1);
  const csv = readFileSync(join(saved.folder, 'messages.csv'), 'utf8');
  // The stored columns by their field names (the inbox's own first), raw values: a recovery file, not the owner's export.
  expect(
    csv.startsWith(
      '\uFEFFid,createdAt,name,email,service,isRead,message,repliedAt,lang,notificationSkipped,sourceLanding,sourcePlan,sourceReferrer,sourceUtmSource,sourceUtmMedium,sourceUtmCampaign,closedAt,note,spam,spamAt\r\n',
    ),
  ).toBe(true);
  expect(csv).toContain(
    `,2025-12-01T09:00:00.000Z,Lin,lin@example.com,,false,"'=HYPERLINK(""x"") sent after the upgrade, 你好",,,,,,,,,,,,,\r\n`,
  );
  const changes = JSON.parse(readFileSync(join(saved.folder, 'changes.json'), 'utf8'));
  expect(changes.tables.next_things.added).toEqual([{ id: 1, label: 'only the new version knows me' }]);
  const edit = changes.tables.content_entries.changed.find((c: { after: { key: string } }) => c.after.key === 'hero.title');
  expect(edit.after.en_value).toBe('Title written after the upgrade');
  expect(edit.before.en_value).not.toBe('Title written after the upgrade');
  expect(readFileSync(join(saved.folder, 'README.txt'), 'utf8')).toContain('1 contact message(s) received after the backup');
  expect(restoreReport(done, done.target.path, dataDir)).toContain(`1 contact message received after that backup (messages.csv)`);

  // The old build runs the database again, as it was before the upgrade.
  const after = await open(dataDir);
  const cookie = after.session();
  const list = (await after.call('GET', '/api/contact-messages', { cookie })).json as { message: string }[];
  expect(list.map((m) => m.message)).toEqual(['Sent before the upgrade.']);
  expect(readdirSync(dataDir).some((name) => name.startsWith('site.db.before-restore-'))).toBe(true);
});

test('a restore saves the messages, deletions and images it would drop; with nothing to drop it saves nothing', async () => {
  const dataDir = folder();
  const site = await open(dataDir);
  const cookie = site.session();
  await send(site, 'Kept in the backup, one.');
  await send(site, 'Kept in the backup, two.');
  const { path } = takeBackup(site.db.$client, dataDir, 'manual', Date.now());
  const later = await send(site, 'Sent after the backup.');
  const list = (await site.call('GET', '/api/contact-messages', { cookie })).json as { id: number; message: string }[];
  const first = list.find((m) => m.message === 'Kept in the backup, one.')!;
  expect((await site.call('DELETE', `/api/contact-messages/${first.id}`, { cookie })).status).toBe(200);
  const image = png(40, 30);
  const uploaded = await site.app.handle(
    new Request('http://localhost/api/media', { method: 'POST', body: image, headers: { 'content-type': 'image/png', cookie } }),
  );
  expect(uploaded.status).toBe(201);
  shut(site);

  const restored = restoreBackup(dataDir, path, Date.now());
  const saved = restored.saved!;
  expect(later.status).toBe(201);
  expect(saved.messages).toBe(1);
  expect(readFileSync(join(saved.folder, 'messages.csv'), 'utf8')).toContain('Sent after the backup.');
  const changes = JSON.parse(readFileSync(join(saved.folder, 'changes.json'), 'utf8'));
  expect(changes.tables.contact_messages.removed.map((m: { message: string }) => m.message)).toEqual(['Kept in the backup, one.']);
  const stored = changes.tables.media.added[0];
  expect(stored.bytes.file).toMatch(/^files\/media-[0-9a-f]{64}-bytes\.png$/);
  expect(stored.width).toBe(40);
  expect(new Uint8Array(readFileSync(join(saved.folder, stored.bytes.file)).subarray(0, 8))).toEqual(image.subarray(0, 8));

  // Restoring the same backup again: the site now holds exactly the backup, so nothing is saved and no folder appears.
  const again = restoreBackup(dataDir, path, Date.now() + 1000);
  expect(again.saved).toBeNull();
  expect(readdirSync(dataDir).filter((name) => name.startsWith('saved-before-restore-'))).toHaveLength(1);
});

test('rollback without a backup from before an upgrade changes nothing and says so', async () => {
  const dataDir = folder();
  const site = await open(dataDir);
  await send(site, 'Still here.');
  takeBackup(site.db.$client, dataDir, 'manual', Date.now()); // not a before-upgrade one
  shut(site);
  expect(() => rollback(dataDir, Date.now())).toThrow('Nothing to roll back: no backup in');
  expect(listBackups(dataDir)).toHaveLength(1);
  expect(existsSync(join(dataDir, 'site.db'))).toBe(true);
  expect(readdirSync(dataDir).some((name) => name.includes('before-restore'))).toBe(false);
});

test('restoring a kept database leaves no side files beside it, and new messages are numbered after every saved one', async () => {
  const dataDir = folder();
  const site = await open(dataDir);
  await send(site, 'In the backup.');
  const { path } = takeBackup(site.db.$client, dataDir, 'manual', Date.now());
  for (const n of [1, 2, 3]) await send(site, `After the backup, ${n}.`);
  shut(site);
  const first = restoreBackup(dataDir, path, Date.now());
  const kept = first.kept!;
  const changes = JSON.parse(readFileSync(join(first.saved!.folder, 'changes.json'), 'utf8'));
  expect(changes.tables.contact_messages.added[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  // Going back to the kept database (it is whole, out of WAL mode): nothing appears beside it, before or after.
  restoreBackup(dataDir, kept, Date.now() + 1000);
  expect(readdirSync(dataDir).filter((name) => /-(wal|shm|journal)$/.test(name) && !name.startsWith('site.db-'))).toEqual([]);

  // Back to the backup once more; the next message is numbered after the four the replaced database had.
  restoreBackup(dataDir, path, Date.now() + 2000);
  const after = await open(dataDir);
  await send(after, 'After the second restore.');
  const ids = after.db.$client.query('SELECT id, message FROM contact_messages ORDER BY id').all() as { id: number; message: string }[];
  expect(ids.map((m) => m.message)).toEqual(['In the backup.', 'After the second restore.']);
  expect(ids[1]!.id).toBe(5);
});
