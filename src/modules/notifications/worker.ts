// The background sender: sends what is due, retries temporary failures with backoff and jitter for two days,
// stops at permanent ones. Its clock, timer and randomness are injected, so tests never wait for real.
import type { Db } from '../../../db/client';
import { findMessage } from '../messages/service';
import { composeNotification } from './compose';
import { isPermanent, reason, type Mailer } from './mailer';
import { dueRows, markFailed, markRetry, markSent, nextDueAt, type OutboxRow } from './outbox';

const SECOND = 1000;
export const RETRY = {
  firstDelayMs: 30 * SECOND,
  maxDelayMs: 60 * 60 * SECOND,
  /** A temporary failure is retried until the notification is this old; then it is marked failed. */
  giveUpAfterMs: 2 * 24 * 60 * 60 * SECOND,
};

/** 30 s, 1 min, 2 min, … up to an hour, each ±20 % so many failed sends do not retry in step. */
export function retryDelay(attempt: number, random: () => number): number {
  const base = Math.min(RETRY.maxDelayMs, RETRY.firstDelayMs * 2 ** attempt);
  return Math.round(base * (0.8 + 0.4 * random()));
}

type Options = {
  db: Db;
  mailer: Mailer | null;
  brand: string;
  now: () => number;
  log: (...args: unknown[]) => void;
  random?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

export class OutboxWorker {
  private timer: unknown = null;
  private running: Promise<void> | null = null;
  /** Not started, or stopped: nothing is scheduled (tests drive runDue themselves). */
  private stopped = true;
  /** Set by stop(): a run in progress finishes its current email and takes no more. */
  private halting = false;

  constructor(private o: Options) {}

  /** Starts sending: rows left pending by an earlier run (or a crash) are picked up now. */
  start() {
    if (!this.o.mailer) return;
    this.stopped = false;
    this.halting = false;
    this.kick();
  }

  /** No new sends; waits for one in progress. */
  async stop() {
    this.stopped = true;
    this.halting = true;
    if (this.timer) (this.o.clearTimer ?? clearTimeout)(this.timer as ReturnType<typeof setTimeout>);
    await this.running;
  }

  /** Something new may be due: run soon (coalesced with a run already under way). */
  kick() {
    if (this.stopped) return;
    void this.runDue().then(() => this.schedule());
  }

  /** Sends every due row once. Safe to call directly (tests do, after moving the clock). */
  runDue(): Promise<void> {
    this.running ??= this.sendDue().finally(() => (this.running = null));
    return this.running;
  }

  private schedule() {
    if (this.stopped) return;
    const due = nextDueAt(this.o.db);
    if (due === null) return;
    if (this.timer) (this.o.clearTimer ?? clearTimeout)(this.timer as ReturnType<typeof setTimeout>);
    const wait = Math.max(0, Math.min(due - this.o.now(), RETRY.maxDelayMs));
    this.timer = (this.o.setTimer ?? setTimeout)(() => this.kick(), wait);
  }

  private async sendDue() {
    const { db, mailer } = this.o;
    if (!mailer) return;
    for (const row of dueRows(db, this.o.now())) {
      if (this.halting) break;
      await this.sendOne(row, mailer);
    }
  }

  private async sendOne(row: OutboxRow, mailer: Mailer) {
    const { db, now } = this.o;
    const message = findMessage(db, row.contactMessageId);
    if (!message) return; // deleted meanwhile; the row went with it
    try {
      await mailer.send({ to: row.toAddress, messageId: row.messageIdHeader, ...composeNotification(message, { brand: this.o.brand }) });
      markSent(db, row.id, now());
    } catch (error) {
      const why = reason(error);
      if (isPermanent(error) || now() - row.createdAt >= RETRY.giveUpAfterMs) {
        markFailed(db, row, why);
        this.o.log('notification failed for good', { outbox: row.id, message: row.contactMessageId, error: why });
      } else {
        markRetry(db, row, why, now() + retryDelay(row.attempts, this.o.random ?? Math.random));
      }
    }
  }
}
