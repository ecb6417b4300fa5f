// Whether the site's database is being replicated by Litestream and how far behind it is, when that can be read
// (decision 0071): LITESTREAM_CONFIG names Litestream's configuration; its `addr:` metrics give the positions. Read at
// most once every two seconds however often /healthz is asked, with a short timeout, so a flood of health checks or a
// stopped Litestream cannot slow the site.
import { join } from 'node:path';
import type { ReplicationOverview, ReplicationStatus } from '../../contract';
import { metricsUrl, readLitestreamSetup } from './litestream-config';
import { behindBytes, parseMetrics, positionsOf } from './metrics';
import { currentShadowWalSize } from './shadow-wal';

const READ_EVERY_MS = 2000;
const METRICS_TIMEOUT_MS = 1000;

export type ReplicationOptions = {
  /** LITESTREAM_CONFIG; null when replication is not configured. */
  configFile: string | null;
  dataDir: string;
  now: () => number;
  /** How the metrics are fetched (tests pass a real server's address in the file; this is for a refused connection). */
  fetch?: typeof fetch;
  env?: Record<string, string | undefined>;
};

export class ReplicationWatch {
  private last: { at: number; overview: ReplicationOverview } | null = null;
  private pending: Promise<ReplicationOverview> | null = null;
  private caughtUpAt: number | null = null;

  constructor(private readonly options: ReplicationOptions) {}

  /** The overview, read anew when the last reading is older than two seconds. */
  read(): Promise<ReplicationOverview> {
    const now = this.options.now();
    if (this.last && now - this.last.at < READ_EVERY_MS) return Promise.resolve(this.last.overview);
    this.pending ??= this.readNow(now).finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** What a monitor may know: the state and the figures, not where the replicas are. */
  async status(): Promise<ReplicationStatus> {
    const { state, behindBytes, caughtUpAt } = await this.read();
    return { state, behindBytes, caughtUpAt };
  }

  private async readNow(now: number): Promise<ReplicationOverview> {
    const overview = await this.measure(now);
    this.last = { at: now, overview };
    return overview;
  }

  private async measure(now: number): Promise<ReplicationOverview> {
    const blank = { behindBytes: null, caughtUpAt: null, replicas: [] as string[] };
    const { configFile, dataDir } = this.options;
    if (!configFile) return { state: 'off', ...blank };
    const setup = readLitestreamSetup(configFile, join(dataDir, 'site.db'), this.options.env);
    if (typeof setup === 'string') return { state: setup, ...blank };
    const known = { ...blank, replicas: setup.replicas };
    if (!setup.addr) return { state: 'unknown', ...known };
    let text: string;
    try {
      const res = await (this.options.fetch ?? fetch)(metricsUrl(setup.addr), { signal: AbortSignal.timeout(METRICS_TIMEOUT_MS) });
      if (!res.ok) throw new Error(`metrics answered ${res.status}`);
      text = await res.text();
    } catch {
      return { state: 'unreachable', ...known, caughtUpAt: this.caughtUpAt };
    }
    const positions = positionsOf(parseMetrics(text), setup.dbPath);
    // Litestream answers but has not read the database yet (it does within a second of starting).
    if (!positions.shadow) return { state: 'behind', ...known, caughtUpAt: this.caughtUpAt };
    // The metrics' shadow size is the total of the files Litestream keeps; the current file's size is what a
    // replica's offset is measured against (shadow-wal.ts). Without Litestream's folder the total stands (cautious).
    const current = currentShadowWalSize(setup.metaPath, positions.shadow.index);
    const shadow = current === null ? positions.shadow : { index: positions.shadow.index, offset: current };
    const behind = [...positions.replicas.keys()].length
      ? [...positions.replicas.values()].map((replica) => behindBytes(shadow, replica))
      : [null];
    const worst = behind.includes(null) ? null : Math.max(...(behind as number[]));
    if (worst === 0) this.caughtUpAt = now;
    return { state: worst === 0 ? 'current' : 'behind', ...known, behindBytes: worst, caughtUpAt: this.caughtUpAt };
  }
}

/**
 * Replication that a monitor should hear about: configured but not running, or a replica that has not caught up for
 * `lagMs` (counted from the site's start when it has not caught up since).
 */
export function replicationTrouble(status: ReplicationStatus, now: number, startedAt: number, lagMs: number): boolean {
  if (status.state === 'unreachable') return true;
  return status.state === 'behind' && now - (status.caughtUpAt ?? startedAt) > lagMs;
}
