// How email delivery is going, kept across restarts (one app_meta row): every attempt — a notification or a test
// email — records its outcome, and from that and the outbox comes whether mail is stuck (decision 0038).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { MailDelivery, MailProblem } from '../../contract';

const KEY = 'mail_delivery';

/** Since when every attempt has failed (null after a success), and the last failure while that lasts. */
type Kept = { failingSince: number | null; lastFailure: { at: number; problem: MailProblem; detail: string } | null };
const NOTHING_YET: Kept = { failingSince: null, lastFailure: null };

function read(db: Db): Kept {
  try {
    const [row] = db.all<{ value: string }>(sql`SELECT value FROM app_meta WHERE key = ${KEY}`);
    return row ? { ...NOTHING_YET, ...(JSON.parse(row.value) as Partial<Kept>) } : NOTHING_YET;
  } catch {
    return NOTHING_YET; // unreadable: /healthz already reports the database; the warning waits for the next attempt
  }
}

export type Outcome = { ok: true } | { ok: false; problem: MailProblem; detail: string };

/** Records one attempt's outcome. A database that refuses the write must not turn a sent email into a failure. */
export function recordAttempt(db: Db, at: number, outcome: Outcome): void {
  const before = read(db);
  const next: Kept = outcome.ok
    ? NOTHING_YET
    : { failingSince: before.failingSince ?? at, lastFailure: { at, problem: outcome.problem, detail: outcome.detail } };
  try {
    db.run(
      sql`INSERT INTO app_meta (key, value) VALUES (${KEY}, ${JSON.stringify(next)}) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    );
  } catch {
    // Kept for the next attempt to record; the outbox row itself says what happened to its email.
  }
}

/**
 * Stuck: a notification has been waiting longer than `stuckMs` (it should leave within seconds), or every attempt has
 * failed for that long (a 5xx refusal leaves nothing waiting, yet no email gets through). The admin is warned while
 * stuck, and also as soon as the last attempt failed.
 */
export function deliveryState(db: Db, now: number, stuckMs: number): MailDelivery {
  const record = read(db);
  let waiting = 0;
  let oldest: number | null = null;
  try {
    const [row] = db.all<{ n: number; oldest: number | null }>(
      sql`SELECT count(*) AS n, min(created_at) AS oldest FROM outbox WHERE status = 'pending'`,
    );
    waiting = row?.n ?? 0;
    oldest = row?.oldest ?? null;
  } catch {
    // As above: an unreadable database is reported elsewhere.
  }
  const tooLong = (since: number | null) => since !== null && now - since >= stuckMs;
  const stuck = tooLong(oldest) || tooLong(record.failingSince);
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  const failure = record.lastFailure;
  return {
    stuck,
    warn: stuck || failure !== null,
    waiting,
    oldestWaitingAt: iso(oldest),
    failingSince: iso(record.failingSince),
    lastFailure: failure && { at: new Date(failure.at).toISOString(), problem: failure.problem, detail: failure.detail },
    stuckMinutes: stuckMs / 60_000,
  };
}
