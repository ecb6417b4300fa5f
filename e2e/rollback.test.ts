// An upgrade and a rollback between two real binaries, as docs/deploy.md tells a self-hoster to do them: today's
// dist/site, then a stand-in for the next release (today's site plus one migration, compiled here from
// e2e/fixtures/next-version.ts), then today's binary put back. The old binary refuses the upgraded database until
// `./site rollback`; after it, every message that got a 201 is either in the site again or in the saved CSV.
import { afterAll, expect, test } from 'bun:test';
import { copyFileSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startProcess, type RunningServer } from './process';
import { adminCookie, binaryFolder } from './site-binary';

const dist = join(import.meta.dir, '..', 'dist');
const folder = binaryFolder();
const PASSWORD = 'rollback test password 1';
const env = { HOST: '127.0.0.1', PORT: '0', ADMIN_PASSWORD: PASSWORD };
const running: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop('SIGKILL')));
  rmSync(folder, { recursive: true, force: true });
});

/** The next release: compiled from the fixture with the same flags as the real build, minus the bytecode steps. */
function buildNext(): string {
  const out = join(folder, 'build', 'site-next');
  const built = Bun.spawnSync(
    [
      process.execPath,
      'build',
      '--compile',
      '--minify-whitespace',
      '--minify-syntax',
      '--define',
      `process.env.NODE_ENV="production"`,
      '--define',
      'SITE_BUILD_COMMIT="nextrelease"',
      '--no-compile-autoload-bunfig',
      '--asset',
      'web',
      join(import.meta.dir, 'fixtures', 'next-version.ts'),
      '--outfile',
      out,
    ],
    { cwd: dist, stderr: 'pipe', stdout: 'pipe' },
  );
  if (built.exitCode !== 0) throw new Error(`building the next release failed: ${built.stderr}`);
  return out;
}

async function serve(binary: string) {
  const server = await startProcess([join(folder, binary)], { cwd: folder, env });
  running.push(server);
  return server;
}
async function stop(server: RunningServer) {
  running.splice(running.indexOf(server), 1);
  expect(await server.stop()).toBe(0);
}
const send = (url: string, message: string) =>
  fetch(`${url}/api/contact-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', message }),
  });
const command = (binary: string, ...args: string[]) => {
  const run = Bun.spawnSync([join(folder, binary), ...args], {
    cwd: folder,
    env: { ...process.env, ...env },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  return { code: run.exitCode, out: run.stdout.toString(), err: run.stderr.toString() };
};

test('old binary → upgrade → messages → old binary refused → rollback → every acknowledged message is back or saved', async () => {
  copyFileSync(buildNext(), join(folder, 'site-next'));
  const acknowledged: string[] = [];
  const accept = async (url: string, message: string) => {
    expect((await send(url, message)).status).toBe(201);
    acknowledged.push(message);
  };

  const today = await serve('site');
  await accept(today.url, 'Before the upgrade: please quote a booking system.');
  await stop(today);

  const next = await serve('site-next');
  expect(next.output()).toMatch(/backed up before migrating \(9999_next_release\)/);
  await accept(next.url, 'After the upgrade: an order form, please.');
  await accept(next.url, '升級之後：想詢問 AI 助理的報價。');
  const cookie = await adminCookie(next.url, PASSWORD);
  const edit = await fetch(`${next.url}/api/content`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: next.url },
    body: JSON.stringify({ section: 'home', key: 'hero.title', enValue: 'Written by the next release', zhValue: '新版寫的標題' }),
  });
  expect(edit.status).toBe(200);
  await stop(next);

  // Today's binary put back: it refuses the upgraded database, in one line, naming the build that upgraded it.
  for (const args of [[], ['reset-admin']]) {
    const refused = command('site', ...args);
    expect(refused.code).toBe(1);
    expect(refused.err.trim().split('\n')).toHaveLength(1);
    expect(refused.err).toContain('by site 0.1.0 (commit nextrelease');
    expect(refused.err).toContain('(9999_next_release)');
    expect(refused.err).toContain('./site rollback');
  }

  const rolled = command('site', 'rollback');
  expect(rolled.code).toBe(0);
  expect(rolled.out).toContain('2 contact messages received after that backup (messages.csv)');
  const savedFolder = readdirSync(join(folder, 'data')).find((name) => name.startsWith('saved-before-restore-'))!;
  const csv = readFileSync(join(folder, 'data', savedFolder, 'messages.csv'), 'utf8');
  const changes = JSON.parse(readFileSync(join(folder, 'data', savedFolder, 'changes.json'), 'utf8'));
  expect(
    changes.tables.content_entries.changed.some((c: { after: { en_value: string } }) => c.after.en_value === 'Written by the next release'),
  ).toBe(true);

  const back = await serve('site');
  const list = (await (
    await fetch(`${back.url}/api/contact-messages`, { headers: { cookie: await adminCookie(back.url, PASSWORD) } })
  ).json()) as { message: string }[];
  const inSite = list.map((m) => m.message);
  expect(inSite).toEqual(['Before the upgrade: please quote a booking system.']);
  for (const message of acknowledged) expect(inSite.includes(message) || csv.includes(message)).toBe(true);
  expect((await (await fetch(`${back.url}/api/content/home`)).json()).hero.title.en).not.toBe('Written by the next release');
  await stop(back);
}, 120_000);
