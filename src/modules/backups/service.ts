// Backups as the site takes them: on demand (CLI, admin), on a schedule (BACKUP_EVERY_HOURS, the newest BACKUP_KEEP
// scheduled ones kept), and before an upgrade's migrations. A scheduled backup that fails is logged and its error
// kept for the admin's backups tab until the next one succeeds.
import type { Database } from 'bun:sqlite';
import { join } from 'node:path';
import { backupName, backupsFolder, ensureBackupsFolder, listBackups, pruneScheduled, type BackupKind } from './files';
import { writeSnapshot } from './snapshot';

export function takeBackup(sqlite: Database, dataDir: string, kind: BackupKind, now: number, target?: string) {
  return writeSnapshot(sqlite, target ?? join(ensureBackupsFolder(dataDir), backupName(now, kind)));
}

/** Ms from `now` until the first automatic backup: one period after the newest, at least a minute, at most a period. */
export const firstDueIn = (lastScheduledAt: number | undefined, period: number, now: number) =>
  Math.min(period, Math.max(60_000, (lastScheduledAt ?? 0) + period - now));

export type ScheduleState = { everyHours: number; keep: number; lastError: { at: number; message: string } | null; lastSuccessAt: number | null };

export class BackupSchedule {
  readonly state: ScheduleState;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly opts: { sqlite: Database; dataDir: string; everyHours: number; keep: number; now: () => number; log: (...args: unknown[]) => void },
  ) {
    this.state = { everyHours: opts.everyHours, keep: opts.keep, lastError: null, lastSuccessAt: null };
  }

  /**
   * The next automatic backup is due one period after the newest one, so a site restarted often (every deploy) still
   * backs up on time; one is taken a minute after start when the last is overdue (or there is none).
   */
  start() {
    if (this.timer) return;
    if (this.opts.everyHours <= 0) return this.opts.log('automatic backups are off (BACKUP_EVERY_HOURS=0)');
    const period = this.opts.everyHours * 3_600_000;
    const last = listBackups(this.opts.dataDir).find((b) => b.kind === 'scheduled')?.createdAt;
    const due = firstDueIn(last, period, this.opts.now());
    this.opts.log(`automatic backups every ${this.opts.everyHours} h into ${backupsFolder(this.opts.dataDir)}; the next in ${Math.round(due / 60_000)} min`);
    this.timer = setTimeout(() => {
      this.runOnce();
      this.timer = setInterval(() => this.runOnce(), period);
      this.timer.unref();
    }, due);
    this.timer.unref();
  }

  stop() {
    clearTimeout(this.timer);
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One scheduled backup and the pruning after it; never throws (a failure is logged and kept in `state`). */
  runOnce(): boolean {
    const now = this.opts.now();
    try {
      const { path, size } = takeBackup(this.opts.sqlite, this.opts.dataDir, 'scheduled', now);
      const removed = pruneScheduled(this.opts.dataDir, this.opts.keep);
      this.opts.log(`scheduled backup written: ${path} (${size} bytes)${removed.length ? `; removed ${removed.join(', ')}` : ''}`);
      this.state.lastError = null;
      this.state.lastSuccessAt = now;
      return true;
    } catch (error) {
      const message = (error as Error).message;
      this.opts.log(`scheduled backup failed: ${message}`);
      this.state.lastError = { at: now, message };
      return false;
    }
  }
}
