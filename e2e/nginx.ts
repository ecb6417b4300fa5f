// nginx for a test: a server block of docs/deploy.md (its paths and ports already moved by the caller) wrapped in a
// configuration of its own prefix, checked with `nginx -t`, then run in the foreground and stopped by its PID.
import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync);

/** A TCP port nothing listens on right now, on `hostname`. */
export function freePort(hostname = '127.0.0.1'): number {
  const probe = Bun.listen({ hostname, port: 0, socket: { data() {} } });
  const { port } = probe;
  probe.stop(true);
  return port;
}

/** Whether this machine can listen on the IPv6 loopback (a container may have none). */
export function hasIpv6Loopback(): boolean {
  try {
    freePort('::1');
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes `dir`/nginx.conf: `http` holds the guide's block as Debian's nginx.conf includes a site, and everything nginx
 * would write elsewhere (pid, logs, request bodies) stays in `dir`. Returns the configuration's path.
 */
export function writeNginxConf(dir: string, block: string): string {
  // Workers run as an unprivileged user when the test runs as root: they must reach the folder and the files served.
  chmodSync(dir, 0o755);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${join(dir, `${kind}-temp`)};`)
    .join('\n');
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\naccess_log off;\n${temp}\n${block}\n}\n`);
  return conf;
}

/** `nginx -t` on the configuration: its exit code and what it said (nothing, with -q, when all is well). */
export function checkNginx(dir: string, conf: string): { code: number; said: string } {
  const check = Bun.spawnSync([NGINX!, '-t', '-q', '-p', dir, '-c', conf], { stderr: 'pipe' });
  return { code: check.exitCode, said: check.stderr.toString().trim() };
}

export type RunningNginx = { pid: number; stop: () => Promise<void> };

/** Runs nginx in the foreground until `ready` (a URL it serves) answers; stopped by its PID (SIGQUIT: a graceful stop). */
export async function runNginx(dir: string, conf: string, ready: string): Promise<RunningNginx> {
  const proc = Bun.spawn([NGINX!, '-p', dir, '-c', conf, '-g', 'daemon off;'], { stdout: 'ignore', stderr: 'pipe' });
  const stop = async () => {
    if (proc.exitCode === null) proc.kill('SIGQUIT');
    await proc.exited;
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answered = await fetch(ready, { redirect: 'manual', tls: { rejectUnauthorized: false } }).catch(() => null);
    if (answered) break;
    if (proc.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not start: ${await new Response(proc.stderr).text()}`);
    }
    await Bun.sleep(20);
  }
  return { pid: proc.pid, stop };
}
