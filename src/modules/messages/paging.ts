// The inbox at any size: pages newest first by (created_at, id), so a page never shifts when messages arrive; a search
// of name, email and text through the trigram full-text index (any language, Chinese included, 3 characters or more)
// or, for one or two characters, a scan; counts from the index.
import { inArray, sql, type SQL } from 'drizzle-orm';
import { contactMessages as table } from '../../../db/schema';
import { newestFirst } from '../../../db/keyset';
import type { Conn, Db } from '../../../db/client';
import type { MessagePage, MessagePageQuery } from '../../contract';
import { toMessage, type MessageRow } from './service';

/** A row as raw SQL reads it (column names, SQLite's 0/1). */
type Row = Omit<MessageRow, 'createdAt' | 'isRead'> & { created_at: number; is_read: number };
const fromSql = ({ created_at, is_read, ...row }: Row) => toMessage({ ...row, createdAt: created_at, isRead: is_read === 1 });

/** The trigram index finds any substring of 3 characters or more; a phrase query takes the text literally. */
const TRIGRAM_MIN = 3;
const phrase = (q: string) => `"${q.replaceAll('"', '""')}"`;
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(q: string): SQL {
  if ([...q].length >= TRIGRAM_MIN) {
    return sql`m.id IN (SELECT rowid FROM contact_messages_fts WHERE contact_messages_fts MATCH ${phrase(q)})`;
  }
  const pattern = likePattern(q);
  return sql`(m.name LIKE ${pattern} ESCAPE '\\' OR m.email LIKE ${pattern} ESCAPE '\\' OR m.message LIKE ${pattern} ESCAPE '\\')`;
}

export function messageCounts(db: Db): { total: number; unread: number } {
  const [row] = db.all<{ total: number; unread: number }>(
    sql`SELECT (SELECT count(*) FROM contact_messages) AS total, (SELECT count(*) FROM contact_messages WHERE is_read = 0) AS unread`,
  );
  return { total: row!.total, unread: row!.unread };
}

type PageQuery = Pick<MessagePageQuery, 'limit'> & Partial<MessagePageQuery>;

export function pageMessages(db: Db, query: PageQuery): MessagePage {
  return { ...selectPage(db, query), ...messageCounts(db) };
}

/** One page of messages and the cursor after it, without the counts (the export reads thousands of pages). */
export function selectPage(db: Db, query: PageQuery): Pick<MessagePage, 'items' | 'nextCursor'> {
  const where: SQL[] = [];
  if (query.unread === 'true') where.push(sql`m.is_read = 0`);
  if (query.unread === 'false') where.push(sql`m.is_read = 1`);
  if (query.q) where.push(searchCondition(query.q));
  const page = newestFirst<Row>(
    db,
    { from: sql`contact_messages m`, time: sql`m.created_at`, id: sql`m.id`, where, cursor: query.cursor, limit: query.limit },
    (row) => row.created_at,
  );
  return { items: page.rows.map(fromSql), nextCursor: page.nextCursor };
}

/** Marks the messages read or unread; the ids that exist. */
export const markMessages = (db: Conn, ids: number[], isRead: boolean): number[] =>
  db.update(table).set({ isRead }).where(inArray(table.id, ids)).returning({ id: table.id }).all().map((r) => r.id);

/** Deletes the messages (their notifications with them); the ids that existed. */
export const deleteMessages = (db: Conn, ids: number[]): number[] =>
  db.delete(table).where(inArray(table.id, ids)).returning({ id: table.id }).all().map((r) => r.id);
