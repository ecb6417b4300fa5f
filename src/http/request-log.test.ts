// The request log: each line names the client (the socket's peer, or behind TRUST_PROXY the address the proxy
// reported), for the fast lane's answers and the app's alike; and its sink: every line arrives, in order, written in a
// few large pieces rather than one write each.
import { expect, test } from 'bun:test';
import { startTestSite } from '../testing/harness';
import { batchedLines } from './request-log';

/** A line's path, which lane answered ('fast' or 'app'), and the address it names. */
type Line = [path: string, lane: string, ip: string];

/**
 * The lines of requests sent over a real socket (an in-process request has no client address), each with whether the
 * fast lane answered it: the first GET of a public read goes through the app, the next ones come from the fast lane.
 */
async function linesOver(env: Record<string, string>, headers: Record<string, string> = {}) {
  const site = await startTestSite(env);
  const port = site.app.listen({ port: 0, hostname: '127.0.0.1', development: false }).server!.port!;
  try {
    const sent: { path: string; fast: boolean }[] = [];
    for (const path of ['/api/services', '/api/services', '/pricing', '/pricing', '/pricing', '/api/no-such-read']) {
      const before = site.deps.cache.fastAnswers;
      await (await fetch(`http://127.0.0.1:${port}${path}`, { headers })).arrayBuffer();
      sent.push({ path, fast: site.deps.cache.fastAnswers > before });
    }
    await Bun.sleep(20); // the app writes its lines after the answer
    const lines = site.requests.map((line) => JSON.parse(line) as { path: string; ip: string });
    expect(lines.map((l) => l.path)).toEqual(sent.map((s) => s.path));
    // Both kinds are in the sample, or the test would prove nothing about one of them.
    expect(new Set(sent.map((s) => s.fast))).toEqual(new Set([true, false]));
    return lines.map((l, i): Line => [l.path, sent[i]!.fast ? 'fast' : 'app', l.ip]);
  } finally {
    await site.app.stop(true);
    site.close();
  }
}
const each = (lines: Line[], ip: string) => lines.map(([path, lane]): Line => [path, lane, ip]);

test("every line names the socket's peer; a forwarded address is ignored without TRUST_PROXY", async () => {
  const lines = await linesOver({}, { 'x-forwarded-for': '203.0.113.9' });
  expect(lines).toEqual(each(lines, '127.0.0.1'));
});

test('with TRUST_PROXY every line names the last X-Forwarded-For entry; one that is not an address is never written', async () => {
  const proxied = await linesOver({ TRUST_PROXY: 'true' }, { 'x-forwarded-for': '198.51.100.1, [2001:db8::7]:443' });
  expect(proxied).toEqual(each(proxied, '2001:db8::7'));
  const junk = await linesOver({ TRUST_PROXY: 'true' }, { 'x-forwarded-for': '203.0.113.9, "},"admin":true' });
  expect(junk).toEqual(each(junk, '127.0.0.1'));
});

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
