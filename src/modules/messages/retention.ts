// Visitors' messages kept no longer than the owner chose (the messageRetentionDays setting; blank, the default, keeps
// them all): an hourly sweep deletes older ones, their notifications with them, and logs how many; the same sweep
// removes activity log entries older than AUDIT_KEEP_DAYS, versions in history older than HISTORY_KEEP_DAYS and page views
// older than ANALYTICS_KEEP_DAYS.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { SPAM_KEEP_DAYS } from '../../contract';
import { getSetting } from '../settings/service';
import { pruneAudit } from '../audit/service';
import { HISTORY_KEPT_NEWEST, pruneHistory } from '../revisions/service';
import { pruneViews } from '../insights/retention';
import { Job, type Timer } from '../../jobs/job';

const HOUR = 3_600_000;
/** The first sweep this long after the start, out of the way of the start's own work. */
const FIRST_AFTER_MS = 60_000;

/** Deletes the messages older than the retention; how many went (0 when messages are kept). */
export function pruneOldMessages(db: Db, now: number): number {
  const days = Number(getSetting(db, 'messageRetentionDays'));
  if (!Number.isInteger(days) || days <= 0) return 0;
  return db.all<{ id: number }>(sql`DELETE FROM contact_messages WHERE created_at < ${now - days * 86_400_000} RETURNING id`).length;
}

/** Spam empties itself (decision 0108): what went there over `spamKeepDays` days ago (30 when unset) is deleted. */
export function pruneSpam(db: Db, now: number): number {
  const days = Number(getSetting(db, 'spamKeepDays')) || SPAM_KEEP_DAYS;
  return db.all<{ id: number }>(sql`DELETE FROM contact_messages WHERE spam_at < ${now - days * 86_400_000} RETURNING id`).length;
}

export class RetentionSweep {
  private readonly job: Job;
  constructor(
    private readonly opts: {
      db: Db;
      now: () => number;
      log: (...args: unknown[]) => void;
      auditKeepDays: number;
      historyKeepDays: number;
      analyticsKeepDays: number;
      timer?: Timer;
    },
  ) {
    this.job = new Job({
      name: 'retention sweep',
      run: () => this.runOnce(),
      next: () => opts.now() + HOUR,
      now: opts.now,
      log: opts.log,
      timer: opts.timer,
    });
  }

  /** One sweep; never throws (a failure is logged, the next sweep tries again). */
  runOnce(): number {
    try {
      const removed = pruneOldMessages(this.opts.db, this.opts.now());
      if (removed) this.opts.log(`deleted ${removed} contact message(s) older than the retention setting`);
      const spam = pruneSpam(this.opts.db, this.opts.now());
      if (spam) this.opts.log(`deleted ${spam} message(s) from Spam older than its setting (30 days unless set)`);
      const aged = pruneAudit(this.opts.db, this.opts.now(), this.opts.auditKeepDays);
      if (aged) this.opts.log(`removed ${aged} activity log entr${aged === 1 ? 'y' : 'ies'} older than AUDIT_KEEP_DAYS`);
      const versions = pruneHistory(this.opts.db, this.opts.now(), this.opts.historyKeepDays);
      if (versions)
        this.opts.log(
          `removed ${versions} version(s) from history older than HISTORY_KEEP_DAYS (the newest ${HISTORY_KEPT_NEWEST} of each thing stay)`,
        );
      return removed;
    } catch (error) {
      this.opts.log('message retention sweep failed:', (error as Error).message);
      return 0;
    } finally {
      this.pruneViews(); // on its own: a failure above must not keep raw page views past their time
    }
  }

  private pruneViews() {
    try {
      const views = pruneViews(this.opts.db, this.opts.now(), this.opts.analyticsKeepDays);
      if (views) this.opts.log(`removed ${views} page view(s) older than ANALYTICS_KEEP_DAYS (their daily figures stay)`);
    } catch (error) {
      this.opts.log('page view retention sweep failed:', (error as Error).message);
    }
  }

  /** A sweep a minute after the start, then hourly. */
  start() {
    this.job.start();
    this.job.scheduleIn(FIRST_AFTER_MS);
  }

  stop(): Promise<void> {
    return this.job.stop();
  }
}
