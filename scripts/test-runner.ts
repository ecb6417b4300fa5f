// The engine of `npm test` (scripts/test.ts names the steps): runs each step (a step's test files several at a time
// where it says so), counts bun's pass/fail lines, names every failing test file, skips the browser suites (only them)
// where no browser can be had, and fails a run that leaves a process behind. A failing file of a step that allows it
// runs once more, alone (decision 0093). At the end it repeats what each failing test printed; its last line is
// "N passed, N failed[, N passed only when run again][, N skipped (why)]"; it exits 0 only when all ran and passed.
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM } from '../e2e/browser';
import { DEFAULT_CHROMIUM, installCommand, installIfAllowed, missingPackages, needsBrowser } from './browser-needs';
import { becomeSubreaper, killAll, leftovers } from './leftovers';

/**
 * One command (its counts read from bun's summary when `counts`), or one command per test file: `jobs` of them at a
 * time (1 unless given; each file's output then printed whole when it ends), and the `alone` files after the others,
 * one at a time. A command `beside` the next ones runs while they do (its output printed whole when it ends); the
 * next step of files, and the end of the run, wait for it.
 */
export type Step =
  | { name: string; cmd: string[]; counts: boolean; needs?: string; beside?: boolean }
  | {
      name: string;
      files: string[];
      cmd: (file: string) => string[];
      needs?: string;
      jobs?: number;
      alone?: string[];
      /** A file that failed runs once more, alone, after the others; passing then, it counts as passed and is named as flaky. */
      retry?: boolean;
    };

/** Every process the run starts carries it (with a fresh id), for the leftover check where no subreaper can be made. */
export const RUN_VAR = 'SITE_TEST_RUN';

/** `cpuS`: the CPU seconds the command and what it waited for used (a figure a shared machine's load moves less than time). */
type Outcome = { code: number; pass: number; fail: number; failingFiles: string[]; cpuS?: number; failures: string[] };

/** Each "(fail)" line with the lines bun printed for it (its error and source excerpt), at most `most` lines each. */
export function failureExcerpts(output: string, most = 24): string[] {
  const excerpts: string[] = [];
  let since: string[] = [];
  for (const line of output.split('\n')) {
    if (line.startsWith('(fail)')) excerpts.push([...since.slice(-(most - 1)), line].join('\n'));
    if (
      line.startsWith('(pass)') ||
      line.startsWith('(fail)') ||
      line.startsWith('(skip)') ||
      /^\S+\.test\.[cm]?[jt]sx?:$/.test(line.trim())
    )
      since = [];
    else if (line.trim()) since.push(line);
  }
  return excerpts;
}

/** Reads a stream as it comes, handing each piece to `take`; `stop()` gives up on what has not come yet. */
function readAll(stream: ReadableStream<Uint8Array>, take: (text: string) => void) {
  const decoder = new TextDecoder();
  const reader = stream.getReader();
  const done = (async () => {
    for (let read = await reader.read(); !read.done; read = await reader.read()) take(decoder.decode(read.value, { stream: true }));
  })();
  return { done, stop: () => void reader.cancel().catch(() => undefined) };
}

/**
 * Runs `cmd`; stderr is read (bun writes its results there). Passed through as it comes, or with `held`, kept (stdout
 * too) and handed to `held` whole at the end, so runs side by side do not mix their lines.
 */
async function run(cmd: string[], held?: (text: string) => void): Promise<Outcome> {
  const proc = Bun.spawn(cmd, { stdout: held ? 'pipe' : 'inherit', stderr: 'pipe', env: process.env });
  let output = '';
  let kept = '';
  const streams = [
    readAll(proc.stderr, (text) => {
      output += text;
      if (held) kept += text;
      else process.stderr.write(text);
    }),
  ];
  if (held && proc.stdout instanceof ReadableStream) streams.push(readAll(proc.stdout, (text) => void (kept += text)));
  const code = await proc.exited;
  // A process the step left running may hold the pipe open: what came within a second of the exit is all there is.
  await Promise.race([Promise.all(streams.map((stream) => stream.done)), Bun.sleep(1000)]);
  for (const stream of streams) stream.stop();
  held?.(kept);
  // bun heads each file's results with "path:"; a "(fail)" under it, a failing hook's "(unnamed)" included, is that file's.
  const failingFiles = new Set<string>();
  let file: string | undefined;
  for (const line of output.split('\n')) {
    const header = /^(\S+\.(?:test|spec)\.[cm]?[jt]sx?):$/.exec(line.trim());
    if (header) file = header[1];
    else if (line.startsWith('(fail)') && file) failingFiles.add(file);
  }
  const pass = Number(/^\s*(\d+) pass$/m.exec(output)?.[1] ?? 0);
  const fail = Number(/^\s*(\d+) fail$/m.exec(output)?.[1] ?? 0);
  const cpu = proc.resourceUsage()?.cpuTime.total;
  const cpuS = cpu === undefined ? undefined : Number(cpu) / 1e6;
  return { code, pass, fail, failingFiles: [...failingFiles], cpuS, failures: failureExcerpts(output) };
}

/** Whether the browser suites can run, installing what they lack where allowed; otherwise the one line saying what to install. */
function browserReady(count: number): { ok: true } | { ok: false; why: string } {
  const missing = missingPackages();
  if (!missing.length) return { ok: true };
  const names: Record<string, string> = {
    'chromium-headless-shell': `Chromium (${CHROMIUM})`,
    'fonts-noto-cjk': 'a CJK font (fonts-noto-cjk)',
    varnish: 'Varnish',
  };
  const what = missing.map((pkg) => names[pkg] ?? pkg).join(' and ');
  if (process.getuid?.() === 0 && Bun.which('apt-get') && (CHROMIUM === DEFAULT_CHROMIUM || !missing.includes('chromium-headless-shell'))) {
    console.log(`The ${count} browser suites need ${what}: installing it (${installCommand(missing)}).`);
    if (installIfAllowed(missing)) return { ok: true };
  }
  const custom = CHROMIUM === DEFAULT_CHROMIUM ? '' : `, and unset CHROMIUM_PATH (or point it at a Chromium)`;
  const why = `no ${what}; install with: ${installCommand(missing)}${custom}`;
  console.log(`The ${count} browser suites are skipped: ${why}.`);
  return { ok: false, why };
}

export async function runTests(steps: Step[]): Promise<number> {
  const mark = `${RUN_VAR}=${randomUUID()}`;
  process.env[RUN_VAR] = mark.slice(RUN_VAR.length + 1);
  if (!becomeSubreaper()) console.log(`(No subreaper here: the leftover check finds processes by ${RUN_VAR} in their environment only.)`);
  // The tests' temporary folders live in one of the run's own (TMPDIR), removed at its end: a test that failed before its
  // own cleanup left a copy of the binary (120 MB) and its data behind in each clean-clone run.
  const outerTmp = process.env.TMPDIR;
  const runTmp = mkdtempSync(join(tmpdir(), 'npm-test-'));
  // Open to every user as /tmp is (sticky): the audit's nginx workers and Varnish's run as users of their own.
  chmodSync(runTmp, 0o1777);
  process.env.TMPDIR = runTmp;

  const browserFiles = new Set(steps.flatMap((step) => ('files' in step ? step.files.filter((file) => needsBrowser(file)) : [])));
  const browser = browserFiles.size ? browserReady(browserFiles.size) : ({ ok: true } as const);

  let passed = 0;
  let failed = 0;
  const failures: string[] = [];
  /** What each failing test printed, under its file: repeated at the end, where a log's last lines are what is kept. */
  const excerpts: string[] = [];
  /** Files that failed once and passed when run again, with what their first run printed. */
  const flaky: string[] = [];
  let flakyFiles = 0;
  const skipped: string[] = [];
  const failedSteps = new Set<string>();
  const count = (outcome: Outcome, name: string) => {
    passed += outcome.pass;
    // A run that failed without counting a failing test (a crash, a file that would not load) still counts once.
    failed += outcome.fail || (outcome.code === 0 ? 0 : 1);
    if (outcome.code !== 0) failures.push(...(outcome.failingFiles.length ? outcome.failingFiles : [name]));
    if (outcome.code !== 0) excerpts.push(`${name}:`, ...(outcome.failures.length ? outcome.failures : ['(no failing test named)']));
  };

  /** Command steps running beside the others, until a step of files or the end waits for them. */
  let besides: Promise<void>[] = [];
  const awaitBesides = async () => {
    await Promise.all(besides);
    besides = [];
  };
  const command = async (step: Extract<Step, { cmd: string[] }>, held: boolean) => {
    const header = `\n== ${step.name}: ${step.cmd.join(' ')}`;
    if (!held) console.log(header);
    const started = Date.now();
    let text = '';
    const outcome = await run(step.cmd, held ? (all) => void (text = all) : undefined);
    if (held) process.stdout.write(`${header} (${((Date.now() - started) / 1000).toFixed(1)} s, beside the next steps)\n${text}`);
    if (step.counts) count(outcome, step.name);
    else if (outcome.code === 0) passed += 1;
    else count({ ...outcome, fail: 1, failingFiles: [], failures: [] }, step.name);
    if (outcome.code !== 0) failedSteps.add(step.name);
  };

  for (const step of steps) {
    if ('files' in step) await awaitBesides();
    if (step.needs && failedSteps.has(step.needs)) {
      // A stale binary from an earlier build must not pass for this one.
      console.log(`\n== ${step.name}: skipped, ${step.needs} failed`);
      failed += 1;
      failures.push(`${step.name} (${step.needs} failed)`);
      continue;
    }
    if ('files' in step) {
      let stepFailed = false;
      const again: { file: string; first: Outcome }[] = [];
      const runFile = async (file: string, held: boolean, retried?: Outcome) => {
        if (!browser.ok && browserFiles.has(file)) {
          skipped.push(file);
          return;
        }
        const started = Date.now();
        const header = `\n== ${step.name}: ${file}`;
        if (!held) console.log(header);
        let text = '';
        const outcome = await run(step.cmd(file), held ? (all) => void (text = all) : undefined);
        const cpu = outcome.cpuS === undefined ? '' : `, ${outcome.cpuS.toFixed(1)} s CPU`;
        const took = `(${((Date.now() - started) / 1000).toFixed(1)} s${cpu})`;
        if (held) process.stdout.write(`${header} ${took}\n${text}`);
        else console.log(`${file}: ${took}`);
        if (outcome.code !== 0 && step.retry && !retried) {
          console.log(`${file} failed; it runs again, alone, after the others.`);
          again.push({ file, first: outcome });
          return;
        }
        if (retried && outcome.code === 0) flakyFiles += 1;
        if (retried && outcome.code === 0) flaky.push(`${file}: its first run failed, its second passed:`, ...retried.failures);
        count({ ...outcome, failingFiles: [file] }, file);
        stepFailed ||= outcome.code !== 0;
      };
      const alone = new Set(step.alone ?? []);
      const together = step.files.filter((file) => !alone.has(file));
      const jobs = Math.max(1, Math.min(step.jobs ?? 1, together.length));
      // `jobs` workers take the next file each as they finish; one job is the plain sequential run, streamed as it goes.
      let next = 0;
      await Promise.all(
        Array.from({ length: jobs }, async () => {
          while (next < together.length) await runFile(together[next++]!, jobs > 1);
        }),
      );
      for (const file of step.files.filter((file) => alone.has(file))) await runFile(file, false);
      for (const { file, first } of again) await runFile(file, false, first);
      if (stepFailed) failedSteps.add(step.name);
      continue;
    }
    if (step.beside) besides.push(command(step, true));
    else await command(step, false);
  }
  await awaitBesides();

  // Every step has ended: anything still running was started by a test and never stopped.
  const left = leftovers(mark);
  if (left.length) {
    console.log(`\n${left.length} process(es) started by the tests were still running; killed now:`);
    for (const { pid, command } of left) console.log(`  pid ${pid}: ${command}`);
    killAll(left);
    failed += 1;
    failures.push(`processes left running (pid ${left.map((p) => p.pid).join(', ')})`);
  }

  if (outerTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = outerTmp;
  try {
    rmSync(runTmp, { recursive: true, force: true });
  } catch (error) {
    console.log(`\n(The run's temporary folder ${runTmp} could not be removed: ${(error as Error).message})`);
  }

  if (flaky.length) console.log(`\nPassed only when run again (flaky):\n${flaky.join('\n')}`);
  if (excerpts.length) console.log(`\nWhat failed:\n${excerpts.join('\n')}`);
  if (failures.length) console.log(`\nFailed:\n${failures.map((name) => `  ${name}`).join('\n')}`);
  const skip = skipped.length && !browser.ok ? `, ${skipped.length} skipped (the browser suites: ${browser.why})` : '';
  const again = flakyFiles ? `, ${flakyFiles} passed only when run again` : '';
  console.log(`\n${passed} passed, ${failed} failed${again}${skip}`);
  // Skipped suites are not a pass: a run that could not test the browser screens must not look green.
  return failed || skipped.length ? 1 : 0;
}
