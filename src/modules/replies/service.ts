// Replies from the inbox (decision 0106): a reply is stored with its outbox row in one transaction, sent by the outbox
// worker from SMTP_FROM to the sender, Reply-To the company's contact email (else the notification address), threaded on
// the message: In-Reply-To names the message's own Message-ID, References it and every reply before.
import { asc, eq } from 'drizzle-orm';
import { contactMessages, messageReplies } from '../../../db/schema';
import type { Conn, Db } from '../../../db/client';
import type { Lang, Reply, ReplyInput, ReplyState } from '../../contract';
import { HttpError, notFound } from '../../http/errors';
import type { Email, Mailer } from '../notifications/mailer';
import { enqueueReply, replyRow, retryRow, type OutboxRow } from '../notifications/outbox';
import { guessLang } from '../messages/sender-lang';
import { getSetting } from '../settings/service';

const NO_SUCH = 'No such message';
type ReplyRow = typeof messageReplies.$inferSelect;

/** The thread's root: the Message-ID a message has as if it had come by email (never sent itself). */
export const threadRoot = (messageId: number, domain: string) => `<contact-${messageId}@${domain}>`;
const replyMessageId = (messageId: number, replyId: number, domain: string) => `<reply-${messageId}.${replyId}@${domain}>`;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function stateOf(row: OutboxRow | undefined): ReplyState {
  if (!row || row.status === 'failed') return 'failed';
  if (row.status === 'sent') return 'sent';
  return row.attempts > 0 ? 'retrying' : 'queued';
}

const toReply = (reply: ReplyRow, row: OutboxRow | undefined): Reply => ({
  id: reply.id,
  subject: reply.subject,
  body: reply.body,
  lang: reply.lang,
  createdAt: new Date(reply.createdAt).toISOString(),
  to: row?.toAddress ?? '',
  state: stateOf(row),
  sentAt: iso(row?.sentAt ?? null),
  attempts: row?.attempts ?? 0,
  nextAttemptAt: row?.status === 'pending' ? iso(row.nextAttemptAt) : null,
  lastError: row?.lastError ?? null,
});

/** A message's replies, oldest first, each with where its email stands. */
export function repliesOf(db: Conn, messageId: number): Reply[] {
  return db
    .select()
    .from(messageReplies)
    .where(eq(messageReplies.contactMessageId, messageId))
    .orderBy(asc(messageReplies.id))
    .all()
    .map((reply) => toReply(reply, replyRow(db, reply.id)));
}

/**
 * Stores a reply to message `messageId` and queues its email (the worker sends it); call inside one transaction. 409
 * when the server sends no email; 404 when the message is gone. The reply is in the sender's language (the message's).
 */
export function writeReply(tx: Conn, mailer: Mailer | null, messageId: number, input: ReplyInput, now: number): Reply {
  if (!mailer) throw new HttpError(409, 'conflict', 'Email is not configured on the server (SMTP_URL): reply from your mail app');
  const message = tx.select().from(contactMessages).where(eq(contactMessages.id, messageId)).get();
  if (!message) throw notFound(NO_SUCH);
  const lang: Lang = message.lang ?? guessLang(message.name, message.message);
  const reply = tx
    .insert(messageReplies)
    .values({ contactMessageId: messageId, subject: input.subject, body: input.body, lang, createdAt: now })
    .returning()
    .get();
  const row = enqueueReply(tx, { messageId, replyId: reply.id, to: message.email, domain: mailer.domain }, now);
  return toReply(reply, row);
}

/** Sends a failed reply again, due now; its state after. 404 when there is no such reply to that message. */
export function retryReply(tx: Conn, messageId: number, replyId: number, now: number): Reply {
  const reply = tx.select().from(messageReplies).where(eq(messageReplies.id, replyId)).get();
  if (!reply || reply.contactMessageId !== messageId) throw notFound('No such reply');
  const row = replyRow(tx, replyId);
  if (!row) throw notFound('No such reply');
  if (row.status !== 'failed') throw new HttpError(409, 'conflict', 'This reply has not failed: it is sent, or on its way');
  retryRow(tx, row.id, now);
  return toReply(reply, replyRow(tx, replyId));
}

/** The email of a reply's outbox row, for the worker; null when the reply or its message is gone. */
export function replyEmail(db: Db, row: OutboxRow, domain: string): Omit<Email, 'from' | 'to' | 'messageId'> | null {
  if (row.replyId === null) return null;
  const reply = db.select().from(messageReplies).where(eq(messageReplies.id, row.replyId)).get();
  if (!reply) return null;
  const root = threadRoot(reply.contactMessageId, domain);
  const earlier = db
    .select({ id: messageReplies.id })
    .from(messageReplies)
    .where(eq(messageReplies.contactMessageId, reply.contactMessageId))
    .orderBy(asc(messageReplies.id))
    .all()
    .filter((other) => other.id < reply.id)
    .map((other) => replyMessageId(reply.contactMessageId, other.id, domain));
  const replyTo = getSetting(db, 'contactEmail') || getSetting(db, 'notificationEmail');
  return {
    subject: reply.subject.replace(/[\r\n]+/g, ' '),
    text: reply.body,
    inReplyTo: root,
    references: [root, ...earlier],
    ...(replyTo ? { replyTo } : {}),
  };
}
