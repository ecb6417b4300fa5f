// The background sender: sends what is due (a message's notification to the owner, a reply to its sender), retries
// temporary failures with backoff and jitter for two days, stops at permanent ones. Its clock, timer and randomness are injected, so tests never wait for real; the message a
// notification announces is read through the function it is handed (decision 0080).
import type { Db } from '../../../db/client';
import type { ContactMessage } from '../../contract';
import { Job, type Timer } from '../../jobs/job';
import { composeNotification } from './compose';
import { recordAttempt } from './delivery';
import { isPermanent, type Email, type Mailer } from './mailer';
import { dueRows, makeAllDue, makeChannelDue, markFailed, markRetry, markSent, nextDueAt, type OutboxRow } from './outbox';
import { detailOf, problemOf } from './problem';

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
  /** The message a notification announces; null once it is deleted. */
  findMessage: (id: number) => ContactMessage | null;
  /** A reply's email from its row (decision 0106); null once the reply or its message is gone. */
  replyEmail?: (row: OutboxRow) => Omit<Email, 'from' | 'to' | 'messageId'> | null;
  /** A reply went out: its message is replied from then. */
  onReplySent?: (row: OutboxRow, at: number) => void;
  /**
   * Sends a channel's announcement (decision 0107): false when its message is gone; throws an error with `permanent`
   * (and `retryAfterMs` when the provider said) when the provider refused.
   */
  channelSend?: (row: OutboxRow) => Promise<boolean>;
  timer?: Timer;
};

export class OutboxWorker {
  /** Not started: nothing is scheduled (tests drive runDue themselves). */
  private readonly job: Job;

  constructor(private o: Options) {
    this.job = new Job({
      name: 'outgoing email',
      run: () => this.sendDue(),
      next: () => nextDueAt(o.db, o.mailer !== null),
      now: o.now,
      log: o.log,
      timer: o.timer,
    });
  }

  /** Starts sending: rows left pending by an earlier run (or a crash) are picked up now. */
  start() {
    this.job.start();
    this.kick();
  }

  /** No new sends; waits for one in progress (it finishes its current email and takes no more). */
  stop(): Promise<void> {
    return this.job.stop();
  }

  /** Something new may be due: run soon (coalesced with a run already under way). */
  kick() {
    this.job.kick();
  }

  /** Mail works again (a test email went out): every notification waiting is tried now, not at its backoff's time. */
  retryNow() {
    makeAllDue(this.o.db, this.o.now());
    this.kick();
  }

  /** Sends every due row once. Safe to call directly (tests do, after moving the clock). */
  runDue(): Promise<void> {
    return this.job.runNow();
  }

  private async sendDue() {
    const { db, mailer } = this.o;
    for (const row of dueRows(db, this.o.now(), mailer !== null)) {
      if (this.job.stopping) break;
      if (row.kind === 'channel') await this.sendChannel(row);
      else if (mailer) await this.sendOne(row, mailer);
    }
  }

  /** A channel's announcement: retried as an email is; a success after failures sends what waits for it now. */
  private async sendChannel(row: OutboxRow) {
    const { db, now } = this.o;
    const what = `${row.channel} notification ${row.id} (message ${row.contactMessageId})`;
    try {
      if (!(await this.o.channelSend?.(row))) return;
      markSent(db, row.id, now());
      if (row.attempts > 0) {
        this.o.log(`${what}: sent at attempt ${row.attempts + 1}`);
        makeChannelDue(db, row.channel!, now());
      }
    } catch (error) {
      const { permanent = false, retryAfterMs = null } = error as { permanent?: boolean; retryAfterMs?: number | null };
      const detail = (error as Error).message;
      const at = now();
      const head = `${what}: attempt ${row.attempts + 1} failed: ${detail}`;
      if (permanent || at - row.createdAt >= RETRY.giveUpAfterMs) {
        markFailed(db, row, detail);
        this.o.log(`${head}; not retried: ${permanent ? 'the provider refused it for good' : 'it has failed for two days'}`);
      } else {
        const next = at + Math.max(retryDelay(row.attempts, this.o.random ?? Math.random), retryAfterMs ?? 0);
        markRetry(db, row, detail, next);
        this.o.log(`${head}; next try at ${new Date(next).toISOString()} (in ${inWords(next - at)})`);
      }
    }
  }

  /** What the row sends; null when what it carries is gone (deleted meanwhile: the row went with it). */
  private emailOf(row: OutboxRow): Omit<Email, 'from' | 'to' | 'messageId'> | null {
    if (row.kind === 'reply') return this.o.replyEmail?.(row) ?? null;
    const message = this.o.findMessage(row.contactMessageId);
    return message && composeNotification(message, { brand: this.o.brand });
  }

  private async sendOne(row: OutboxRow, mailer: Mailer) {
    const { db, now } = this.o;
    const email = this.emailOf(row);
    if (!email) return;
    const what = row.kind === 'reply' ? `reply ${row.replyId}` : `email notification ${row.id}`;
    try {
      await mailer.send({ to: row.toAddress, messageId: row.messageIdHeader, ...email });
      markSent(db, row.id, now());
      if (row.kind === 'reply') this.o.onReplySent?.(row, now());
      recordAttempt(db, now(), { ok: true });
      // After failures, the line that says it is over.
      if (row.attempts > 0) this.o.log(`${what} (message ${row.contactMessageId}): sent at attempt ${row.attempts + 1}`);
    } catch (error) {
      const detail = detailOf(error, mailer.secrets);
      const at = now();
      recordAttempt(db, at, { ok: false, problem: problemOf(error), detail });
      // One line per failed attempt, so a mail server that is down shows in the log at once, not two days later.
      const head = `${what} (message ${row.contactMessageId}): attempt ${row.attempts + 1} failed: ${detail}`;
      const permanent = isPermanent(error);
      if (permanent || at - row.createdAt >= RETRY.giveUpAfterMs) {
        markFailed(db, row, detail);
        const why = permanent ? 'the mail server refused it for good' : 'it has failed for two days';
        const again = row.kind === 'reply' ? '"Try again" under the reply' : '"Resend"';
        this.o.log(`${head}; not retried: ${why} (the message is kept; ${again} in the admin tries again)`);
      } else {
        const next = at + retryDelay(row.attempts, this.o.random ?? Math.random);
        markRetry(db, row, detail, next);
        this.o.log(`${head}; next try at ${new Date(next).toISOString()} (in ${inWords(next - at)})`);
      }
    }
  }
}

/** "45 s", "4 min", "1 h". */
function inWords(ms: number): string {
  if (ms < 90 * SECOND) return `${Math.round(ms / SECOND)} s`;
  if (ms < 90 * 60 * SECOND) return `${Math.round(ms / (60 * SECOND))} min`;
  return `${Math.round(ms / (3600 * SECOND))} h`;
}
