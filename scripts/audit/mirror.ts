// nginx answering each captured request URI (path and query: `/?lang=en` and `/?lang=zh` are two pages) with the very
// response the site gave: its bytes from a file (compressed as the site sent them), its content type (a `types` entry
// per distinct type, the file named with that entry's extension) and the site's headers (one `map` per header, keyed by
// $request_uri; an empty value adds nothing). nginx does no negotiation: it sends the site's brotli or gzip bytes with
// the site's Content-Encoding, as gzip_static would, and needs no brotli module for it. A status without a body (a
// beacon's 204, a redirect) is answered by `return`. Anything not captured is a 404, which the audit then reports.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkNginx, freePort, runNginx, writeNginxConf } from '../../e2e/nginx';
import type { Captured } from './capture';

/** A string for nginx's configuration, quoted. nginx reads `$` as a variable and has no escape for it: refused. */
export function quote(text: string): string {
  if (text.includes('$')) throw new Error(`nginx cannot be given a "$" literally: ${text}`);
  return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/** The files to write under the root (name → bytes) and the `map`s and `server` block that serve them. */
export function mirrorConf(captured: Captured[], opts: { port: number; root: string }): { files: Map<string, Uint8Array>; block: string } {
  // nginx's map matches strings regardless of case: two URIs that differ only in case cannot both be served.
  const lower = new Map<string, string>();
  for (const { uri } of captured) {
    const other = lower.get(uri.toLowerCase());
    if (other !== undefined) throw new Error(`nginx's map cannot tell ${other} from ${uri}`);
    lower.set(uri.toLowerCase(), uri);
  }
  const types = [...new Set(captured.filter((c) => c.body).map((c) => c.type))];
  const files = new Map<string, Uint8Array>();
  const fileMap: string[] = [];
  const statusMap: string[] = [];
  const locationMap: string[] = [];
  // One map per header name and occurrence (a response may repeat a header, as Set-Cookie).
  const headerMaps = new Map<string, { name: string; lines: string[] }>();
  captured.forEach((c, i) => {
    if (!c.body) {
      statusMap.push(`${quote(c.uri)} ${c.status};`);
      if (c.location) locationMap.push(`${quote(c.uri)} ${quote(c.location)};`);
      return;
    }
    const name = `${i}.t${types.indexOf(c.type)}`;
    files.set(name, c.body);
    fileMap.push(`${quote(c.uri)} /${name};`);
    const times = new Map<string, number>();
    for (const [header, value] of c.headers) {
      const n = times.get(header) ?? 0;
      times.set(header, n + 1);
      const key = `${header}\n${n}`;
      if (!headerMaps.has(key)) headerMaps.set(key, { name: header, lines: [] });
      headerMaps.get(key)!.lines.push(`${quote(c.uri)} ${quote(value)};`);
    }
  });
  const map = (variable: string, lines: string[], fallback: string) =>
    `map $request_uri $${variable} {\n  default ${fallback};\n  ${lines.join('\n  ')}\n}`;
  const headers = [...headerMaps.values()];
  const statuses = [...new Set(captured.filter((c) => !c.body).map((c) => c.status))];
  const block = [
    // An article's address is long (/blog/the-spreadsheet-that-ran-a-factory?lang=en): past the default 64 bytes a key.
    'map_hash_bucket_size 256;',
    map('mirror_file', fileMap, '/not-captured'),
    map('mirror_status', statusMap, '""'),
    map('mirror_location', locationMap, '""'),
    ...headers.map((h, i) => map(`mirror_h${i}`, h.lines, '""')),
    `server {
  listen 127.0.0.1:${opts.port};
  root ${opts.root};
  sendfile on;
  tcp_nopush on;
  types { ${types.map((type, i) => `${quote(type)} t${i};`).join(' ')} }
  default_type application/octet-stream;
  location / {
    ${statuses.map((s) => `if ($mirror_status = ${s}) { return ${s}${s >= 300 && s < 400 ? ' $mirror_location' : ''}; }`).join('\n    ')}
    ${headers.map((h, i) => `add_header ${h.name} $mirror_h${i} always;`).join('\n    ')}
    try_files $mirror_file =404;
  }
}`,
  ].join('\n');
  return { files, block };
}

export type Mirror = { url: string; stop: () => Promise<void> };

/** nginx on a free loopback port serving `captured`, in a folder of its own that stop() removes. */
export async function startMirror(captured: Captured[]): Promise<Mirror> {
  const dir = mkdtempSync(join(tmpdir(), 'site-audit-nginx-'));
  try {
    const root = join(dir, 'www');
    const port = freePort();
    const { files, block } = mirrorConf(captured, { port, root });
    mkdirSync(root);
    for (const [name, body] of files) writeFileSync(join(root, name), body);
    const conf = writeNginxConf(dir, block);
    const check = checkNginx(dir, conf);
    if (check.code !== 0) throw new Error(`nginx -t: ${check.said}`);
    const url = `http://127.0.0.1:${port}`;
    const nginx = await runNginx(dir, conf, `${url}/`);
    return {
      url,
      async stop() {
        await nginx.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
