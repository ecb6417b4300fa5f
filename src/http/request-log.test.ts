// The request log's sink: every line arrives, in order, written in a few large pieces rather than one write each.
import { expect, test } from 'bun:test';
import { batchedLines } from './request-log';

test('lines are written together after the interval, in order, and each exactly once', async () => {
  const writes: string[] = [];
  const sink = batchedLines((text) => writes.push(text), { everyMs: 20 });
  for (let i = 0; i < 500; i++) sink.line(`{"n":${i}}`);
  expect(writes).toEqual([]); // nothing yet: gathered, not written per line
  await Bun.sleep(60);
  expect(writes).toHaveLength(1);
  expect(writes.join('').trimEnd().split('\n')).toEqual(Array.from({ length: 500 }, (_, i) => `{"n":${i}}`));
  await Bun.sleep(40);
  expect(writes).toHaveLength(1); // no empty writes
  sink.stop();
});

test('a burst past maxLines is written at once; stop() writes what is left', () => {
  const writes: string[] = [];
  const sink = batchedLines((text) => writes.push(text), { everyMs: 60_000, maxLines: 100 });
  for (let i = 0; i < 250; i++) sink.line(String(i));
  expect(writes.map((text) => text.split('\n').length - 1)).toEqual([100, 100]);
  sink.stop();
  expect(writes.map((text) => text.split('\n').length - 1)).toEqual([100, 100, 50]);
  expect(writes.join('').trimEnd().split('\n').map(Number)).toEqual(Array.from({ length: 250 }, (_, i) => i));
});
