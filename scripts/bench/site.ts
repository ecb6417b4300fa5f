// The built binary for the benches: pinned to one core, its log going to a file (as a service's log goes to the
// journal, never through the bench's own process), stopped by its PID.
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

export type BenchSite = { url: string; pid: number; startMs: number; stop: () => Promise<void> };

export async function startSite(binary: string, dir: string, core: number, env: Record<string, string> = {}): Promise<BenchSite> {
  const log = join(dir, `site-${Date.now()}.log`);
  const fd = openSync(log, 'a'); // both streams, appended: start-up lines and the request log in order
  const began = performance.now();
  const proc = Bun.spawn(['taskset', '-c', String(core), binary], {
    cwd: dir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: join(dir, 'data'),
      ADMIN_PASSWORD: 'bench-password-1',
      BACKUP_EVERY_HOURS: '0',
      ...env,
    },
    stdout: fd,
    stderr: fd,
  });
  closeSync(fd);
  const deadline = Date.now() + 15_000;
  let url: string | undefined;
  while (!url) {
    const text = await Bun.file(log)
      .text()
      .catch(() => '');
    url = /listening on (http:\/\/\S+)/.exec(text)?.[1]?.replace('localhost', '127.0.0.1');
    if (proc.exitCode !== null || Date.now() > deadline) throw new Error(`the site did not start:\n${text}`);
    if (!url) await Bun.sleep(1);
  }
  // Started means answering: the first 200 of the public JSON.
  for (;;) {
    const res = await fetch(`${url}/api/services`).catch(() => null);
    if (res?.status === 200) {
      await res.arrayBuffer();
      break;
    }
    await Bun.sleep(1);
  }
  return {
    url,
    pid: proc.pid,
    startMs: performance.now() - began,
    async stop() {
      proc.kill('SIGTERM');
      await proc.exited;
    },
  };
}
