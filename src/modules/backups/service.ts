// Backups as the site takes them: by hand (admin, CLI; one at a time, the newest BACKUP_KEEP_MANUAL kept), on a
// schedule (BACKUP_EVERY_HOURS, the newest BACKUP_KEEP scheduled ones kept), and before an upgrade's migrations. A
// scheduled backup that fails is logged and its error kept for the admin's backups tab until the next one succeeds.
import type { Database } from 'bun:sqlite';
import { join } from 'node:path';
import { backupName, backupsFolder, ensureBackupsFolder, listBackups, prune, type BackupKind } from './files';
import { holdBackupLock } from './lock';
import { Job, type Timer } from '../../jobs/job';
import { BackupError, writeSnapshot } from './snapshot';

export function takeBackup(sqlite: Database, dataDir: string, kind: BackupKind, now: number, target?: string) {
  return writeSnapshot(sqlite, target ?? join(ensureBackupsFolder(dataDir), backupName(now, kind)));
}

/**
 * The least time between two backups by hand from the admin. Each is a full copy of the database, and the newest
 * BACKUP_KEEP_MANUAL are kept: without it a burst of clicks or requests would make identical copies and push every
 * older backup out. Measured from the newest backup by hand on disk, so one from `site backup` counts too.
 */
export const MANUAL_SPACING_MS = 60_000;

export class BackupBusyError extends BackupError {}
export class BackupTooSoonError extends BackupError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A backup by hand: refused while another one is being written (any process), and when `spaced` within a minute of
 * the newest; then the oldest ones past `keep` are removed. One written to a `target` of the owner's choosing is theirs:
 * it is never counted or pruned.
 */
export function takeManualBackup(sqlite: Database, dataDir: string, opts: { now: number; keep: number; spaced: boolean; target?: string }) {
  const release = holdBackupLock(dataDir);
  if (!release)
    throw new BackupBusyError(
      'Another backup taken by hand (from the admin or `site backup`) is being written right now; try again when it has finished.',
    );
  try {
    const newest = listBackups(dataDir).find((b) => b.kind === 'manual');
    const ago = newest ? opts.now - newest.createdAt : Number.POSITIVE_INFINITY;
    // A backup dated in the future (the clock was set back) does not block: waiting for it could take hours.
    if (opts.spaced && ago >= 0 && ago < MANUAL_SPACING_MS) {
      const wait = Math.ceil((MANUAL_SPACING_MS - ago) / 1000);
      throw new BackupTooSoonError(
        wait,
        `A backup was taken by hand ${Math.floor(ago / 1000)} seconds ago; one a minute at most, so try again in ${wait} seconds.`,
      );
    }
    const written = takeBackup(sqlite, dataDir, 'manual', opts.now, opts.target);
    return { ...written, removed: opts.target === undefined ? prune(dataDir, 'manual', opts.keep) : [] };
  } finally {
    release();
  }
}

/** Ms from `now` until the first automatic backup: one period after the newest, at least a minute, at most a period. */
export const firstDueIn = (lastScheduledAt: number | undefined, period: number, now: number) =>
  Math.min(period, Math.max(60_000, (lastScheduledAt ?? 0) + period - now));

export type ScheduleState = {
  everyHours: number;
  keep: number;
  lastError: { at: number; message: string } | null;
  lastSuccessAt: number | null;
};

export class BackupSchedule {
  readonly state: ScheduleState;
  private readonly job: Job;
  private readonly period: number;

  constructor(
    private readonly opts: {
      sqlite: Database;
      dataDir: string;
      everyHours: number;
      keep: number;
      now: () => number;
      log: (...args: unknown[]) => void;
      timer?: Timer;
    },
  ) {
    this.state = { everyHours: opts.everyHours, keep: opts.keep, lastError: null, lastSuccessAt: null };
    this.period = opts.everyHours * 3_600_000;
    this.job = new Job({
      name: 'scheduled backup',
      run: () => this.runOnce(),
      next: () => opts.now() + this.period,
      now: opts.now,
      log: opts.log,
      timer: opts.timer,
    });
  }

  /**
   * The next automatic backup is due one period after the newest one, so a site restarted often (every deploy) still
   * backs up on time; one is taken a minute after start when the last is overdue (or there is none).
   */
  start() {
    if (this.opts.everyHours <= 0) return this.opts.log('automatic backups are off (BACKUP_EVERY_HOURS=0)');
    const last = listBackups(this.opts.dataDir).find((b) => b.kind === 'scheduled')?.createdAt;
    const due = firstDueIn(last, this.period, this.opts.now());
    this.opts.log(
      `automatic backups every ${this.opts.everyHours} h into ${backupsFolder(this.opts.dataDir)}; the next in ${Math.round(due / 60_000)} min`,
    );
    this.job.start();
    this.job.scheduleIn(due);
  }

  /** No backup starts again; waits for one being written. */
  stop(): Promise<void> {
    return this.job.stop();
  }

  /** One scheduled backup and the pruning after it; never throws (a failure is logged and kept in `state`). */
  runOnce(): boolean {
    const now = this.opts.now();
    try {
      const { path, size } = takeBackup(this.opts.sqlite, this.opts.dataDir, 'scheduled', now);
      const removed = prune(this.opts.dataDir, 'scheduled', this.opts.keep);
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
