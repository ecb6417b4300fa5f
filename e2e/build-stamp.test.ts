// Which build runs, asked of the compiled binary: `--version`, the start log, /healthz's details and the admin's footer
// name the commit of HEAD and a build time of the last hour; scripts/build-stamp.ts against real git repositories;
// `npm run build` refuses an argument it does not know before building anything.
import { expect, test } from 'bun:test';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pkg from '../package.json' with { type: 'json' };
import { BuildStampError, buildCommit, buildStamp } from '../scripts/build-stamp';
import { adminEn } from '../web/i18n/admin-en';
import { adminZh } from '../web/i18n/admin-zh';
import { LANG_KEY } from '../web/lib/i18n';
import { THEME_KEY } from '../web/lib/theme';
import { axeViolations } from './axe';
import { binaryVersion, SITE_BINARY } from './site-binary';
import { siteInBrowser } from './site-in-browser';

const root = join(import.meta.dir, '..');
const PASSWORD = 'build-stamp-password';
const site = siteInBrowser({ password: PASSWORD });
const git = (cwd: string, ...args: string[]) => {
  const run = Bun.spawnSync(['git', ...args], { cwd, stdout: 'pipe', stderr: 'pipe' });
  if (run.exitCode !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
  return run.stdout.toString().trim();
};

test('--version names the version, the commit of HEAD and a build time of the last hour (UTC, to the second)', () => {
  const built = binaryVersion(SITE_BINARY);
  expect(built.version).toBe(pkg.version);
  expect(built.commit).toMatch(new RegExp(`^${git(root, 'rev-parse', '--short', 'HEAD')}(-dirty)?$`));
  expect(built.builtAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  const age = Date.now() - Date.parse(built.builtAt);
  expect(age).toBeGreaterThanOrEqual(-5_000);
  expect(age).toBeLessThan(3_600_000);
});

test('the start log and the details of /healthz name the same build', async () => {
  const built = binaryVersion(SITE_BINARY);
  expect(site.server.output()).toContain(`site ${pkg.version} (commit ${built.commit}, built ${built.builtAt}) listening on http://`);
  const health = await (await fetch(`${site.server.url}/healthz`)).json();
  expect(health).toMatchObject({ status: 'ok', version: pkg.version, commit: built.commit, builtAt: built.builtAt });
});

test("the admin's settings page on the running site names the build in its footer, in both languages and both themes", async () => {
  const built = binaryVersion(SITE_BINARY);
  const context = await site.newContext({ bypassCSP: true }); // axe is injected as a script
  const page = await context.newPage();
  await site.signIn(page);
  await page.goto('/admin/dashboard/settings/cache');
  // In the page's column (Settings → How soon changes show: wave 2 of round 18), inside a section, where a footer is not
  // the page's contentinfo landmark: found by its name.
  // In the page's one "Technical details" at its foot (decision 0246), which its address opens (decision 0258: the cache's
  // old address lands on Backups with its notes open).
  const footer = page.locator(`footer[aria-label="${adminEn.build.label}"]`);
  await footer.waitFor({ state: 'attached' });
  await page.locator('details[data-page-notes][open]').waitFor();
  await footer.waitFor();
  const text = await footer.innerText();
  expect(text).toContain(`Version ${pkg.version}`);
  expect(text).toContain(`commit ${built.commit}`);
  expect(await footer.locator('time').getAttribute('datetime')).toBe(built.builtAt);
  expect({ violations: await axeViolations(page) }).toEqual({ violations: [] });
  // The same in Chinese, dark.
  await page.evaluate(
    ([themeKey, langKey]) => {
      localStorage.setItem(themeKey, 'dark');
      localStorage.setItem(langKey, 'zh');
    },
    [THEME_KEY, LANG_KEY] as const,
  );
  await page.goto('/admin/dashboard/settings/cache');
  const zhFooter = page.locator(`footer[aria-label="${adminZh.build.label}"]`);
  await zhFooter.waitFor({ state: 'attached' });
  await page.locator('details[data-page-notes][open]').waitFor();
  await zhFooter.waitFor();
  expect(await zhFooter.innerText()).toContain(`提交 ${built.commit}`);
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  expect({ violations: await axeViolations(page) }).toEqual({ violations: [] });
  // The other tabs do not: the inbox, once drawn, has no footer naming the build.
  await page.goto('/admin/dashboard/messages');
  await page.getByRole('heading', { name: adminZh.messages.title, exact: true }).waitFor();
  await page.waitForTimeout(500); // the footer's read (/healthz) answers in milliseconds: it would be drawn by now
  expect(await page.locator(`footer[aria-label="${adminZh.build.label}"]`).count()).toBe(0);
});

test('the stamp: a clean tree names HEAD, a changed tracked file adds -dirty, untracked files do not; no git says so', () => {
  const repo = mkdtempSync(join(tmpdir(), 'stamp-repo-'));
  const bare = mkdtempSync(join(tmpdir(), 'stamp-none-'));
  try {
    git(repo, 'init', '-q');
    writeFileSync(join(repo, 'a.txt'), 'one\n');
    git(repo, 'add', 'a.txt');
    git(repo, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', 'first');
    const head = git(repo, 'rev-parse', '--short', 'HEAD');
    const env = {}; // no SITE_BUILD_COMMIT
    expect(buildCommit(repo, env)).toBe(head);
    writeFileSync(join(repo, 'new.txt'), 'not tracked\n');
    expect(buildCommit(repo, env)).toBe(head);
    writeFileSync(join(repo, 'a.txt'), 'two\n');
    expect(buildCommit(repo, env)).toBe(`${head}-dirty`);
    expect(buildCommit(bare, env)).toBe('no-git');
    // A build from a source archive names its commit itself; a name a log could misread is refused.
    expect(buildCommit(bare, { SITE_BUILD_COMMIT: 'v0.1.0-3-gabc1234' })).toBe('v0.1.0-3-gabc1234');
    expect(() => buildCommit(bare, { SITE_BUILD_COMMIT: 'abc) listening on http://evil' })).toThrow(BuildStampError);
    // Two builds of one commit differ by their time.
    const [first, second] = [
      buildStamp(repo, new Date('2026-11-24T10:30:00.250Z'), env),
      buildStamp(repo, new Date('2026-11-24T10:31:07.900Z'), env),
    ];
    expect(first).toEqual({ commit: `${head}-dirty`, builtAt: '2026-11-24T10:30:00Z' });
    expect(second.builtAt).toBe('2026-11-24T10:31:07Z');
  } finally {
    rmSync(repo, { recursive: true, force: true });
    rmSync(bare, { recursive: true, force: true });
  }
});

test('npm run build with an unknown argument: a clear refusal, exit 2, and dist/site left as it was', () => {
  const before = statSync(SITE_BINARY).mtimeMs;
  const run = Bun.spawnSync([process.execPath, join(root, 'scripts', 'build.ts'), '--relase'], {
    cwd: root,
    stdout: 'pipe',
    stderr: 'pipe',
  });
  expect(run.exitCode).toBe(2);
  expect(run.stderr.toString()).toContain('Unknown argument --relase.');
  expect(run.stderr.toString()).toContain('--release');
  expect(statSync(SITE_BINARY).mtimeMs).toBe(before);
});
