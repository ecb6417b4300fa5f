// wrk, the native load generator, pinned to its own core: one run's requests/s, latency percentiles and errors.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type Load = { rps: number; p50: number; p99: number; errors: number; requests: number };
export type LoadOptions = { seconds: number; connections: number; core: number; headers?: Record<string, string>; script?: string };

/** wrk prints latencies as "812.00us", "1.20ms" or "1.01s"; in milliseconds. */
function ms(text: string): number {
  const [, value, unit] = /([\d.]+)(us|ms|s)/.exec(text) ?? [];
  return Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);
}

export function parseWrk(out: string): Load {
  const number = (re: RegExp) => Number(re.exec(out)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)?.slice(1).map(Number) ?? [];
  return {
    rps: number(/Requests\/sec:\s+([\d.]+)/),
    p50: ms(/\s50%\s+(\S+)/.exec(out)?.[1] ?? '0ms'),
    p99: ms(/\s99%\s+(\S+)/.exec(out)?.[1] ?? '0ms'),
    requests: number(/(\d+) requests in/),
    errors: number(/Non-2xx or 3xx responses: (\d+)/) + socketErrors.reduce((a, b) => a + b, 0),
  };
}

export function wrk(url: string, o: LoadOptions): Load {
  const headers = Object.entries(o.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const script = o.script ? ['-s', o.script] : [];
  const cmd = [
    'taskset',
    '-c',
    String(o.core),
    'wrk',
    '-t1',
    `-c${o.connections}`,
    `-d${o.seconds}s`,
    '--latency',
    ...headers,
    ...script,
    url,
  ];
  const run = Bun.spawnSync(cmd, { stdout: 'pipe', stderr: 'pipe' });
  if (run.exitCode !== 0) throw new Error(`wrk failed: ${run.stderr.toString()}`);
  return parseWrk(run.stdout.toString());
}

/** A wrk script that POSTs the same JSON body on every request. */
export function postScript(dir: string, body: unknown): string {
  const path = join(dir, 'post.lua');
  const lua = `wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\nwrk.body = ${JSON.stringify(JSON.stringify(body))}\n`;
  writeFileSync(path, lua);
  return path;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * A wrk script that sends a public page's view (POST /api/hits) as a browser's beacon does, each from a browser of its
 * own (a User-Agent with a number) at an address of its own (X-Forwarded-For, for a site with TRUST_PROXY), so every
 * view is a new visitor: the recorder's busiest case.
 */
export function hitScript(dir: string): string {
  const path = join(dir, 'hits.lua');
  const agent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 n/';
  const lua = [
    'wrk.method = "POST"',
    'wrk.headers["Content-Type"] = "application/json"',
    `wrk.body = ${JSON.stringify(JSON.stringify({ path: '/pricing', lang: 'en', referrer: 'https://www.google.com/' }))}`,
    'local n = 0',
    'request = function()',
    '  n = n + 1',
    `  wrk.headers["User-Agent"] = "${agent}" .. n`,
    // An address of its own each time (the site trusts the proxy it is told is in front): 10.x.y.z.
    '  wrk.headers["X-Forwarded-For"] = "10." .. (math.floor(n / 65536) % 256) .. "." .. (math.floor(n / 256) % 256) .. "." .. (n % 256)',
    '  return wrk.format()',
    'end',
    '',
  ].join('\n');
  writeFileSync(path, lua);
  return path;
}

/** The p-th percentile of some timings (the nearest rank at or below). */
export const pct = (times: number[], p: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor((times.length * p) / 100))]!;
