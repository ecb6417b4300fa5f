// Litestream v0.3's Prometheus metrics, read for one database: how much of the WAL it has copied aside (its shadow WAL:
// index and size) and how far each replica has uploaded (index and offset). Their difference is what a lost machine
// would lose now, beyond what Litestream has not yet read from the database (at most about a second). The size metric
// is the total of the shadow WAL files kept, not the current file's: the service measures that file (shadow-wal.ts).

export type Position = { index: number; offset: number };
export type DbPositions = { shadow: Position | null; replicas: Map<string, Position> };

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text exposition (comments and malformed lines skipped). */
export function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const found = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line.trim());
    if (!found) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (found[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      labels[key!] = value!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    const value = Number(found[3]);
    if (Number.isFinite(value)) samples.push({ name: found[1]!, labels, value });
  }
  return samples;
}

/** The shadow WAL's and each replica's position for the database at `dbPath` (the `db` label Litestream gives it). */
export function positionsOf(samples: Sample[], dbPath: string): DbPositions {
  const of = (name: string) => samples.filter((s) => s.name === name && s.labels.db === dbPath);
  const shadowIndex = of('litestream_shadow_wal_index')[0];
  const shadowSize = of('litestream_shadow_wal_size')[0];
  const replicas = new Map<string, Position>();
  for (const index of of('litestream_replica_wal_index')) {
    const name = index.labels.name ?? '';
    const offset = of('litestream_replica_wal_offset').find((s) => s.labels.name === name);
    if (offset) replicas.set(name, { index: index.value, offset: offset.value });
  }
  return {
    shadow: shadowIndex && shadowSize ? { index: shadowIndex.value, offset: shadowSize.value } : null,
    replicas,
  };
}

/**
 * Bytes of the shadow WAL a replica lacks: the difference within one WAL index; a replica still on an earlier index
 * lacks at least all of the current one. null when a replica has uploaded nothing since Litestream started.
 */
export function behindBytes(shadow: Position, replica: Position | undefined): number | null {
  if (!replica) return null;
  if (replica.index > shadow.index) return 0;
  if (replica.index < shadow.index) return Math.max(shadow.offset, 1);
  return Math.max(0, shadow.offset - replica.offset);
}
