// `npm test`: lint, typecheck, the unit/API tests, the binary, then the end-to-end tests, a few files at a time (each
// failing file named); ends with "N passed, N failed" (and what was skipped, and why). scripts/test-runner.ts runs the steps.
import { readdirSync } from 'node:fs';
import { runTests, type Step } from './test-runner';

const bun = process.execPath;
/**
 * The longest end-to-end files, longest first (seconds in a clean-clone run: 500, 170, 120, 96, 86, 79, 77, 66, 59).
 * They start first and the short ones fill in after, so the two workers end together: in alphabetical order a long
 * file that came late (source-start) ran on alone while the other core sat idle.
 */
const E2E_LONGEST = [
  'admin-phone',
  'admin-settings',
  'public-phone',
  'source-start',
  'hydration',
  'public-site',
  'second-factor',
  'language-addresses',
  'admin-shell',
].map((name) => `e2e/${name}.test.ts`);
const e2eFiles = readdirSync('e2e')
  .filter((name) => name.endsWith('.test.ts'))
  .sort()
  .map((name) => `e2e/${name}`);
const missing = E2E_LONGEST.filter((file) => !e2eFiles.includes(file));
if (missing.length) throw new Error(`scripts/test.ts names end-to-end files that are not there: ${missing.join(', ')}`);
const e2e = [...E2E_LONGEST, ...e2eFiles.filter((file) => !E2E_LONGEST.includes(file))];
/** End-to-end files run side by side; E2E_JOBS=1 runs them one at a time, streaming each as it goes. */
const E2E_JOBS = Number(process.env.E2E_JOBS) || 2;
/** Files that measure time or fill the machine on purpose: run after the others, one at a time. */
const E2E_ALONE: string[] = [];
const steps: Step[] = [
  // Biome: the format, the lint rules and the import zones (biome.json, decision 0043); it writes nothing.
  { name: 'lint', cmd: ['node_modules/.bin/biome', 'ci', '--colors=off', '--max-diagnostics=50', '.'], counts: false },
  // The web app's component tests run in a happy-dom window (bunfig.toml's preload), kept out of the server tests' globals.
  // 20 s per test, not bun's 5: on a loaded CI machine a form test once passed 5 s mid-way, and its remainder then ran
  // into the next test's page. A hang is still caught.
  { name: 'web: component tests', cmd: [bun, 'test', '--timeout', '20000', 'web'], counts: true },
  // ./scripts: the runner's own tests (a path, not a name filter). Beside the typecheck and the build, which each keep
  // one core of two busy (the component tests run alone: timing-sensitive ones raced once beside it). The end-to-end
  // files wait for it.
  // 60 s per test: the preload's default reaches only a run's first file, and under load a site's start or a `site`
  // command passed Bun's 5 s (seen in a clean-clone run beside a screenshot run). A hang is still caught.
  {
    name: 'server: unit and API tests',
    cmd: [bun, 'test', '--timeout', '60000', 'src', 'db', './scripts'],
    counts: true,
    beside: true,
  },
  { name: 'typecheck', cmd: ['node_modules/.bin/tsc', '--noEmit', '-p', '.'], counts: false },
  // What ships is what the end-to-end suites run: dist/site, built once here (its own smoke check included).
  { name: 'build', cmd: [bun, 'scripts/build.ts'], counts: false },
  // One bun per file: a file whose setup fails is named, and what one file leaves in memory does not slow the next. Each
  // file's test time is the preload's (scripts/test-timeout.ts). Files run E2E_JOBS at a time (each starts its sites on
  // free ports in folders of its own): much of their time is spent waiting on a browser or a server, not computing.
  // A file that fails runs once more, alone, after the others (decision 0093): a browser or a server starting late on a
  // loaded 2-core machine failed one file in about half the clean-clone runs, a different one each time. Passing then, it
  // is named at the end with what its first run printed; failing twice, it fails the run.
  {
    name: 'end-to-end tests',
    files: e2e,
    cmd: (file) => [bun, 'test', `./${file}`],
    needs: 'build',
    jobs: E2E_JOBS,
    alone: E2E_ALONE,
    retry: true,
  },
];

process.exit(await runTests(steps));
