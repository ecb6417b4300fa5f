// `npm test`: typecheck, the unit/API tests, then the end-to-end tests; ends with "N passed, N failed".
// bun's own summary goes to stderr and is not read by CI, so the counts are gathered here.

type Step = { name: string; cmd: string[]; counts: boolean };
const steps: Step[] = [
  { name: 'typecheck', cmd: ['node_modules/.bin/tsc', '--noEmit', '-p', '.'], counts: false },
  { name: 'server: unit and API tests', cmd: [process.execPath, 'test', 'src', 'db'], counts: true },
  // The web app's component tests run in a happy-dom window, kept out of the server tests' globals.
  { name: 'web: component tests', cmd: [process.execPath, 'test', '--preload', './web/testing/dom.ts', 'web'], counts: true },
  { name: 'end-to-end tests', cmd: [process.execPath, 'test', '--timeout', '120000', 'e2e'], counts: true },
];

let passed = 0;
let failed = 0;
for (const step of steps) {
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
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
export {};
