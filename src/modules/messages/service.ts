// Contact messages: receive what a visitor sent (with its notification, or a honeypot's nothing); list, read (which
// marks read) and delete for the admin (lists and pages: ./paging.ts).
import { eq } from 'drizzle-orm';
import { contactMessages as table } from '../../../db/schema';
import type { Conn, Db } from '../../../db/client';
import { HONEYPOT_FIELD, type ContactMessage, type ContactMessageInput, type ServiceChoice } from '../../contract';
import { enqueue, notificationTarget } from '../notifications/outbox';

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
});

/**
 * A visitor's message, stored with its notification email in one transaction (both are kept, or neither); `mailDomain`
 * is null when the server sends no email. A filled honeypot gets the answer a real message would and nothing is
 * stored, so nothing is ever shown or sent on. `queued` says whether an email now waits for the outbox worker.
 */
export function receiveMessage(
  db: Db,
  input: ContactMessageInput,
  now: number,
  mailDomain: string | null,
): { message: ContactMessage; queued: boolean } {
  const { [HONEYPOT_FIELD]: trap, ...fields } = input;
  if (trap)
    return {
      message: { id: 0, ...fields, service: fields.service ?? null, createdAt: new Date(now).toISOString(), isRead: false },
      queued: false,
    };
  const to = mailDomain === null ? null : notificationTarget(db);
  const message = db.transaction((tx) => {
    const created = createMessage(tx, fields, now);
    if (to) enqueue(tx, created, to, now, mailDomain!);
    return created;
  });
  return { message, queued: Boolean(to) };
}

export function createMessage(db: Conn, input: Omit<ContactMessageInput, typeof HONEYPOT_FIELD>, now: number): ContactMessage {
  const row = db
    .insert(table)
    .values({ name: input.name, email: input.email, message: input.message, service: input.service ?? null, createdAt: now })
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
