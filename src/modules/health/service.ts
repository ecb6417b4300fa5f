// The site's health as a monitor needs it: the database takes a write (a real, committed one, at most once a second
// however often it is asked), and the notification emails waiting or given up on.
import { sql } from 'drizzle-orm';
import type { Health } from '../../contract';
import type { Db } from '../../../db/client';
import { VERSION } from '../../version';

const PROBE_EVERY_MS = 1000;

export class HealthProbe {
  private last: { at: number; writable: boolean } | null = null;

  constructor(private readonly db: Db, private readonly startedAt: number) {}

  private writable(now: number): boolean {
    if (this.last && now - this.last.at < PROBE_EVERY_MS) return this.last.writable;
    let writable = true;
    try {
      this.db.run(sql`INSERT INTO app_meta (key, value) VALUES ('health_probe', ${String(now)}) ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
    } catch {
      writable = false;
    }
    this.last = { at: now, writable };
    return writable;
  }

  read(now: number): Health {
    const writable = this.writable(now);
    const outbox = { pending: 0, failed: 0 };
    try {
      const rows = this.db.all<{ status: 'pending' | 'failed'; n: number }>(sql`SELECT status, count(*) AS n FROM outbox WHERE status IN ('pending', 'failed') GROUP BY status`);
      for (const row of rows) outbox[row.status] = row.n;
    } catch {
      // A database that cannot be read is already reported as not ok.
    }
    return { status: writable ? 'ok' : 'unavailable', version: VERSION, uptimeS: Math.floor((now - this.startedAt) / 1000), database: writable ? 'ok' : 'unwritable', outbox };
  }
}
