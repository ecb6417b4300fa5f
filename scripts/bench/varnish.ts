// The bench's reads through Varnish running the shipped docs/deploy/varnish.vcl in front of the site: Varnish on the
// server's core, wrk on the other; requests per second and p99 per round for / and /api/services, and the share of them
// Varnish answered from its cache (varnishstat). Figures only.
import { shippedVcl, startVarnish } from '../../e2e/varnish';
import { median, wrk } from './wrk';

type Options = { seconds: number; rounds: number; connections: number; serverCore: number; loadCore: number };

// As a browser asks (gzip among the encodings: Varnish keeps the gzip copy and sends it as it is), and once without any
// compression, which Varnish must unpack for every request (no browser asks that way; the figure shows the cost).
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const TARGETS: { name: string; path: string; headers: Record<string, string> }[] = [
  { name: 'GET /api/services (browser)', path: '/api/services', headers: BROWSER },
  { name: 'GET / (HTML, browser)', path: '/', headers: BROWSER },
  { name: 'GET / (HTML, zh cookie, browser)', path: '/', headers: { ...BROWSER, cookie: 'lang=zh; theme=dark' } },
  { name: 'GET / (HTML, no compression)', path: '/', headers: {} },
];

export async function throughVarnish(siteUrl: string, o: Options) {
  const varnish = await startVarnish(shippedVcl(Number(new URL(siteUrl).port)), { core: o.serverCore });
  try {
    const f = (n: number, digits = 1) => n.toFixed(digits);
    for (const target of TARGETS)
      wrk(`${varnish.url}${target.path}`, { seconds: 2, connections: o.connections, core: o.loadCore, headers: target.headers });
    const before = await varnish.stats('MAIN.cache_hit', 'MAIN.cache_miss', 'MAIN.s_pass', 'MAIN.client_req');
    console.log(
      `\nthrough Varnish (shipped VCL, varnishd on core ${o.serverCore}, wrk on core ${o.loadCore}, ${o.connections} connections, ${o.seconds} s per run)`,
    );
    console.log('round  target                          req/s  p50 ms  p99 ms  errors');
    const results = TARGETS.map(() => [] as ReturnType<typeof wrk>[]);
    for (let round = 1; round <= o.rounds; round++) {
      TARGETS.forEach((target, i) => {
        const load = wrk(`${varnish.url}${target.path}`, {
          seconds: o.seconds,
          connections: o.connections,
          core: o.loadCore,
          headers: target.headers,
        });
        results[i]!.push(load);
        console.log(
          `${String(round).padStart(5)}  ${target.name.padEnd(30)} ${f(load.rps, 0).padStart(7)} ${f(load.p50, 2).padStart(7)} ${f(load.p99, 2).padStart(7)} ${String(load.errors).padStart(7)}`,
        );
      });
    }
    const after = await varnish.stats('MAIN.cache_hit', 'MAIN.cache_miss', 'MAIN.s_pass', 'MAIN.client_req');
    const delta = (name: string) => after[name]! - before[name]!;
    const hits = delta('MAIN.cache_hit');
    console.log('\nmedian through Varnish              req/s  p99 ms');
    TARGETS.forEach((target, i) => {
      const runs = results[i]!;
      console.log(
        `${target.name.padEnd(34)} ${f(median(runs.map((r) => r.rps)), 0).padStart(7)} ${f(median(runs.map((r) => r.p99)), 2).padStart(7)}`,
      );
    });
    console.log(
      `hit ratio (varnishstat): ${hits} hits, ${delta('MAIN.cache_miss')} misses, ${delta('MAIN.s_pass')} passes of ${delta('MAIN.client_req')} requests = ${f((hits / Math.max(1, delta('MAIN.client_req'))) * 100, 2)} %`,
    );
  } finally {
    await varnish.stop();
  }
}
