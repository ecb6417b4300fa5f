// Contact messages: store what a visitor sent; list, read (which marks read) and delete for the admin.
import { desc, eq } from 'drizzle-orm';
import { contactMessages as table } from '../../../db/schema';
import type { Conn, Db } from '../../../db/client';
import type { ContactMessage, ContactMessageInput, ServiceChoice } from '../../contract';

type Row = typeof table.$inferSelect;
const toMessage = (row: Row): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  service: row.service as ServiceChoice | null,
  message: row.message,
  createdAt: new Date(row.createdAt).toISOString(),
  isRead: row.isRead,
});

export function createMessage(db: Conn, input: Omit<ContactMessageInput, 'website'>, now: number): ContactMessage {
  const row = db
    .insert(table)
    .values({ name: input.name, email: input.email, message: input.message, service: input.service ?? null, createdAt: now })
    .returning()
    .get();
  return toMessage(row);
}

/** Newest first. */
export const listMessages = (db: Db): ContactMessage[] =>
  db.select().from(table).orderBy(desc(table.createdAt), desc(table.id)).all().map(toMessage);

export function findMessage(db: Db, id: number): ContactMessage | null {
  const row = db.select().from(table).where(eq(table.id, id)).get();
  return row ? toMessage(row) : null;
}

/** The message, now marked read; null when there is no such message. */
export function readMessage(db: Db, id: number): ContactMessage | null {
  const row = db.update(table).set({ isRead: true }).where(eq(table.id, id)).returning().get();
  return row ? toMessage(row) : null;
}

export const deleteMessage = (db: Db, id: number): boolean =>
  db.delete(table).where(eq(table.id, id)).returning({ id: table.id }).all().length > 0;
