// The site's health as a monitor needs it: the database takes a write (a real, committed one, at most once a second
// however often it is asked), the data folder's disk has DISK_FREE_MIN_MB free (a probe write can still fit in the
// write-ahead log of a full disk, so free space is read too), the notification emails waiting or given up on, and
// whether email is stuck (degraded: the site still serves, so the status code stays 200).
import { sql } from 'drizzle-orm';
import type { HealthDetails } from '../../contract';
import type { Db } from '../../../db/client';
import { BUILD } from '../../version';
import { deliveryState } from '../notifications/delivery';
import type { DiskSpace } from '../storage/disk';

const PROBE_EVERY_MS = 1000;
const MiB = 1024 * 1024;

export class HealthProbe {
  private last: { at: number; writable: boolean } | null = null;

  constructor(
    private readonly db: Db,
    private readonly startedAt: number,
    private readonly disk: DiskSpace,
    private readonly diskFreeMinBytes: number,
    /** MAIL_STUCK_MINUTES in ms; null when the server sends no email (no SMTP_URL). */
    private readonly mailStuckMs: number | null,
  ) {}

  private writable(now: number): boolean {
    if (this.last && now - this.last.at < PROBE_EVERY_MS) return this.last.writable;
    let writable = true;
    try {
      this.db.run(
        sql`INSERT INTO app_meta (key, value) VALUES ('health_probe', ${String(now)}) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      );
    } catch {
      writable = false;
    }
    this.last = { at: now, writable };
    return writable;
  }

  /** Everything but replication, which the route reads (asynchronously, and only for those who may see it). */
  read(now: number): Omit<HealthDetails, 'replication'> {
    const writable = this.writable(now);
    const free = this.disk.freeBytes();
    const low = free !== null && free < this.diskFreeMinBytes;
    const outbox = { pending: 0, failed: 0 };
    try {
      const rows = this.db.all<{ status: 'pending' | 'failed'; n: number }>(
        sql`SELECT status, count(*) AS n FROM outbox WHERE status IN ('pending', 'failed') GROUP BY status`,
      );
      for (const row of rows) outbox[row.status] = row.n;
    } catch {
      // A database that cannot be read is already reported as not ok.
    }
    const mail = this.mailStuckMs === null ? 'off' : deliveryState(this.db, now, this.mailStuckMs).stuck ? 'degraded' : 'ok';
    return {
      status: !writable || low ? 'unavailable' : mail === 'degraded' ? 'degraded' : 'ok',
      ...BUILD,
      uptimeS: Math.floor((now - this.startedAt) / 1000),
      database: writable ? 'ok' : 'unwritable',
      disk: low ? 'low' : 'ok',
      diskFreeMb: free === null ? null : Math.floor(free / MiB),
      outbox,
      mail,
    };
  }
}
