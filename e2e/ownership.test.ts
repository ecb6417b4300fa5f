// The data folder keeps its owner, on the binary: root (Debian has no sudo by default) running `backup`, `restore` or
// the site itself on a folder that belongs to the site's user is refused with the command to run instead, and nothing
// is written; a site.db left to root by an older version stops the site's start with one line naming the file and its
// owner, not a stack. Needs root to act as two users; otherwise a printed reason and a skip.
import { afterAll, expect, test } from 'bun:test';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { binaryFolder } from './site-binary';

const NOBODY = 65534;
const asRoot = process.getuid?.() === 0;
if (!asRoot) console.log('e2e/ownership.test.ts skipped: acting as two users needs root');
const folder = asRoot ? binaryFolder() : '';
afterAll(() => folder && rmSync(folder, { recursive: true, force: true }));

/** Runs ./site as root, or as nobody through runuser (as the refusal tells a self-hoster to). */
function site(args: string[], as: 'root' | 'nobody' = 'root') {
  const cmd = as === 'root' ? ['./site', ...args] : ['runuser', '-u', 'nobody', '--', './site', ...args];
  const run = Bun.spawnSync(cmd, {
    cwd: folder,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ADMIN_PASSWORD: 'ownership test password' },
    stdout: 'pipe',
    stderr: 'pipe',
    timeout: 15_000,
  });
  return { code: run.exitCode, out: run.stdout.toString(), err: run.stderr.toString().trim() };
}

test.skipIf(!asRoot)(
  "root is refused on the site user's folder with the command to run instead; a root-owned site.db is named in one line",
  () => {
    // As docs/deploy.md sets it up: the site's user owns its data folder and reaches its binary.
    chmodSync(folder, 0o755);
    const data = join(folder, 'data');
    mkdirSync(data, { mode: 0o700 });
    chownSync(data, NOBODY, NOBODY);
    expect(site(['reset-admin'], 'nobody').code).toBe(0);
    expect(statSync(join(data, 'site.db')).uid).toBe(NOBODY);
    const made = site(['backup'], 'nobody');
    expect(made.code).toBe(0);
    const backup = made.out.match(/Backup written: (\S+)/)![1]!;

    for (const args of [['backup'], ['restore', backup], ['rollback'], ['reset-admin'], []]) {
      const refused = site(args);
      expect(refused.code).toBe(1);
      expect(refused.err).toBe(
        `Running as root, but ${data} belongs to nobody (uid ${NOBODY}): files written now would be root's, and the site could not use them. ` +
          `Run it as that user: runuser -u nobody -- ${join(folder, 'site')}${args.length ? ` ${args.join(' ')}` : ''} (or sudo -u nobody …).`,
      );
    }
    // Nothing was written by the refused commands: one backup (nobody's), no saved or kept files.
    expect(readdirSync(join(data, 'backups'))).toHaveLength(1);
    expect(readdirSync(data).filter((n) => n.includes('restore'))).toEqual([]);

    // As the refusal says: the restore runs, and what it writes is nobody's.
    const restored = site(['restore', backup], 'nobody');
    expect(restored.code).toBe(0);
    expect(statSync(join(data, 'site.db')).uid).toBe(NOBODY);

    // What an older version's restore as root left behind: the site's start names the file and its owner.
    chownSync(join(data, 'site.db'), 0, 0);
    const start = site([], 'nobody');
    expect(start.code).toBe(1);
    expect(start.err.split('\n').at(-1)).toBe(
      `Cannot write ${join(data, 'site.db')}: it belongs to root (uid 0) and the site runs as nobody (uid ${NOBODY}). ` +
        `Give the folder back to the site's user (as root: chown -R nobody: ${data} && chmod -R u+rwX ${data}), then start again.`,
    );
    expect(existsSync(join(data, 'site.db'))).toBe(true);

    // A side file left to root (SQLite's -shm): refused at start, naming it, rather than a site that answers 500.
    chownSync(join(data, 'site.db'), NOBODY, NOBODY);
    writeFileSync(join(data, 'site.db-shm'), '');
    const shm = site([], 'nobody');
    expect(shm.code).toBe(1);
    expect(shm.err).toStartWith(`Cannot write ${join(data, 'site.db-shm')}: it belongs to root (uid 0)`);
    rmSync(join(data, 'site.db-shm'));

    // A .env the site's user cannot read: Bun would pass over it in silence, and the site run without its settings.
    writeFileSync(join(folder, '.env'), 'PUBLIC_URL=https://www.example.com\n', { mode: 0o600 });
    const env = site(['backup'], 'nobody');
    expect(env.code).toBe(1);
    expect(env.err).toBe(
      `Cannot read ${join(folder, '.env')} (it belongs to root (uid 0), mode 0600; the site runs as nobody (uid ${NOBODY})): the site would run ` +
        `without its settings. Give it to the site's user (as root: chown nobody: ${join(folder, '.env')}), then start again.`,
    );
    chownSync(join(folder, '.env'), NOBODY, NOBODY);
    expect(site(['backup'], 'nobody').code).toBe(0);
  },
  60_000,
);
