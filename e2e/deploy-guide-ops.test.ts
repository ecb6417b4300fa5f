// docs/deploy.md beyond the proxy (deploy-guide.test.ts has the .env, the unit and nginx): the Caddyfile and the
// nftables rules pass their tools' own checks, the pruning commands remove only what they say, and a move to a new
// server — a backup on the old, a restore into a folder holding only the binary and .env — brings the whole site along.
// Section 12: Litestream reads the shipped litestream.yml with the guide's litestream.env, and the unit with the
// Litestream drop-in passes systemd-analyze verify (its restore lines run in lost-machine.test.ts).
import { afterEach, expect, test } from 'bun:test';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from '../src/config';
import { backupName } from '../src/modules/backups/files';
import { noisePng } from '../src/testing/noise-image';
import { block, which } from './guide';
import { LITESTREAM, SHIPPED_CONFIG } from './litestream';
import { freshSite } from './site-binary';

const sites = freshSite();
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};
const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

test.skipIf(!which('caddy'))("the guide's Caddyfile passes caddy adapt --validate, its body limit just above UPLOAD_LIMIT_MB", () => {
  const dir = tempDir('deploy-caddy-');
  writeFileSync(join(dir, 'Caddyfile'), block('caddy'));
  // Caddy keeps its state under HOME and XDG folders: this test's, not the machine's.
  const env = { ...process.env, HOME: dir, XDG_DATA_HOME: join(dir, 'data'), XDG_CONFIG_HOME: join(dir, 'config') };
  const check = Bun.spawnSync([which('caddy')!, 'adapt', '--config', join(dir, 'Caddyfile'), '--validate'], {
    env,
    stdout: 'pipe',
    stderr: 'pipe',
  });
  expect({
    code: check.exitCode,
    errors: check.stderr
      .toString()
      .split('\n')
      .filter((line) => /"level":"error"|^Error/.test(line)),
  }).toEqual({ code: 0, errors: [] });
  const proxyMib = Number(/max_size (\d+)MiB/.exec(block('caddy'))![1]);
  expect(proxyMib).toBeGreaterThan(parseConfig({}).uploadLimitBytes / 1_048_576);
});

test.skipIf(!which('nft') || process.getuid?.() !== 0)(
  "the guide's nftables rules pass nft -c: SSH, 80 and 443 in, everything else dropped",
  () => {
    const dir = tempDir('deploy-nft-');
    const rules = block('nftables');
    writeFileSync(join(dir, 'nftables.conf'), rules);
    const check = Bun.spawnSync([which('nft')!, '-c', '-f', join(dir, 'nftables.conf')], { stdout: 'pipe', stderr: 'pipe' });
    expect({ code: check.exitCode, said: check.stderr.toString().trim() }).toEqual({ code: 0, said: '' });
    expect(rules).toMatch(/hook input priority filter; policy drop;/);
    expect(rules.match(/\w+ dport .*accept/g)).toEqual(['tcp dport { 22, 80, 443 } accept', 'udp dport 443 accept']);
  },
);

test("the guide's pruning commands keep the newest two before-upgrade backups and the newest before-restore database, and touch nothing else", () => {
  const site = tempDir('deploy-prune-');
  const data = join(site, 'data');
  mkdirSync(join(data, 'backups'), { recursive: true });
  const at = (iso: string) => Date.parse(iso);
  const upgrades = ['2024-03-01T10:00:00Z', '2025-06-01T10:00:00Z', '2026-01-15T10:00:00Z', '2026-11-01T10:00:00Z'].map((iso) =>
    backupName(at(iso), 'before-upgrade'),
  );
  const others = [backupName(at('2023-01-01T00:00:00Z'), 'scheduled'), backupName(at('2023-01-01T00:00:00Z'), 'manual'), 'move.db'];
  // The names restore gives the database it replaces (restore.ts).
  const restores = ['2025-02-01T09:30:00.000Z', '2026-10-01T09:30:00.000Z'].map(
    (iso) => `site.db.before-restore-${iso.replaceAll(':', '-')}`,
  );
  for (const name of [...upgrades, ...others]) writeFileSync(join(data, 'backups', name), 'backup');
  // A side file an older version left beside the newest kept database sorts after it: it must not pass for the newest.
  const side = `${restores[1]}-shm`;
  for (const name of [...restores, side, 'site.db', 'site.db-wal', 'site.lock']) writeFileSync(join(data, name), 'data');

  // As written, but run by this test's user on this test's folder.
  const script = block('prune').replaceAll('/srv/site', site).replaceAll('sudo -u site ', '');
  expect(script).not.toContain('sudo');
  const run = () => Bun.spawnSync(['sh', '-e', '-c', script], { stdout: 'pipe', stderr: 'pipe' });
  const first = run();
  expect({ code: first.exitCode, err: first.stderr.toString() }).toEqual({ code: 0, err: '' });
  expect(first.stdout.toString()).toContain(upgrades[0]!);
  expect(readdirSync(join(data, 'backups')).sort()).toEqual([...upgrades.slice(2), ...others].sort());
  expect(readdirSync(data).sort()).toEqual(['backups', restores[1]!, side, 'site.db', 'site.db-wal', 'site.lock'].sort());
  // Again, and on a folder with none of them: nothing to do, no error.
  expect(run().exitCode).toBe(0);
  expect(readdirSync(join(data, 'backups'))).toHaveLength(5);
  rmSync(join(data, 'backups'), { recursive: true });
  for (const name of readdirSync(data)) if (name.includes('before-restore')) rmSync(join(data, name));
  expect({ code: run().exitCode, left: readdirSync(data).sort() }).toEqual({ code: 0, left: ['site.db', 'site.db-wal', 'site.lock'] });
});

test('moving to a new server: stopped and backed up on the old, restored into a folder holding only the binary and .env, everything is there', async () => {
  const env = `${block('env').replace(/^DATA_DIR=.*$/m, 'DATA_DIR=./data')}ADMIN_PASSWORD=the-first-password\n`;
  const proxied = { host: 'www.example.com', 'x-forwarded-proto': 'https' };
  const serve = (folder: string) => sites.start(folder);

  const old = sites.folder();
  writeFileSync(join(old, '.env'), env);
  const before = await serve(old);
  const signIn = (url: string, username: string, password: string) =>
    fetch(`${url}/api/admin/login`, {
      method: 'POST',
      headers: { ...proxied, 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
  const cookieOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  const cookie = cookieOf(await signIn(before.url, 'admin', 'the-first-password'));
  const post = (path: string, body: BodyInit, type = 'application/json') =>
    fetch(`${before.url}${path}`, { method: 'POST', headers: { ...proxied, cookie, 'content-type': type }, body });
  expect((await post('/api/content', JSON.stringify({ section: 'home', key: 'hero.title', enValue: 'Moved with us' }))).status).toBe(200);
  expect(
    (await post('/api/contact-messages', JSON.stringify({ name: 'Mei', email: 'mei@example.com', message: 'Sent before the move.' })))
      .status,
  ).toBe(201);
  const image = await post('/api/media', noisePng(20_000), 'image/png');
  expect(image.status).toBe(201);
  const { path: imagePath } = await image.json();
  const credentials = { currentPassword: 'the-first-password', username: 'owner', password: 'changed-in-the-admin' };
  expect((await post('/api/admin/update-credentials', JSON.stringify(credentials))).status).toBe(200);
  expect(await before.stop()).toBe(0);
  const backup = Bun.spawnSync([join(old, 'site'), 'backup', join(old, 'data', 'backups', 'move.db')], {
    cwd: old,
    stdout: 'pipe',
    stderr: 'pipe',
  });
  expect(backup.exitCode).toBe(0);

  // The new server: the binary, the old .env, and the backup as copied over (its mode whatever the copy gave it).
  const fresh = sites.folder();
  writeFileSync(join(fresh, '.env'), env);
  copyFileSync(join(old, 'data', 'backups', 'move.db'), join(fresh, 'move.db'));
  chmodSync(join(fresh, 'move.db'), 0o644);
  const restore = Bun.spawnSync([join(fresh, 'site'), 'restore', join(fresh, 'move.db')], { cwd: fresh, stdout: 'pipe', stderr: 'pipe' });
  expect({ code: restore.exitCode, err: restore.stderr.toString() }).toEqual({ code: 0, err: '' });
  expect(restore.stdout.toString()).toContain('(1 contact message)');
  expect([mode(join(fresh, 'data')), mode(join(fresh, 'data', 'site.db'))]).toEqual(['700', '600']);

  const after = await serve(fresh);
  expect(await (await fetch(`${after.url}/`, { headers: proxied })).text()).toContain('Moved with us');
  expect((await fetch(`${after.url}${imagePath}`, { headers: proxied })).status).toBe(200);
  const signedIn = await signIn(after.url, 'owner', 'changed-in-the-admin');
  expect(signedIn.status).toBe(200);
  expect((await signIn(after.url, 'admin', 'the-first-password')).status).toBe(401);
  const session = cookieOf(signedIn);
  const inbox = await (await fetch(`${after.url}/api/contact-messages`, { headers: { ...proxied, cookie: session } })).json();
  expect(inbox.map((m: { message: string }) => m.message)).toEqual(['Sent before the move.']);
  // The .env's ADMIN_PASSWORD came along but the account came with the backup: the start says so.
  expect(after.output()).toContain('ADMIN_PASSWORD is set but was not used');
});

test.skipIf(!LITESTREAM)(
  "Litestream reads the shipped litestream.yml with the guide's litestream.env: the site's database, one s3 replica",
  () => {
    const env = Object.fromEntries(
      block('litestream-env')
        .trim()
        .split('\n')
        .map((line) => line.split(/=(.*)/s).slice(0, 2)),
    );
    expect(Object.keys(env)).toEqual(
      expect.arrayContaining(['LITESTREAM_ACCESS_KEY_ID', 'LITESTREAM_SECRET_ACCESS_KEY', 'REPLICA_BUCKET']),
    );
    const listed = Bun.spawnSync([LITESTREAM!, 'databases', '-config', SHIPPED_CONFIG], {
      env: { PATH: process.env.PATH, ...env },
      stdout: 'pipe',
      stderr: 'pipe',
    });
    expect({ code: listed.exitCode, said: listed.stderr.toString() }).toEqual({ code: 0, said: '' });
    expect(listed.stdout.toString().split('\n')[1]!.trim().split(/\s+/)).toEqual(['/srv/site/data/site.db', 's3']);
  },
);

test.skipIf(!LITESTREAM || !which('systemd-analyze'))("the unit with the guide's Litestream drop-in passes systemd-analyze verify", () => {
  const dir = tempDir('deploy-litestream-unit-');
  // The drop-in's lines after the unit's, as systemd applies them; the programs and files it names, here.
  writeFileSync(join(dir, 'litestream.env'), block('litestream-env'));
  const unit = `${block('unit').replace('ExecStart=/srv/site/site', 'ExecStart=/bin/true')}\n${block('litestream-unit')}`
    .replace('/usr/local/bin/litestream', LITESTREAM!)
    .replace('/srv/site/litestream.env', join(dir, 'litestream.env'));
  writeFileSync(join(dir, 'site.service'), unit);
  const verify = Bun.spawnSync([which('systemd-analyze')!, 'verify', join(dir, 'site.service')], { stderr: 'pipe', stdout: 'pipe' });
  expect({ code: verify.exitCode, warnings: verify.stderr.toString().trim() }).toEqual({ code: 0, warnings: '' });
  expect(unit).toContain('KillMode=mixed');
});
