// Sends the purges owed to the shared cache: everything due in one request, at once after a change; a failure is
// retried with backoff (1 s, 2 s, … up to 5 min) for a day, then given up and shown to the admin. Its clock and timer
// are injected, so tests never wait for real (decisions 0070, 0080).
import type { Db } from '../../../db/client';
import type { CachePurgeStatus } from '../../contract';
import { EVERY_KEY } from '../../http/shared-cache';
import { Job, type Timer } from '../../jobs/job';
import { dueRows, enqueue, latest, markDone, markFailure, nextDueAt, pendingRows, prune, type PurgeRow } from './queue';
import { sendPurge } from './send';

export const PURGE_RETRY = { firstDelayMs: 1000, maxDelayMs: 5 * 60_000, giveUpAfterMs: 24 * 3_600_000, keepMs: 7 * 24 * 3_600_000 };

/**
 * Each change is purged twice: at once, and again this much later. A page whose render began just before the save
 * (it read the old data) may reach the cache after the first purge, which cannot remove what was not there yet.
 */
export const PURGE_AGAIN_AFTER_MS = 2000;

export const purgeDelay = (attempt: number) => Math.min(PURGE_RETRY.maxDelayMs, PURGE_RETRY.firstDelayMs * 2 ** attempt);

type Options = {
  db: Db;
  /** CACHE_PURGE_URL; without it nothing is kept or sent. */
  target: string | undefined;
  secret: string | undefined;
  /** The page and read URLs a purge of these keys reaches (absolute when the site knows its address). */
  urlsFor: (keys: readonly string[]) => string[];
  sharedSeconds: number;
  now: () => number;
  log: (...args: unknown[]) => void;
  timer?: Timer;
  send?: typeof sendPurge;
};

export class PurgeWorker {
  private readonly job: Job;
  /** Whether the last try failed, so the first success after it says so in the log. */
  private failing = false;

  constructor(private o: Options) {
    this.job = new Job({
      name: 'cache purge',
      run: () => this.sendDue(),
      next: () => nextDueAt(o.db),
      now: o.now,
      log: o.log,
      timer: o.timer,
    });
  }

  /**
   * Starts sending, with everything purged first: a change saved just before a crash, an upgrade's new pages or a
   * restored backup all show through the cache without waiting for its time to run out.
   */
  start() {
    if (!this.o.target) return;
    this.job.start();
    enqueue(this.o.db, [EVERY_KEY], this.o.now());
    this.kick();
  }

  /** Nothing more is scheduled; a request under way finishes. Afterwards runDue still sends (tests drive it). */
  stop(): Promise<void> {
    return this.job.stop();
  }

  /** A change visitors see touched `keys`: the cache in front is told at once (kept first, so a failed try is retried). */
  changed(keys: readonly string[]) {
    if (!this.o.target) return;
    const now = this.o.now();
    enqueue(this.o.db, keys, now);
    enqueue(this.o.db, keys, now, now + PURGE_AGAIN_AFTER_MS);
    this.kick();
  }

  kick() {
    this.job.kick();
  }

  /** Sends what is due now (coalesced with a run under way); tests drive it after moving the clock. */
  runDue(): Promise<void> {
    return this.job.runNow();
  }

  private async sendDue() {
    const { db, target, now } = this.o;
    if (!target) return;
    // Changes saved while a request is under way wait for the next one (runDue is coalesced): at most one at a time.
    for (let rows = dueRows(db, now()); rows.length > 0 && !this.job.stopping; rows = dueRows(db, now())) {
      if (!(await this.sendRows(rows, target))) break;
    }
    prune(db, now() - PURGE_RETRY.keepMs);
  }

  private async sendRows(rows: PurgeRow[], target: string): Promise<boolean> {
    const { db, now } = this.o;
    const keys = [...new Set(rows.flatMap((row) => row.keys.split(' ')))];
    const all = keys.includes(EVERY_KEY) ? [EVERY_KEY] : keys;
    try {
      await (this.o.send ?? sendPurge)({ target, keys: all, urls: this.o.urlsFor(all), secret: this.o.secret, now: now() });
      markDone(db, rows, now());
      if (this.failing) this.o.log(`cache purges reach ${new URL(target).host} again`);
      this.failing = false;
      return true;
    } catch (error) {
      const message = (error as Error).message;
      // Rows kept for a day are given up; younger ones (changes made since) are tried again with the same backoff.
      const old = rows.filter((row) => now() - row.createdAt > PURGE_RETRY.giveUpAfterMs);
      const young = rows.filter((row) => !old.includes(row));
      if (old.length) markFailure(db, old, message, null);
      if (young.length) markFailure(db, young, message, now() + purgeDelay(Math.max(...young.map((row) => row.attempts))));
      if (!this.failing || old.length)
        this.o.log(
          `cache purge failed (${message}); ${old.length ? 'given up after a day' : 'retrying'}: visitors may see the old page until it expires`,
        );
      this.failing = true;
      return false;
    }
  }

  /** What the admin's Shared cache section shows. */
  status(): CachePurgeStatus {
    const { db, target, sharedSeconds } = this.o;
    const iso = (ms: number | null | undefined) => (ms ? new Date(ms).toISOString() : null);
    // Owed now, or being retried; a second purge waiting for its time (PURGE_AGAIN_AFTER_MS) is not news.
    const now = this.o.now();
    const waiting = target ? pendingRows(db).filter((row) => row.nextAttemptAt <= now || row.lastError !== null) : [];
    const failed = latest(db, 'failed');
    const done = latest(db, 'done');
    const trying = waiting.find((row) => row.lastError !== null);
    const problem = trying ?? (failed && (!done || failed.id > done.id) ? failed : undefined);
    return {
      target: target ? new URL(target).host : null,
      sharedSeconds,
      waiting: waiting.length,
      lastDoneAt: iso(done?.doneAt),
      problem: problem
        ? { at: iso(problem.createdAt)!, error: problem.lastError ?? '', attempts: problem.attempts, gaveUp: problem.status === 'failed' }
        : null,
    };
  }
}
