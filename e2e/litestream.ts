// Litestream v0.3.13 for the end-to-end tests: the binary from the npm package (a copy made executable if npm left it
// without the bit), the shipped docs/deploy/litestream.yml moved onto this machine (a folder replica in place of the
// bucket, its other settings as shipped), and `litestream replicate -exec` run in a process group of its own, so the
// site it starts can be killed with it in one signal.
import { accessSync, chmodSync, constants, copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PACKAGED = join(import.meta.dir, '..', 'node_modules', '@flydotio', 'litestream-linux-x64', 'litestream');
export const SHIPPED_CONFIG = join(import.meta.dir, '..', 'docs', 'deploy', 'litestream.yml');

/** The Litestream binary, executable; undefined where the package is not installed (not Linux x64). */
export const LITESTREAM: string | undefined = (() => {
  if (!existsSync(PACKAGED)) return undefined;
  try {
    accessSync(PACKAGED, constants.X_OK);
    return PACKAGED;
  } catch {
    const copy = join(mkdtempSync(join(tmpdir(), 'litestream-bin-')), 'litestream');
    copyFileSync(PACKAGED, copy);
    chmodSync(copy, 0o755);
    return copy;
  }
})();

type Shipped = { addr: string; dbs: ({ path: string; replicas: Record<string, unknown>[] } & Record<string, unknown>)[] };

/**
 * The shipped configuration for a test: the database at `dbPath`, metrics at `addr`, and its one replica a folder
 * (`type: file`) instead of S3, keeping the shipped monitor and sync intervals, snapshot interval and retention. Written
 * as JSON, which Litestream's YAML reader takes as it is. Returns the database's entry as written.
 */
export function testConfig(
  file: string,
  opts: { dbPath: string; replicaDir: string; addr: string },
): Record<string, unknown> & { replicas: Record<string, unknown>[] } {
  const shipped = Bun.YAML.parse(readFileSync(SHIPPED_CONFIG, 'utf8')) as Shipped;
  const { replicas, ...db } = shipped.dbs[0]!;
  const replica = { ...replicas[0]! };
  for (const s3Only of ['bucket', 'endpoint', 'region']) delete replica[s3Only];
  const entry = { ...db, path: opts.dbPath, replicas: [{ ...replica, type: 'file', path: opts.replicaDir }] };
  writeFileSync(file, JSON.stringify({ addr: opts.addr, dbs: [entry] }, null, 2));
  return entry;
}

export type Replicating = { url: string; pid: number; output: () => string; killGroup: () => Promise<void> };

/** `litestream replicate -config <config> -exec <site>` in `cwd`, waiting for the site's "listening on". */
export async function replicate(config: string, site: string, opts: { cwd: string; env: Record<string, string> }): Promise<Replicating> {
  const proc = Bun.spawn([LITESTREAM!, 'replicate', '-config', config, '-exec', site], {
    cwd: opts.cwd,
    env: { ...process.env, ...opts.env },
    stdout: 'pipe',
    stderr: 'pipe',
    detached: true, // its own process group: Litestream does not give its child one, and SIGKILL is not passed on
  });
  let output = '';
  const pump = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) if (output.length < 262_144) output += decoder.decode(chunk, { stream: true });
  };
  void pump(proc.stdout);
  void pump(proc.stderr);
  const killGroup = async () => {
    try {
      process.kill(-proc.pid, 'SIGKILL');
    } catch {
      // the group is gone already
    }
    await proc.exited;
  };
  const deadline = Date.now() + 20_000;
  let url: string | undefined;
  while (!url) {
    url = /listening on (http:\/\/\S+)/.exec(output)?.[1]?.replace('localhost', '127.0.0.1');
    if (proc.exitCode !== null || Date.now() > deadline) {
      await killGroup();
      throw new Error(`litestream -exec site did not start:\n${output}`);
    }
    await Bun.sleep(5);
  }
  return { url, pid: proc.pid, output: () => output, killGroup };
}

/** Whether process `pid` is gone (or a zombie waiting to be reaped, which runs nothing). */
export function gone(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') ?? true;
  } catch {
    return true;
  }
}
