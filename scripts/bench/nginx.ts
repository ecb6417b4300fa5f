// nginx (Debian's package), one worker and a buffered access log, serving the very bytes the site answered, with the
// site's own headers added, so both sides send responses of the same size and type.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const NGINX = '/usr/sbin/nginx';

/** A path nginx serves: the body, its content type, and the extra headers (the site's, as it sent them). */
export type StaticFile = { path: string; body: Uint8Array; type: string; headers: [string, string][] };

/** Headers nginx writes itself (or must not copy): everything else the site sent is added as it was. */
const OWN = new Set([
  'content-type',
  'content-length',
  'date',
  'etag',
  'last-modified',
  'connection',
  'keep-alive',
  'server',
  'transfer-encoding',
]);

/** The headers of a site response that nginx should add to match it. */
export const copiedHeaders = (headers: Headers): [string, string][] => [...headers].filter(([name]) => !OWN.has(name));

export async function startNginx(dir: string, files: StaticFile[], core: number) {
  const www = join(dir, 'www');
  const locations = files.map((file) => {
    const disk = join(www, file.path === '/' ? 'index' : file.path);
    mkdirSync(dirname(disk), { recursive: true });
    writeFileSync(disk, file.body);
    const adds = file.headers.map(([name, value]) => `add_header ${name} '${value.replaceAll("'", "\\'")}' always;`).join(' ');
    return `location = ${file.path} { default_type '${file.type}'; types { } ${adds} try_files /${disk.slice(www.length + 1)} =404; }`;
  });
  const port = 20000 + Math.floor(Math.random() * 20000);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1; worker_cpu_affinity ${1 << core}; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log ${dir}/access.log combined buffer=64k flush=1s; sendfile on; tcp_nopush on; keepalive_requests 1000000;
  server { listen 127.0.0.1:${port}; root ${www};
    ${locations.join('\n    ')}
  } }`,
  );
  Bun.spawnSync(['chmod', '-R', 'a+rX', dir]); // nginx workers run as an unprivileged user
  const proc = Bun.spawn(['taskset', '-c', String(core), NGINX, '-c', join(dir, 'nginx.conf'), '-p', dir], {
    stdout: 'ignore',
    stderr: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if ((await fetch(`${url}${files[0]!.path}`).catch(() => null))?.ok) break;
    await Bun.sleep(10);
  }
  return { url, stop: () => proc.kill('SIGQUIT') };
}
