// `npm test`'s runner in child runs on small suites made here: without Chromium the browser suites (found by their
// imports) are skipped in one line and the run is not green, everything else runs; a failing file is named even when
// its setup throws; a process a step leaves running is found, named, killed, and fails the run.
import { afterAll, expect, setDefaultTimeout, test } from 'bun:test';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { needsBrowser } from './browser-needs';

const root = resolve(import.meta.dir, '..');
const dir = mkdtempSync(join(tmpdir(), 'runner-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
setDefaultTimeout(30_000); // each test runs the runner in a child bun, on a loaded machine

const suite = (name: string, body: string) => {
  writeFileSync(join(dir, `${name}.test.ts`), `import { beforeAll, expect, test } from 'bun:test';\n${body}\n`);
  return join(dir, `${name}.test.ts`);
};
// A generic arrow function: TypeScript, not JSX, as in several real suites.
const PLAIN = suite('plain', `const same = <T>(value: T): T => value;\ntest('one and one', () => expect(same(1 + 1)).toBe(2));`);
// Reaches e2e/browser.ts through a helper of its own, as the real suites do through e2e/site-in-browser.ts.
writeFileSync(join(dir, 'helper.ts'), `export { launchBrowser } from ${JSON.stringify(join(root, 'e2e', 'browser.ts'))};\n`);
const BROWSER = suite(
  'browser',
  `import { launchBrowser } from './helper';\nimport { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(join(dir, 'browser-ran'))}, String(typeof launchBrowser));\ntest('opens', () => {});`,
);
const BROKEN = suite('broken', `beforeAll(() => { throw new Error('setup broke'); });\ntest('never reached', () => {});`);

/** Runs the runner on `steps` (TypeScript source of a Step[]) in a child bun, as `npm test` would. */
function childRun(steps: string, env: Record<string, string> = {}) {
  const script = join(dir, `run-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(
    script,
    `import { runTests } from ${JSON.stringify(join(root, 'scripts', 'test-runner.ts'))};\nconst bun = process.execPath;\nprocess.exit(await runTests(${steps}));\n`,
  );
  const done = Bun.spawnSync([process.execPath, script], {
    cwd: dir,
    env: { ...process.env, ...env },
    stdout: 'pipe',
    stderr: 'pipe',
    timeout: 60_000,
  });
  const out = done.stdout.toString();
  return { code: done.exitCode, out, lines: out.trim().split('\n') };
}
const filesStep = (files: string[]) => `[{ name: 'suites', files: ${JSON.stringify(files)}, cmd: (file) => [bun, 'test', file] }]`;

test('the browser suites are known by their imports, without running them', () => {
  expect(needsBrowser(BROWSER)).toBe(true);
  expect(needsBrowser(PLAIN)).toBe(false);
  expect(needsBrowser(join(root, 'e2e', 'admin.test.ts'))).toBe(true); // directly
  expect(needsBrowser(join(root, 'e2e', 'hydration.test.ts'))).toBe(true); // through e2e/site-in-browser.ts
  expect(needsBrowser(join(root, 'e2e', 'cli.test.ts'))).toBe(false);
  expect(needsBrowser(join(root, 'e2e', 'source-start.test.ts'))).toBe(false);
  expect(needsBrowser(join(root, 'e2e', 'public-site.test.ts'))).toBe(true);
});

test('no Chromium: one line says what to install, only the browser suite is skipped, the failing one is named, and the run is not green', () => {
  const run = childRun(filesStep([PLAIN, BROWSER, BROKEN]), { CHROMIUM_PATH: join(dir, 'no-such-chromium') });
  const said = run.lines.filter((line) => line.includes('browser suites are skipped'));
  expect(said).toHaveLength(1);
  expect(said[0]).toContain(`no Chromium (${join(dir, 'no-such-chromium')})`);
  expect(said[0]).toMatch(/install with: (sudo )?apt-get install -y chromium/);
  expect(existsSync(join(dir, 'browser-ran'))).toBe(false); // never loaded, so nothing it starts could be left behind
  expect(run.out).toContain(`== suites: ${PLAIN}`);
  expect(run.out).toContain(`Failed:\n  ${BROKEN}\n`);
  expect(run.lines.at(-1)).toMatch(/^1 passed, 1 failed, 1 skipped \(the browser suites: no Chromium .*apt-get install -y chromium/);
  expect(run.code).toBe(1);
});

test('a clean run is green, and a skipped suite alone is enough to make it red', () => {
  const clean = childRun(filesStep([PLAIN]), { CHROMIUM_PATH: join(dir, 'no-such-chromium') });
  expect({ code: clean.code, last: clean.lines.at(-1) }).toEqual({ code: 0, last: '1 passed, 0 failed' });
  const skipping = childRun(filesStep([PLAIN, BROWSER]), { CHROMIUM_PATH: join(dir, 'no-such-chromium') });
  expect(skipping.lines.at(-1)).toStartWith('1 passed, 0 failed, 1 skipped');
  expect(skipping.code).toBe(1);
});

test('a process left running with an environment of its own is found, named and killed, and fails the run', () => {
  const pidFile = join(dir, 'left.pid');
  // `env -i`: nothing of the runner's environment, so only the subreaper can still find it once its shell is gone.
  const run = childRun(`[{ name: 'leaves one', cmd: ['sh', '-c', 'env -i sleep 321 & echo $! > ${pidFile}'], counts: false }]`);
  const pid = Number(readFileSync(pidFile, 'utf8'));
  expect(run.out).toContain(`pid ${pid}: sleep 321`);
  expect(run.out).toContain(`processes left running (pid ${pid})`);
  expect(run.lines.at(-1)).toBe('1 passed, 1 failed');
  expect(run.code).toBe(1);
  // Gone, or a zombie waiting for whichever ancestor adopted it: no longer running either way.
  const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
  expect(stat === '' || stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')).toBe(true);
});

test('in a step that runs many files in one bun, the file whose setup failed is named, not "(unnamed)"', () => {
  const run = childRun(`[{ name: 'together', cmd: [bun, 'test', ${JSON.stringify(PLAIN)}, ${JSON.stringify(BROKEN)}], counts: true }]`);
  expect(run.out).toContain('Failed:\n  broken.test.ts\n'); // as bun names it, from the run's folder
  expect(run.lines.at(-1)).toBe('1 passed, 1 failed');
  expect(run.code).toBe(1);
});

test('files run side by side with `jobs`, each one’s output whole under its name; `alone` files after them; failures named', () => {
  // Each waits for the other to have started: run one after the other, the first would fail.
  const meet = (me: string, other: string) =>
    suite(
      me,
      `import { existsSync, writeFileSync } from 'node:fs';\n` +
        `test('${me} meets ${other}', async () => {\n` +
        `  writeFileSync(${JSON.stringify(join(dir, `${me}-started`))}, '');\n` +
        `  for (let i = 0; i < 200 && !existsSync(${JSON.stringify(join(dir, `${other}-started`))}); i++) await Bun.sleep(50);\n` +
        `  expect(existsSync(${JSON.stringify(join(dir, `${other}-started`))})).toBe(true);\n` +
        `  writeFileSync(${JSON.stringify(join(dir, `${me}-done`))}, '');\n` +
        `});`,
    );
  const [left, right] = [meet('left', 'right'), meet('right', 'left')];
  const last = suite(
    'last',
    `import { existsSync } from 'node:fs';\ntest('after the others', () => expect(['left-done', 'right-done'].map((f) => existsSync(${JSON.stringify(dir)} + '/' + f))).toEqual([true, true]));`,
  );
  const run = childRun(
    `[{ name: 'suites', files: ${JSON.stringify([last, left, BROKEN, right])}, cmd: (file) => [bun, 'test', file], jobs: 2, alone: ${JSON.stringify([last])} }]`,
  );
  // A file's block: its header, then its own results only, never another's.
  for (const [file, name] of [
    [left, 'left meets right'],
    [right, 'right meets left'],
  ] as const) {
    const block = run.out.slice(run.out.indexOf(`== suites: ${file} (`));
    const own = block.slice(0, block.indexOf('\n== ', 1) === -1 ? undefined : block.indexOf('\n== ', 1));
    expect(own).toContain(`(pass) ${name}`);
    expect(own).not.toContain('(pass) after the others');
    expect(own).not.toContain('never reached');
  }
  // Streamed as it runs (alone): its header last, and its test passed only if both others had ended (3 passed).
  expect(run.out.lastIndexOf('\n== suites: ')).toBe(run.out.indexOf(`\n== suites: ${last}\n`));
  expect(run.out).toContain(`Failed:\n  ${BROKEN}\n`);
  expect(run.lines.at(-1)).toBe('3 passed, 1 failed');
  expect(run.code).toBe(1);
});

test('a command `beside` the next steps runs while they do, its output whole; the files after wait for it to end', () => {
  const marker = (name: string) => JSON.stringify(join(dir, name));
  // Passes only if the next step ran while it waited: run first and alone, it would fail.
  const waits = suite(
    'waits-beside',
    `import { existsSync, writeFileSync } from 'node:fs';\n` +
      `test('sees the next step run', async () => {\n` +
      `  for (let i = 0; i < 200 && !existsSync(${marker('next-ran')}); i++) await Bun.sleep(50);\n` +
      `  expect(existsSync(${marker('next-ran')})).toBe(true);\n` +
      `  await Bun.sleep(300);\n` +
      `  writeFileSync(${marker('beside-done')}, '');\n` +
      `});`,
  );
  const after = suite(
    'after-beside',
    `import { existsSync } from 'node:fs';\ntest('after the step beside', () => expect(existsSync(${marker('beside-done')})).toBe(true));`,
  );
  const run = childRun(
    `[{ name: 'beside', cmd: [bun, 'test', ${JSON.stringify(waits)}], counts: true, beside: true },` +
      ` { name: 'next', cmd: [bun, '-e', ${JSON.stringify(`require('node:fs').writeFileSync(${marker('next-ran')}, '')`)}], counts: false },` +
      ` { name: 'files', files: ${JSON.stringify([after])}, cmd: (file) => [bun, 'test', file] }]`,
  );
  // The step beside prints its block whole once it ends, after the next step's header, and before the files.
  const block = run.out.indexOf('\n== beside: ');
  expect(block).toBeGreaterThan(run.out.indexOf('\n== next: '));
  expect(run.out.indexOf(`\n== files: ${after}`)).toBeGreaterThan(block);
  expect(run.out.slice(block)).toContain('(pass) sees the next step run');
  expect(run.lines.at(-1)).toBe('3 passed, 0 failed');
  expect(run.code).toBe(0);
});

test("what a test leaves in its temporary folder is gone after the run, and the run's folder with it", () => {
  const said = join(dir, 'tmp-said');
  // A suite that "forgets" a folder of its own under the temporary directory it is given, and says where.
  const LEAVES = suite(
    'leaves',
    `import { mkdtempSync, writeFileSync } from 'node:fs';\nimport { tmpdir } from 'node:os';\nimport { join } from 'node:path';\ntest('forgets its folder', () => {\n  const made = mkdtempSync(join(tmpdir(), 'forgotten-'));\n  writeFileSync(join(made, 'big'), 'x'.repeat(1000));\n  writeFileSync(${JSON.stringify(said)}, made);\n});`,
  );
  const run = childRun(filesStep([LEAVES]));
  expect(run.lines.at(-1)).toBe('1 passed, 0 failed');
  const made = readFileSync(said, 'utf8');
  expect(made.startsWith(join(tmpdir(), 'npm-test-'))).toBe(true);
  expect([existsSync(made), existsSync(join(made, '..'))]).toEqual([false, false]);
});

test('a file that fails once runs again alone: passing then, it is named as flaky with its first failure; failing twice, it fails', () => {
  const marker = JSON.stringify(join(dir, 'flaky-ran'));
  // Fails on its first run only: it leaves a mark, and passes once the mark is there.
  const FLAKY = suite(
    'flaky',
    `import { existsSync, writeFileSync } from 'node:fs';\ntest('second time lucky', () => {\n  const first = !existsSync(${marker});\n  writeFileSync(${marker}, '');\n  expect(first ? 'first run' : 'second run').toBe('second run');\n});`,
  );
  const run = childRun(
    `[{ name: 'suites', files: ${JSON.stringify([FLAKY, BROKEN, PLAIN])}, cmd: (file) => [bun, 'test', file], retry: true }]`,
  );
  expect(run.out).toContain(`${FLAKY} failed; it runs again, alone, after the others.`);
  const flaky = run.out.slice(run.out.indexOf('Passed only when run again (flaky):'), run.out.indexOf('What failed:'));
  expect(flaky).toContain(`${FLAKY}: its first run failed, its second passed:`);
  expect(flaky).toContain('Received: "first run"');
  expect(flaky).toContain('(fail) second time lucky');
  // The file that fails both times: its error repeated at the end, under its name.
  const failed = run.out.slice(run.out.indexOf('What failed:'));
  expect(failed).toContain(`${BROKEN}:`);
  expect(failed).toContain('setup broke');
  expect(failed).not.toContain('second time lucky');
  expect(run.lines.at(-1)).toBe('2 passed, 1 failed, 1 passed only when run again');
  expect(run.code).toBe(1);
});
