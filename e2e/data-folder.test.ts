// The data folder on the binary, as a self-hoster's box has it: private whatever the umask (0700 / 0600), tightened
// when an older start left it open; one server per folder (a second exits 1 in one line, the first untouched; restore
// refused while it runs, whatever the pid file says); a port in use refused, never shared; SIGHUP a clean stop; a
// corrupt database or an unwritable folder one line that says what to do.
import { expect, test } from 'bun:test';
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { freshSite } from './site-binary';

const fresh = freshSite({ beforeRemove: (dir) => Bun.spawnSync(['umount', join(dir, 'data')], { stderr: 'ignore' }) });
const tempDir = fresh.folder;
const PASSWORD = 'correct horse battery';
const start = (folder: string, env: Record<string, string> = {}) => fresh.start(folder, { ADMIN_PASSWORD: PASSWORD, ...env });
/** The binary run to its end in `folder` through a shell with umask 022 (the usual one), with its output. */
function runToEnd(folder: string, args: string[] = [], env: Record<string, string> = {}) {
  const run = Bun.spawnSync(['sh', '-c', `umask 022; exec ./site ${args.join(' ')}`], {
    cwd: folder,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ADMIN_PASSWORD: PASSWORD, ...env },
    stdout: 'pipe',
    stderr: 'pipe',
    timeout: 15_000,
  });
  return { code: run.exitCode, out: run.stdout.toString(), err: run.stderr.toString().trim() };
}
const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

test('started under umask 022, the folder is 0700 and every file in it 0600 (database, WAL, lock, pid, backups)', async () => {
  const shell = tempDir();
  const server = Bun.spawn(['sh', '-c', 'umask 022; exec ./site'], {
    cwd: shell,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ADMIN_PASSWORD: PASSWORD },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  try {
    const data = join(shell, 'data');
    for (let i = 0; i < 200 && !existsSync(join(data, 'site.pid')); i++) await Bun.sleep(25);
    Bun.spawnSync(['./site', 'backup'], { cwd: shell, env: { ...process.env } });
    const files = readdirSync(data)
      .map((name) => join(data, name))
      .filter((path) => statSync(path).isFile());
    const backups = readdirSync(join(data, 'backups')).map((name) => join(data, 'backups', name));
    expect(files.map((f) => f.slice(data.length + 1)).sort()).toEqual(
      expect.arrayContaining(['site.db', 'site.db-wal', 'site.db-shm', 'site.lock', 'site.pid']),
    );
    expect(backups.length).toBe(1);
    expect([data, join(data, 'backups'), ...files, ...backups].map((path) => [path.slice(shell.length), mode(path)])).toEqual([
      ['/data', '700'],
      ['/data/backups', '700'],
      ...[...files, ...backups].map((path): [string, string] => [path.slice(shell.length), '600']),
    ]);
  } finally {
    server.kill('SIGTERM');
    await server.exited;
  }
});

test('a folder an older start left readable is tightened at start, with a line in the log', async () => {
  const folder = tempDir();
  const first = runToEnd(folder, ['reset-admin']);
  expect(first.code).toBe(0);
  const data = join(folder, 'data');
  chmodSync(data, 0o755);
  chmodSync(join(data, 'site.db'), 0o644);
  const site = await start(folder);
  expect([mode(data), mode(join(data, 'site.db'))]).toEqual(['700', '600']);
  expect(site.output()).toMatch(/made the data folder private \(others could read it\): .*data 0755 → 0700.*site\.db 0644 → 0600/);
});

test('one server per folder: a second exits 1 with one line naming the first, which keeps serving; restore is refused even without the pid file', async () => {
  const folder = tempDir();
  const site = await start(folder);
  const second = runToEnd(folder);
  expect(second.code).toBe(1);
  expect(second.err.split('\n')).toEqual([
    expect.stringMatching(new RegExp(`^Another site \\(process ${site.pid}\\) is serving .*data\\. Stop it first`)),
  ]);
  expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
  rmSync(join(folder, 'data', 'site.pid'));
  const backup = runToEnd(folder, ['backup']);
  expect(backup.code).toBe(0);
  const file = backup.out.match(/Backup written: (\S+)/)![1]!;
  const restore = runToEnd(folder, ['restore', file]);
  expect([restore.code, restore.err]).toEqual([1, expect.stringMatching(/^Another site is serving .*data\. Stop it first/)]);
  expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
});

test('a port already in use is refused at start (exit 1, one line naming it), never shared', async () => {
  const folder = tempDir();
  const site = await start(folder);
  const port = new URL(site.url).port;
  const other = tempDir();
  const run = runToEnd(other, [], { PORT: port });
  expect(run.code).toBe(1);
  expect(run.err.split('\n').at(-1)).toBe(
    `Port ${port} is already in use (another site, or an old one still running?). Stop that process, or set PORT to a free port.`,
  );
  expect(run.err.split('\n').every((line) => line.length < 300)).toBe(true);
  // Every sign-in with the first site's password reaches the first site.
  for (let i = 0; i < 6; i++) {
    const login = await fetch(`${site.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    expect(login.status).toBe(200);
  }
});

test('SIGHUP (the SSH session closed) is a clean stop: the request in flight is answered, exit 0, no pid file left', async () => {
  const folder = tempDir();
  const site = await start(folder);
  // A contact message half sent when the signal comes: the server has it in hand, and must finish it.
  const body = JSON.stringify({ name: 'Mei Lin', email: 'mei@example.com', message: 'Sent while the session closed.' });
  const socket = connect(Number(new URL(site.url).port), '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const closed = new Promise((resolve) => socket.on('close', resolve));
  socket.write(
    `POST /api/contact-messages HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
  );
  await Bun.sleep(200);
  process.kill(site.pid, 'SIGHUP');
  await Bun.sleep(100);
  socket.write(body.slice(10));
  await closed;
  expect(answer.split('\r\n', 1)[0]).toBe('HTTP/1.1 201 Created');
  expect(await site.stop()).toBe(0);
  expect(site.output()).toContain('SIGHUP: finishing requests in flight');
  expect(existsSync(join(folder, 'data', 'site.pid'))).toBe(false);
});

test('a corrupt database stops the start with one line naming the newest backup to restore', async () => {
  const folder = tempDir();
  expect(runToEnd(folder, ['reset-admin']).code).toBe(0);
  const backup = runToEnd(folder, ['backup']);
  const file = backup.out.match(/Backup written: (\S+)/)![1]!;
  for (const side of ['-wal', '-shm']) rmSync(join(folder, 'data', `site.db${side}`), { force: true });
  writeFileSync(join(folder, 'data', 'site.db'), 'this is not a database '.repeat(400));
  const run = runToEnd(folder);
  expect(run.code).toBe(1);
  expect(run.err.split('\n')).toEqual([
    `The database ${join(folder, 'data', 'site.db')} is damaged or is not a database. Restore a backup: ./site restore ${file} (the newest backup).`,
  ]);
});

test('an unwritable data folder stops the start with one line saying what to do', async () => {
  const folder = tempDir();
  const data = join(folder, 'data');
  mkdirSync(data);
  const asRoot = process.getuid?.() === 0;
  // Root writes through any mode: a read-only mount is what stops it.
  if (asRoot) expect(Bun.spawnSync(['mount', '-t', 'tmpfs', '-o', 'ro,size=1m', 'tmpfs', data]).exitCode).toBe(0);
  else chmodSync(data, 0o500);
  const run = runToEnd(folder);
  expect(run.code).toBe(1);
  // Its last line says what to do; whatever came before is the start log's own lines, never a stack or source.
  expect(run.err.split('\n').at(-1)).toMatch(
    new RegExp(`^Cannot write to the data folder ${data} \\(\\w+\\): run the site as the folder's owner`),
  );
  expect(run.err.split('\n').every((line) => /^\d{4}-\d\d-\d\dT[\d:.]+Z /.test(line) || line.startsWith('Cannot write'))).toBe(true);
});
