// The outbox: notification rows written with their message, picked up when due, and their state for the admin.
import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import { notificationChannels, outbox } from '../../../db/schema';
import type { Conn, Db } from '../../../db/client';
import type { ContactMessage, NotificationState } from '../../contract';

export type OutboxRow = typeof outbox.$inferSelect;

/** Where a notification goes, or why none is sent (settings/service.ts, read by sign-in's security alerts too). */
export { notificationRecipient, notificationTarget } from '../settings/service';

/** Queues a reply to the sender (decision 0106); call inside the transaction that stores the reply. */
export function enqueueReply(tx: Conn, reply: { messageId: number; replyId: number; to: string; domain: string }, now: number): OutboxRow {
  return tx
    .insert(outbox)
    .values({
      kind: 'reply',
      contactMessageId: reply.messageId,
      replyId: reply.replyId,
      toAddress: reply.to,
      // Stable per reply: a retry after a crash sends the same Message-ID.
      messageIdHeader: `<reply-${reply.messageId}.${reply.replyId}@${reply.domain}>`,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning()
    .get();
}

/** The row sending a reply, the newest when it was sent again. */
export const replyRow = (db: Conn, replyId: number): OutboxRow | undefined =>
  db.select().from(outbox).where(eq(outbox.replyId, replyId)).orderBy(desc(outbox.id)).limit(1).get();

/** A failed reply due again now, its attempts counted from nothing (same Message-ID: it never reached anyone). */
export function retryRow(db: Conn, id: number, now: number): void {
  db.update(outbox)
    .set({ status: 'pending', nextAttemptAt: now, attempts: 0, lastError: null, createdAt: now })
    .where(eq(outbox.id, id))
    .run();
}

/**
 * Queues the message's announcement on every channel switched on (decision 0107); call inside the transaction that
 * stores the message. A channel row's address is the message's place in the admin, which the announcement links to.
 */
export function enqueueChannels(tx: Conn, messageId: number, adminUrl: string, now: number): number {
  const kinds = tx
    .select({ kind: notificationChannels.kind })
    .from(notificationChannels)
    .where(eq(notificationChannels.enabled, true))
    .all();
  for (const { kind } of kinds)
    tx.insert(outbox)
      .values({
        kind: 'channel',
        channel: kind,
        contactMessageId: messageId,
        toAddress: adminUrl,
        messageIdHeader: '',
        nextAttemptAt: now,
        createdAt: now,
      })
      .run();
  return kinds.length;
}

/** A channel works again: every announcement waiting for it is due now (its attempts kept). */
export function makeChannelDue(db: Db, channel: string, now: number) {
  db.update(outbox)
    .set({ nextAttemptAt: now })
    .where(and(eq(outbox.status, 'pending'), eq(outbox.kind, 'channel'), eq(outbox.channel, channel), gt(outbox.nextAttemptAt, now)))
    .run();
}

/** Queues the email announcing `message`; call inside the transaction that stores the message. */
export function enqueue(tx: Conn, message: ContactMessage, to: string, now: number, domain: string): OutboxRow {
  const row = tx
    .insert(outbox)
    .values({ contactMessageId: message.id, toAddress: to, messageIdHeader: 'pending', nextAttemptAt: now, createdAt: now })
    .returning()
    .get();
  // Stable per row: a retry after a crash sends the same Message-ID, so a duplicate can be recognised.
  const messageIdHeader = `<contact-${message.id}.${row.id}@${domain}>`;
  tx.update(outbox).set({ messageIdHeader }).where(eq(outbox.id, row.id)).run();
  return { ...row, messageIdHeader };
}

/** Without a mail server only the channels' rows can go (an email row left from a run with one waits for it). */
const sendable = (emailToo: boolean) =>
  emailToo ? eq(outbox.status, 'pending') : and(eq(outbox.status, 'pending'), eq(outbox.kind, 'channel'));

export const dueRows = (db: Db, now: number, emailToo = true, limit = 20): OutboxRow[] =>
  db
    .select()
    .from(outbox)
    .where(and(sendable(emailToo), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(limit)
    .all();

export const nextDueAt = (db: Db, emailToo = true): number | null =>
  db.select({ at: outbox.nextAttemptAt }).from(outbox).where(sendable(emailToo)).orderBy(asc(outbox.nextAttemptAt)).limit(1).get()?.at ??
  null;

/** Every notification still waiting becomes due at `now` (its attempts kept, so a failure backs off as before). */
export function makeAllDue(db: Db, now: number) {
  db.update(outbox)
    .set({ nextAttemptAt: now })
    .where(and(eq(outbox.status, 'pending'), gt(outbox.nextAttemptAt, now)))
    .run();
}

export function markSent(db: Db, id: number, now: number) {
  db.update(outbox).set({ status: 'sent', sentAt: now, lastError: null }).where(eq(outbox.id, id)).run();
}

export function markRetry(db: Db, row: OutboxRow, error: string, at: number) {
  db.update(outbox)
    .set({ attempts: row.attempts + 1, nextAttemptAt: at, lastError: error })
    .where(eq(outbox.id, row.id))
    .run();
}

export function markFailed(db: Db, row: OutboxRow, error: string) {
  db.update(outbox)
    .set({ status: 'failed', attempts: row.attempts + 1, lastError: error })
    .where(eq(outbox.id, row.id))
    .run();
}

/**
 * Sends the message's notification again, due now. A failed or pending one is retried as it is (same Message-ID);
 * one that was already delivered gets a new row and a new Message-ID, or mail providers would drop it as a duplicate.
 */
export function resend(db: Conn, message: ContactMessage, to: string, now: number, domain: string): void {
  const latest = latestNotification(db, message.id);
  if (!latest || latest.status === 'sent') return void enqueue(db, message, to, now, domain);
  db.update(outbox)
    .set({ status: 'pending', toAddress: to, nextAttemptAt: now, attempts: 0, lastError: null, createdAt: now })
    .where(eq(outbox.id, latest.id))
    .run();
}

/** The message's newest notification row (its replies' rows apart). */
const latestNotification = (db: Conn, messageId: number) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.contactMessageId, messageId), eq(outbox.kind, 'notification')))
    .orderBy(desc(outbox.id))
    .limit(1)
    .get();

export function notificationState(db: Conn, messageId: number): NotificationState | null {
  const row = latestNotification(db, messageId);
  if (!row) return null;
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    status: row.status,
    to: row.toAddress,
    attempts: row.attempts,
    sentAt: iso(row.sentAt),
    nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
    lastError: row.lastError,
  };
}
