// Backups taken by hand are bounded: one at a time across the admin and `site backup`, at most one a minute from the
// admin, the newest BACKUP_KEEP_MANUAL kept. A refused one writes no file and no activity entry; automatic and
// before-upgrade backups are never pruned by it; a `site backup FILE` elsewhere is the owner's and never touched.
import { afterEach, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expectError, startTestSite, type TestSite } from '../../testing/harness';
import { listBackups } from './files';
import { takeBackup } from './service';

const sites: TestSite[] = [];
const folders: string[] = [];
afterEach(() => {
  sites.splice(0).forEach((site) => site.close());
  folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});
async function open(env: Record<string, string> = {}) {
  const site = await startTestSite(env);
  sites.push(site);
  return { site, cookie: site.session() };
}
const manualNames = (site: TestSite) =>
  listBackups(site.config.dataDir)
    .filter((b) => b.kind === 'manual')
    .map((b) => b.name);
const backUp = (site: TestSite, cookie: string) => site.call('POST', '/api/admin/backups', { cookie });
const backupsAudited = async (site: TestSite, cookie: string) =>
  ((await site.call('GET', '/api/admin/audit?action=backup_create', { cookie })).json as { target: string }[]).map((e) => e.target);
/** The other way in: `site backup` run from the source tree against the site's folder, as an owner would at a shell. */
function cli(site: TestSite, args: string[] = [], env: Record<string, string> = {}) {
  const done = Bun.spawnSync([process.execPath, join(import.meta.dir, '..', '..', 'index.ts'), 'backup', ...args], {
    env: { ...process.env, DATA_DIR: site.config.dataDir, ...env },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  return { code: done.exitCode, out: done.stdout.toString(), err: done.stderr.toString() };
}

test('five "Back up now" in a row make one backup: the other four are refused (429, Retry-After, why in words), write nothing and are not recorded', async () => {
  const { site, cookie } = await open();
  const answers = [];
  for (let i = 0; i < 5; i++) answers.push(await backUp(site, cookie));
  expect(answers.map((a) => a.status)).toEqual([201, 429, 429, 429, 429]);
  for (const refused of answers.slice(1)) {
    expectError(refused, 429, 'too_many_requests');
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.json.error.message).toBe('A backup was taken by hand 0 seconds ago; one a minute at most, so try again in 60 seconds.');
  }
  expect(manualNames(site)).toEqual([answers[0]!.json.name]);
  expect(await backupsAudited(site, cookie)).toEqual([answers[0]!.json.name]);

  // The minute counts from the newest backup by hand: 59 s later still refused, a minute later accepted.
  site.clock.now += 59_000;
  const early = await backUp(site, cookie);
  expect(early.status).toBe(429);
  expect(early.headers.get('retry-after')).toBe('1');
  expect(early.json.error.message).toContain('59 seconds ago');
  site.clock.now += 1_000;
  expect((await backUp(site, cookie)).status).toBe(201);
  expect(manualNames(site)).toHaveLength(2);
  expect(await backupsAudited(site, cookie)).toHaveLength(2);
});

test('while another backup by hand is being written (`site backup`, another process), "Back up now" is refused with 409 saying why; nothing is written or recorded', async () => {
  const { site, cookie } = await open();
  // Loaded here, so the other tests of this file still run against code without it.
  const { holdBackupLock } = await import('./lock');
  const release = holdBackupLock(site.config.dataDir);
  expect(release).not.toBeNull();
  const refused = await backUp(site, cookie);
  expectError(refused, 409, 'conflict');
  expect(refused.json.error.message).toBe(
    'Another backup taken by hand (from the admin or `site backup`) is being written right now; try again when it has finished.',
  );
  expect(listBackups(site.config.dataDir)).toEqual([]);
  expect(await backupsAudited(site, cookie)).toEqual([]);
  release!();
  expect((await backUp(site, cookie)).status).toBe(201);
});

test('only the newest BACKUP_KEEP_MANUAL backups by hand are kept; automatic and before-upgrade backups are untouched', async () => {
  const { site, cookie } = await open({ BACKUP_KEEP_MANUAL: '3', BACKUP_KEEP: '5' });
  const { dataDir } = site.config;
  const beforeUpgrade = takeBackup(site.db.$client, dataDir, 'before-upgrade', site.clock.now - 86_400_000)
    .path.split('/')
    .at(-1);
  site.deps.backups.runOnce();
  const others = listBackups(dataDir).map((b) => b.name);
  expect(others).toHaveLength(2);
  expect(others).toContain(beforeUpgrade!);

  const made: string[] = [];
  for (let i = 0; i < 5; i++) {
    site.clock.now += 61_000;
    const answer = await backUp(site, cookie);
    expect(answer.status).toBe(201);
    made.push(answer.json.name);
    expect(manualNames(site)).toEqual(made.slice(-3).reverse());
  }
  const left = (await site.call('GET', '/api/admin/backups', { cookie })).json.backups.map((b: { name: string }) => b.name);
  expect(left).toEqual([...made.slice(-3).reverse(), ...others]);
  expect(site.logged.some((line) => String(line[0]).includes(`removed ${made[0]}`))).toBe(true);
});

test('`site backup` keeps the newest BACKUP_KEEP_MANUAL too and is not spaced, but refuses to run beside another backup by hand; a FILE elsewhere is never pruned', async () => {
  const { site } = await open();
  const { dataDir } = site.config;
  site.deps.backups.runOnce();
  const env = { BACKUP_KEEP_MANUAL: '2' };
  for (let i = 0; i < 3; i++) {
    const made = cli(site, [], env);
    expect(made.err).toBe('');
    expect(made.code).toBe(0);
    expect(made.out).toMatch(/^Backup written: .*-manual\.db \(\d+\.\d+ MB\)$/m);
  }
  expect(manualNames(site)).toHaveLength(2);
  expect(listBackups(dataDir).filter((b) => b.kind === 'scheduled')).toHaveLength(1);

  const elsewhere = mkdtempSync(join(tmpdir(), 'site-own-backup-'));
  folders.push(elsewhere);
  const own = join(elsewhere, 'mine.db');
  expect(cli(site, [own], env).code).toBe(0);
  expect(cli(site, [], env).code).toBe(0);
  expect(existsSync(own)).toBe(true);
  expect(manualNames(site)).toHaveLength(2);

  const { holdBackupLock } = await import('./lock');
  const release = holdBackupLock(dataDir)!;
  const before = listBackups(dataDir);
  const refused = cli(site, [], env);
  expect(refused.code).toBe(1);
  expect(refused.err).toContain('Another backup taken by hand (from the admin or `site backup`) is being written right now');
  expect(listBackups(dataDir)).toEqual(before);
  release();
});

test('with DATA_DIR relative (./data is the default), "Back up now" answers the backup it made, as the list shows it', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-test-'));
  folders.push(dir);
  const { site, cookie } = await open({ DATA_DIR: relative(process.cwd(), dir) });
  const res = await backUp(site, cookie);
  expect(res.status).toBe(201);
  expect(res.json).toEqual(listBackups(site.config.dataDir)[0]!);
  expect(res.json?.kind).toBe('manual');
});
