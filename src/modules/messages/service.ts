// Contact messages: receive what a visitor sent (with its notification, or a honeypot's nothing); list, read (which
// marks read) and delete for the admin (lists and pages: ./paging.ts).
import { eq } from 'drizzle-orm';
import { contactMessages as table } from '../../../db/schema';
import type { Conn, Db } from '../../../db/client';
import {
  HONEYPOT_FIELD,
  type ContactMessage,
  type ContactMessageInput,
  type Lang,
  type NotificationSkip,
  type ServiceChoice,
} from '../../contract';
import { enqueue, notificationRecipient } from '../notifications/outbox';
import { guessLang } from './sender-lang';
import { messageSource, sourceColumns } from './source';

export type MessageRow = typeof table.$inferSelect;
/** A stored row as the API shows it. */
export const toMessage = (row: MessageRow): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  service: row.service as ServiceChoice | null,
  message: row.message,
  createdAt: new Date(row.createdAt).toISOString(),
  isRead: row.isRead,
  repliedAt: row.repliedAt === null ? null : new Date(row.repliedAt).toISOString(),
  lang: row.lang ?? guessLang(row.name, row.message),
  source: messageSource(row),
});

/**
 * A visitor's message, stored with its notification email in one transaction (both are kept, or neither); `mailDomain`
 * is null when the server sends no email; `lang` is the language of the page it was sent from. A filled honeypot gets
 * the answer a real message would and nothing is stored, so nothing is ever shown or sent on. `queued` says whether an
 * email now waits for the outbox worker. `ownHost` is the site's host, which is no referrer of the message's source.
 */
export function receiveMessage(
  db: Db,
  input: ContactMessageInput,
  now: number,
  mailDomain: string | null,
  lang: Lang = 'en',
  ownHost: string | null = null,
): { message: ContactMessage; queued: boolean } {
  const { [HONEYPOT_FIELD]: trap, ...fields } = input;
  if (trap)
    return {
      message: {
        id: 0,
        ...fields,
        service: fields.service ?? null,
        createdAt: new Date(now).toISOString(),
        isRead: false,
        repliedAt: null,
        lang,
        source: null,
      },
      queued: false,
    };
  // Where the notification goes, or why none is asked for (recorded with the message, so its dialog says the truth).
  return db.transaction((tx) => {
    const recipient = notificationRecipient(tx, mailDomain !== null);
    const message = createMessage(tx, fields, now, lang, 'skipped' in recipient ? recipient.skipped : null, ownHost);
    if ('to' in recipient) enqueue(tx, message, recipient.to, now, mailDomain!);
    return { message, queued: 'to' in recipient };
  });
}

export function createMessage(
  db: Conn,
  input: Omit<ContactMessageInput, typeof HONEYPOT_FIELD>,
  now: number,
  lang: Lang | null = null,
  notificationSkipped: NotificationSkip | null = null,
  ownHost: string | null = null,
): ContactMessage {
  const row = db
    .insert(table)
    .values({
      name: input.name,
      email: input.email,
      message: input.message,
      service: input.service ?? null,
      createdAt: now,
      lang,
      notificationSkipped,
      ...sourceColumns(input.source, ownHost),
    })
    .returning()
    .get();
  return toMessage(row);
}

export function findMessage(db: Conn, id: number): ContactMessage | null {
  const row = db.select().from(table).where(eq(table.id, id)).get();
  return row ? toMessage(row) : null;
}

/** The message, now marked read; null when there is no such message. */
export function readMessage(db: Conn, id: number): ContactMessage | null {
  const row = db.update(table).set({ isRead: true }).where(eq(table.id, id)).returning().get();
  return row ? toMessage(row) : null;
}

export const deleteMessage = (db: Conn, id: number): boolean =>
  db.delete(table).where(eq(table.id, id)).returning({ id: table.id }).all().length > 0;

/** Why no notification was asked for when the message arrived; null when one was, or it was not recorded. */
export const notificationSkipped = (db: Conn, id: number): NotificationSkip | null =>
  db.select({ skipped: table.notificationSkipped }).from(table).where(eq(table.id, id)).get()?.skipped ?? null;

/**
 * Marks the message replied (at `now`, or its first time kept when it already was) or not replied. A replied message is
 * read too (the inbox never shows one unread and answered); unmarking leaves it read. Null when there is no such
 * message; `changed` is false when it already stood so (nothing to record).
 */
export function markReplied(db: Conn, id: number, replied: boolean, now: number): { message: ContactMessage; changed: boolean } | null {
  const before = db.select({ repliedAt: table.repliedAt }).from(table).where(eq(table.id, id)).get();
  if (!before) return null;
  const changed = (before.repliedAt !== null) !== replied;
  const row = db
    .update(table)
    .set(replied ? { repliedAt: before.repliedAt ?? now, isRead: true } : { repliedAt: null })
    .where(eq(table.id, id))
    .returning()
    .get();
  return row ? { message: toMessage(row), changed } : null;
}
