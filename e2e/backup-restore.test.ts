// Backups, restore, upgrades and health, run the way a self-hoster runs them: the
// compiled binary alone in a folder, its commands beside the running site.
import { Database } from 'bun:sqlite';
import { expect, test } from 'bun:test';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pkg from '../package.json' with { type: 'json' };
import { MIGRATIONS } from '../db/migrations.gen';
import { hashPassword } from '../src/modules/sign-in';
import { freshSite } from './site-binary';

const PASSWORD = 'backup-e2e-password';
const fresh = freshSite();
const tempDir = fresh.folder;
const start = (folder: string, env: Record<string, string> = {}) =>
  fresh.start(folder, { ADMIN_PASSWORD: PASSWORD, CONTACT_LIMIT: '100000', ...env });
/** `./site <args>` in the folder, as a person at the server's shell would run it. */
const run = (folder: string, ...args: string[]) => {
  const done = Bun.spawnSync([join(folder, 'site'), ...args], {
    cwd: folder,
    env: { ...process.env, HOST: '127.0.0.1' },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  return { code: done.exitCode, out: done.stdout.toString(), err: done.stderr.toString() };
};
async function cookieFor(url: string, password = PASSWORD) {
  const res = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}
const send = (url: string, message: string) =>
  fetch(`${url}/api/contact-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Load', email: 'load@example.com', message }),
  });
/** Every message the site lists, page by page (the plain list stops at the newest 200). */
async function everyMessage(url: string, cookie: string): Promise<string[]> {
  const found: string[] = [];
  for (let cursor: string | null = ''; cursor !== null; ) {
    const res: Response = await fetch(`${url}/api/contact-messages?limit=100${cursor ? `&cursor=${cursor}` : ''}`, { headers: { cookie } });
    found.push(...((await res.json()) as { message: string }[]).map((m) => m.message));
    cursor = res.headers.get('x-next-cursor');
  }
  return found;
}
const storedMessages = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return new Set(
      db
        .query<{ message: string }, []>('SELECT message FROM contact_messages')
        .all()
        .map((r) => r.message),
    );
  } finally {
    db.close();
  }
};

test('--version prints the version; /healthz answers without a session, with nothing secret (its details to a client on the machine)', async () => {
  const folder = tempDir();
  expect(run(folder, '--version').out.trim()).toStartWith(`site ${pkg.version} (commit `); // the build's own names: e2e/build-stamp.test.ts
  const site = await start(folder);
  const res = await fetch(`${site.url}/healthz`);
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(body).toEqual({
    status: 'ok',
    version: pkg.version,
    commit: expect.any(String),
    builtAt: expect.any(String),
    uptimeS: expect.any(Number),
    database: 'ok',
    disk: 'ok',
    diskFreeMb: expect.any(Number),
    outbox: { pending: 0, failed: 0 },
    mail: 'off',
    replication: { state: 'off', behindBytes: null, caughtUpAt: null }, // no LITESTREAM_CONFIG (decision 0071)
  });
  expect(JSON.stringify(body)).not.toContain(folder);
});

test('a backup taken under write load holds every message acknowledged before it; restored, the site serves exactly those', async () => {
  const folder = tempDir();
  const site = await start(folder);
  const acknowledged: { message: string; at: number }[] = [];
  let writing = true;
  const writer = async (n: number) => {
    for (let i = 0; writing; i++) {
      const message = `Load message ${n}-${i}, please keep me.`;
      const res = await send(site.url, message);
      if (res.status === 201) acknowledged.push({ message, at: performance.now() });
    }
  };
  const writers = [1, 2, 3, 4].map(writer);
  // Writing well under way before the backup starts: some messages in, however long a busy machine takes for them.
  for (const until = Date.now() + 60_000; acknowledged.length <= 20 && Date.now() < until; ) await Bun.sleep(20);
  const backupFile = join(folder, 'under-load.db');
  const startedAt = performance.now();
  // Run beside the writers (not blocking this process), so messages keep arriving while the snapshot is taken.
  const proc = Bun.spawn([join(folder, 'site'), 'backup', backupFile], { cwd: folder, stdout: 'pipe', stderr: 'pipe' });
  const backup = { code: await proc.exited, out: await new Response(proc.stdout).text() };
  const during = acknowledged.filter((a) => a.at >= startedAt).length;
  await Bun.sleep(300);
  writing = false;
  await Promise.all(writers);
  expect(during).toBeGreaterThan(0);
  expect(backup.code).toBe(0);
  expect(backup.out).toMatch(/^Backup written: .*under-load\.db \(\d+\.\d+ MB\)$/m);

  const inBackup = storedMessages(backupFile);
  const before = acknowledged.filter((a) => a.at < startedAt).map((a) => a.message);
  expect(before.length).toBeGreaterThan(20);
  expect(before.filter((m) => !inBackup.has(m))).toEqual([]);
  console.log(
    `backup under load: ${acknowledged.length} messages acknowledged, ${before.length} before the backup began, ${during} while it ran, ${inBackup.size} in the backup`,
  );

  // While the site runs, restore refuses and changes nothing.
  const refused = run(folder, 'restore', backupFile);
  expect(refused.code).toBe(1);
  expect(refused.err).toContain('is serving');
  expect(readdirSync(join(folder, 'data')).some((name) => name.includes('before-restore'))).toBe(false);

  expect(await site.stop('SIGTERM')).toBe(0);
  const restored = run(folder, 'restore', backupFile);
  expect(restored.code).toBe(0);
  expect(restored.out).toContain(`(${inBackup.size} contact messages)`);
  expect(readdirSync(join(folder, 'data')).some((name) => name.startsWith('site.db.before-restore-'))).toBe(true);
  const back = await start(folder);
  const listed = await everyMessage(back.url, await cookieFor(back.url));
  expect(listed).toHaveLength(inBackup.size);
  expect(new Set(listed)).toEqual(inBackup);
}, 60_000);

test("a damaged or foreign file is refused by restore, and the site's data is unchanged", async () => {
  const folder = tempDir();
  const site = await start(folder);
  expect((await send(site.url, 'I must survive a refused restore.')).status).toBe(201);
  await site.stop('SIGTERM');
  const db = join(folder, 'data', 'site.db');
  const before = readFileSync(db);
  Bun.write(join(folder, 'notes.db'), 'not a database at all');
  const foreign = new Database(join(folder, 'foreign.db'));
  foreign.run('CREATE TABLE photos (id INTEGER PRIMARY KEY)');
  foreign.close();
  const cases: [string, string][] = [
    ['notes.db', 'not a backup of this site'],
    ['foreign.db', 'not a backup of this site'],
    ['missing.db', 'No file at'],
  ];
  for (const [file, words] of cases) {
    const result = run(folder, 'restore', join(folder, file));
    expect(result.code).toBe(1);
    expect(result.err).toContain(words);
  }
  expect(readFileSync(db).equals(before)).toBe(true);
});

test('an upgrade: a database made by the first version, with content, messages and an admin, is backed up and then kept whole', async () => {
  const folder = tempDir();
  mkdirSync(join(folder, 'data'));
  const old = new Database(join(folder, 'data', 'site.db'));
  old.run('CREATE TABLE __migrations (tag TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)');
  for (const statement of MIGRATIONS[0]!.sql.split('--> statement-breakpoint')) if (statement.trim()) old.run(statement);
  old.run('INSERT INTO __migrations (tag, applied_at) VALUES (?, ?)', [MIGRATIONS[0]!.tag, Date.now()]);
  old.run('INSERT INTO admin_account (id, password_hash, updated_at) VALUES (1, ?, ?)', [
    await hashPassword('the first version password'),
    Date.now(),
  ]);
  old.run("INSERT INTO settings (key, value) VALUES ('adminUsername', 'owner')");
  old.run(
    "INSERT INTO content_entries (section, key, en_value, zh_value) VALUES ('home', 'hero.title', 'Made before the upgrade', '升級前的標題')",
  );
  old.run("INSERT INTO contact_messages (name, email, message) VALUES ('Early', 'early@example.com', 'A message from the first version.')");
  old.close();

  const site = await fresh.start(folder);
  const backups = readdirSync(join(folder, 'data', 'backups'));
  expect(backups).toHaveLength(1);
  expect(backups[0]).toMatch(/-before-upgrade\.db$/);
  expect(site.output()).toContain('backed up before migrating');
  const res = await fetch(`${site.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'owner', password: 'the first version password' }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie()[0]!.split(';')[0]!;
  const messages = (await (await fetch(`${site.url}/api/contact-messages`, { headers: { cookie } })).json()) as { message: string }[];
  expect(messages.map((m) => m.message)).toEqual(['A message from the first version.']);
  expect(await (await fetch(`${site.url}/`)).text()).toContain('Made before the upgrade');
  // The backup is the first version's database, untouched by the migrations.
  const inBackup = new Database(join(folder, 'data', 'backups', backups[0]!), { readonly: true });
  expect(
    inBackup
      .query<{ tag: string }, []>('SELECT tag FROM __migrations')
      .all()
      .map((r) => r.tag),
  ).toEqual([MIGRATIONS[0]!.tag]);
  inBackup.close();
  expect(existsSync(join(folder, 'data', 'site.pid'))).toBe(true);
});

test('from source too: bun src/index.ts backup, then restore into a stopped site', async () => {
  const dataDir = tempDir();
  const source = (...args: string[]) => {
    const done = Bun.spawnSync([process.execPath, join(import.meta.dir, '..', 'src', 'index.ts'), ...args], {
      env: { ...process.env, DATA_DIR: join(dataDir, 'data'), ADMIN_PASSWORD: PASSWORD },
      stdout: 'pipe',
      stderr: 'pipe',
    });
    return { code: done.exitCode, out: done.stdout.toString(), err: done.stderr.toString() };
  };
  expect(source('backup').err).toContain('No database at'); // nothing to back up yet, and nothing created
  expect(existsSync(join(dataDir, 'data', 'site.db'))).toBe(false);
  const site = await fresh.start(dataDir, { ADMIN_PASSWORD: PASSWORD });
  expect((await send(site.url, 'Backed up from source.')).status).toBe(201);
  const made = source('backup');
  expect(made.code).toBe(0);
  const file = /^Backup written: (\S+) /m.exec(made.out)![1]!;
  expect(storedMessages(file)).toEqual(new Set(['Backed up from source.']));
  await site.stop('SIGTERM');
  const restored = source('restore', file);
  expect(restored.code).toBe(0);
  expect(restored.out).toContain('(1 contact message)');
});
