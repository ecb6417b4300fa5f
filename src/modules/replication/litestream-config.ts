// Litestream's configuration file, read for the little the site needs to report on replication: whether it lists this
// site's database, where each of its replicas is, and `addr:`, where Litestream serves its metrics.
import { readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/** `metaPath`: the folder where Litestream keeps its shadow WAL for this database (`meta-path:`, else beside it). */
export type LitestreamSetup = { dbPath: string; metaPath: string; addr: string | null; replicas: string[] };
export type SetupProblem = 'unreadable' | 'unlisted';

type Replica = { type?: string; url?: string; bucket?: string; path?: string; endpoint?: string };
type Parsed = { addr?: unknown; dbs?: { path?: unknown; 'meta-path'?: unknown; replicas?: Replica[] }[] };

/** Litestream expands $VAR and ${VAR} from its environment in the whole file (Go's os.ExpandEnv); so does the site. */
const expand = (text: string, env: Record<string, string | undefined>) =>
  text.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, braced: string | undefined, bare: string | undefined) => env[braced ?? bare!] ?? '');

/** Where a replica is, for the admin: its URL without any credentials in it, else its type and place. */
export function describeReplica(replica: Replica): string {
  if (replica.url) {
    try {
      const url = new URL(replica.url);
      url.username = '';
      url.password = '';
      return url.toString();
    } catch {
      return replica.url.replace(/\/\/[^@/]*@/, '//');
    }
  }
  const type = replica.type ?? 'file';
  if (type === 'file') return `file ${replica.path ?? ''}`.trim();
  const place = [replica.bucket, replica.path].filter(Boolean).join('/');
  const endpoint = replica.endpoint ? ` (${replica.endpoint.replace(/\/\/[^@/]*@/, '//')})` : '';
  return `${type}://${place}${endpoint}`;
}

/**
 * The part of Litestream's configuration at `file` that concerns the database `dbFile`, or what is wrong with it: the
 * file cannot be read as YAML with a `dbs:` list (`unreadable`), or no entry's `path` is this database (`unlisted`).
 */
export function readLitestreamSetup(
  file: string,
  dbFile: string,
  env: Record<string, string | undefined> = process.env,
): LitestreamSetup | SetupProblem {
  let parsed: Parsed;
  try {
    parsed = Bun.YAML.parse(expand(readFileSync(file, 'utf8'), env)) as Parsed;
  } catch {
    return 'unreadable';
  }
  if (!parsed || typeof parsed !== 'object' || !Array.isArray(parsed.dbs)) return 'unreadable';
  const wanted = resolve(dbFile);
  const db = parsed.dbs.find((entry) => typeof entry?.path === 'string' && resolve(entry.path) === wanted);
  if (!db) return 'unlisted';
  const metaPath = db['meta-path'];
  return {
    dbPath: wanted,
    metaPath:
      typeof metaPath === 'string' && metaPath.trim() ? resolve(metaPath.trim()) : join(dirname(wanted), `.${basename(wanted)}-litestream`),
    addr: typeof parsed.addr === 'string' && parsed.addr.trim() ? parsed.addr.trim() : null,
    replicas: (db.replicas ?? []).map(describeReplica),
  };
}

/** The metrics address Litestream serves for `addr:` (":9090" is every interface; the site asks on loopback). */
export function metricsUrl(addr: string): string {
  const at = addr.lastIndexOf(':');
  const host = addr.slice(0, at).replace(/^\[|\]$/g, '');
  const port = addr.slice(at + 1);
  const asked = host === '' || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${asked.includes(':') ? `[${asked}]` : asked}:${port}/metrics`;
}
