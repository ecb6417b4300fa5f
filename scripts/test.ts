// `npm test`: typecheck, the unit/API tests, the binary, then the end-to-end tests; ends with "N passed, N failed".
// bun's own summary goes to stderr and is not read by CI, so the counts are gathered here.

type Step = { name: string; cmd: string[]; counts: boolean; needs?: string };
const steps: Step[] = [
  { name: 'typecheck', cmd: ['node_modules/.bin/tsc', '--noEmit', '-p', '.'], counts: false },
  { name: 'server: unit and API tests', cmd: [process.execPath, 'test', 'src', 'db'], counts: true },
  // The web app's component tests run in a happy-dom window (bunfig.toml's preload), kept out of the server tests' globals.
  // 20 s per test, not bun's 5: on a loaded CI machine a form test once passed 5 s mid-way, and its remainder then ran
  // into the next test's page. A hang is still caught.
  { name: 'web: component tests', cmd: [process.execPath, 'test', '--timeout', '20000', 'web'], counts: true },
  // What ships is what the end-to-end suites run: dist/site, built once here (its own smoke check included).
  { name: 'build', cmd: [process.execPath, 'scripts/build.ts'], counts: false },
  { name: 'end-to-end tests', cmd: [process.execPath, 'test', '--timeout', '120000', 'e2e'], counts: true, needs: 'build' },
];

let passed = 0;
let failed = 0;
const failedSteps = new Set<string>();
for (const step of steps) {
  if (step.needs && failedSteps.has(step.needs)) {
    // A stale binary from an earlier build must not pass for this one.
    console.log(`\n== ${step.name}: skipped, ${step.needs} failed`);
    failed += 1;
    continue;
  }
  console.log(`\n== ${step.name}: ${step.cmd.join(' ')}`);
  const proc = Bun.spawn(step.cmd, { stdout: 'inherit', stderr: 'pipe', env: process.env });
  let output = '';
  const decoder = new TextDecoder();
  for await (const chunk of proc.stderr) {
    const text = decoder.decode(chunk, { stream: true });
    output += text;
    process.stderr.write(text);
  }
  const code = await proc.exited;
  if (step.counts) {
    const pass = Number(/^\s*(\d+) pass$/m.exec(output)?.[1] ?? 0);
    const fail = Number(/^\s*(\d+) fail$/m.exec(output)?.[1] ?? 0);
    passed += pass;
    // A step that failed without counting a failing test (a crash, a file that would not load) still counts once.
    failed += fail || (code === 0 ? 0 : 1);
  } else if (code === 0) passed += 1;
  else failed += 1;
  if (code !== 0) failedSteps.add(step.name);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
export {};
