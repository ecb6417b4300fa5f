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
  type MessageState,
  type MessageUpdate,
  type NotificationSkip,
  type ServiceChoice,
  type SpamReason,
} from '../../contract';
import { enqueue, enqueueChannels, notificationRecipient } from '../notifications/outbox';
import { guessLang } from './sender-lang';
import { messageSource, sourceColumns } from './source';

export type MessageRow = typeof table.$inferSelect;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
/** Closed, else replied, else new (decision 0106). */
const stateOf = (row: Pick<MessageRow, 'closedAt' | 'repliedAt'>): MessageState =>
  row.closedAt !== null ? 'closed' : row.repliedAt !== null ? 'replied' : 'new';
/** A stored row as the API shows it. */
export const toMessage = (row: MessageRow): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  service: row.service as ServiceChoice | null,
  message: row.message,
  createdAt: new Date(row.createdAt).toISOString(),
  isRead: row.isRead,
  repliedAt: iso(row.repliedAt),
  state: stateOf(row),
  closedAt: iso(row.closedAt),
  note: row.note,
  spam: (row.spam as SpamReason | null) ?? null,
  spamAt: iso(row.spamAt),
  lang: row.lang ?? guessLang(row.name, row.message),
  source: messageSource(row),
});

/**
 * A visitor's message, stored with its notification email in one transaction (both are kept, or neither); `mailDomain`
 * is null when the server sends no email; `lang` is the language of the page it was sent from. A filled honeypot gets
 * the answer a real message would and nothing is stored, so nothing is ever shown or sent on. `queued` says whether an
 * email or a channel's announcement (decision 0107) now waits for the outbox worker. `ownHost` is the site's host, which is no referrer of the message's source.
 */
export function receiveMessage(
  db: Db,
  input: ContactMessageInput,
  now: number,
  mailDomain: string | null,
  lang: Lang = 'en',
  ownHost: string | null = null,
  /** The site's address (PUBLIC_URL, else the request's): announcements link to the message in its admin. */
  origin = '',
  /** Why it goes to Spam (decision 0108): stored there and announced nowhere; null for the inbox. */
  spam: SpamReason | null = null,
): { message: ContactMessage; queued: boolean } {
  const { [HONEYPOT_FIELD]: trap, altcha: _solution, ...fields } = input;
  if (trap)
    return {
      message: {
        id: 0,
        ...fields,
        service: fields.service ?? null,
        createdAt: new Date(now).toISOString(),
        isRead: false,
        repliedAt: null,
        state: 'new',
        closedAt: null,
        note: '',
        spam: null,
        spamAt: null,
        lang,
        source: null,
      },
      queued: false,
    };
  // Where the notification goes, or why none is asked for (recorded with the message, so its dialog says the truth).
  return db.transaction((tx) => {
    if (spam) {
      const message = createMessage(tx, fields, now, lang, 'spam', ownHost, spam);
      return { message, queued: false };
    }
    const recipient = notificationRecipient(tx, mailDomain !== null);
    const message = createMessage(tx, fields, now, lang, 'skipped' in recipient ? recipient.skipped : null, ownHost);
    if ('to' in recipient) enqueue(tx, message, recipient.to, now, mailDomain!);
    const announced = enqueueChannels(tx, message.id, `${origin}/admin/dashboard/messages/${message.id}`, now);
    return { message, queued: 'to' in recipient || announced > 0 };
  });
}

export function createMessage(
  db: Conn,
  input: Omit<ContactMessageInput, typeof HONEYPOT_FIELD | 'altcha'>,
  now: number,
  lang: Lang | null = null,
  notificationSkipped: NotificationSkip | null = null,
  ownHost: string | null = null,
  spam: SpamReason | null = null,
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
      spam,
      spamAt: spam ? now : null,
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
 * Sets where the message stands, or its note (decision 0106). Replied: at `now`, or its first time kept when it already
 * was; a replied or closed message is read too (the inbox never shows one unread and answered). New: neither replied
 * nor closed (left read). Not replied (`replied: false`) leaves a closed message closed. Null when there is no such
 * message; `changed` names what changed (nothing to record when it already stood so).
 */
export function updateMessage(
  db: Conn,
  id: number,
  update: MessageUpdate,
  now: number,
): { message: ContactMessage; changed: { state?: MessageState; replied?: boolean; note?: true; spam?: boolean } } | null {
  const before = db.select().from(table).where(eq(table.id, id)).get();
  if (!before) return null;
  const set: Partial<MessageRow> = {};
  if (update.replied === true) Object.assign(set, { repliedAt: before.repliedAt ?? now, isRead: true });
  if (update.replied === false) set.repliedAt = null;
  if (update.state === 'new') Object.assign(set, { repliedAt: null, closedAt: null });
  if (update.state === 'replied') Object.assign(set, { repliedAt: before.repliedAt ?? now, closedAt: null, isRead: true });
  if (update.state === 'closed') Object.assign(set, { closedAt: before.closedAt ?? now, isRead: true });
  if (update.note !== undefined) set.note = update.note;
  if (update.spam === false) Object.assign(set, { spam: null, spamAt: null });
  if (update.spam === true && before.spam === null) Object.assign(set, { spam: 'owner', spamAt: now });
  const row = db.update(table).set(set).where(eq(table.id, id)).returning().get();
  if (!row) return null;
  const changed: { state?: MessageState; replied?: boolean; note?: true; spam?: boolean } = {};
  if ((row.spam !== null) !== (before.spam !== null)) changed.spam = row.spam !== null;
  if (stateOf(row) !== stateOf(before)) changed.state = stateOf(row);
  if ((row.repliedAt !== null) !== (before.repliedAt !== null)) changed.replied = row.repliedAt !== null;
  if (row.note !== before.note) changed.note = true;
  return { message: toMessage(row), changed };
}

/**
 * A reply went out: the message is replied from then (its first replied time kept), and read, even when it was replied
 * before and marked unread since (the inbox never shows one unread and answered).
 */
export function markRepliedBySend(db: Conn, id: number, now: number): void {
  const before = db.select({ repliedAt: table.repliedAt }).from(table).where(eq(table.id, id)).get();
  if (!before) return;
  db.update(table)
    .set({ repliedAt: before.repliedAt ?? now, isRead: true })
    .where(eq(table.id, id))
    .run();
}
