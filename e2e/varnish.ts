// Real Varnish for a test: the shipped docs/deploy/varnish.vcl with its backend moved to the site's port, run in the
// foreground in a folder of its own and stopped by its PID; its counters read with varnishstat.
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './nginx';

export const VARNISHD = '/usr/sbin/varnishd';
export const HAS_VARNISH = existsSync(VARNISHD);
export const SHIPPED_VCL = join(import.meta.dir, '..', 'docs', 'deploy', 'varnish.vcl');

/** The shipped VCL with the site on `sitePort`: the one line docs/deploy.md asks a self-hoster to check. */
export function shippedVcl(sitePort: number): string {
  const text = readFileSync(SHIPPED_VCL, 'utf8');
  const moved = text.replace('.port = "3000";', `.port = "${sitePort}";`);
  if (moved === text) throw new Error(`${SHIPPED_VCL} no longer names .port = "3000": update e2e/varnish.ts`);
  return moved;
}

export type Varnish = {
  url: string;
  port: number;
  /** The listener that takes the site's purges (`-a purge=…`, as docs/deploy.md section 13 starts Varnish). */
  purgeUrl: string;
  /** The named counters (MAIN.cache_hit, MAIN.cache_miss, MAIN.s_pass, …) once the last requests are counted. */
  stats: (...names: string[]) => Promise<Record<string, number>>;
  stop: () => Promise<void>;
};

/**
 * varnishd with `vcl` on `port`, and its purge listener on `purgePort` (free ones unless given: a site that purges it
 * must know it first), in a folder of its own (0755: as root it runs as its own user, which must read it).
 */
export async function startVarnish(vcl: string, opts: { port?: number; purgePort?: number; core?: number } = {}): Promise<Varnish> {
  const port = opts.port ?? freePort();
  const purgePort = opts.purgePort ?? freePort();
  const dir = mkdtempSync(join(tmpdir(), 'varnish-'));
  chmodSync(dir, 0o755);
  const file = join(dir, 'site.vcl');
  writeFileSync(file, vcl, { mode: 0o644 });
  const work = join(dir, 'work');
  // Pinned to one core (the benches): its worker processes inherit it.
  const pin = opts.core === undefined ? [] : ['taskset', '-c', String(opts.core)];
  const listen = ['-a', `127.0.0.1:${port}`, '-a', `purge=127.0.0.1:${purgePort}`];
  const proc = Bun.spawn([...pin, VARNISHD, '-F', ...listen, '-f', file, '-n', work, '-s', 'malloc,64m', '-T', 'none'], {
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const stop = async () => {
    if (proc.exitCode === null) proc.kill('SIGTERM');
    await proc.exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000; // it compiles the VCL with the C compiler first
  while (!(await fetch(`${url}/healthz`).catch(() => null))) {
    if (proc.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`varnishd did not start: ${await new Response(proc.stdout).text()}${await new Response(proc.stderr).text()}`);
    }
    await Bun.sleep(50);
  }
  const stats = async (...names: string[]) => {
    // Worker threads hand their counts in when they fall idle: half a second after the last request they have.
    await Bun.sleep(600);
    const read = Bun.spawnSync(['varnishstat', '-n', work, '-1', ...names.flatMap((name) => ['-f', name])], { stdout: 'pipe' });
    const counters: Record<string, number> = {};
    for (const line of read.stdout.toString().split('\n')) {
      const [name, value] = line.trim().split(/\s+/);
      if (name && value) counters[name] = Number(value);
    }
    return counters;
  };
  return { url, port, purgeUrl: `http://127.0.0.1:${purgePort}/`, stats, stop };
}
