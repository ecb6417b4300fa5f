// Durability, shortened for every test run (npm run crashtest does 20+ kills): acknowledged messages survive SIGKILL.
import { expect, test } from 'bun:test';
import { runCrashLoop } from './crash-loop';

test('every message answered 201 survives the server being killed with SIGKILL, and the database stays intact', async () => {
  const report = await runCrashLoop({ kills: 3 });
  expect(report.acknowledged).toBeGreaterThan(10);
  expect(report.missing).toEqual([]);
  expect(report.present).toBe(report.acknowledged);
  expect(report.integrity).toBe('ok');
});
