// The inbox at any size: pages newest first by (created_at, id), so a page never shifts when messages arrive; a search
// of name, email and text through the trigram full-text index (any language, Chinese included, 3 characters or more)
// or, for one or two characters, a scan; counts from the index.
import { inArray, sql, type SQL } from 'drizzle-orm';
import { contactMessages as table } from '../../../db/schema';
import { keysetFilter, newestFirst } from '../../../db/keyset';
import type { Conn, Db } from '../../../db/client';
import type { Folder, MessagePage, MessagePageQuery } from '../../contract';
import { toMessage, type MessageRow } from './service';

/** The source's columns (decision 0074) by their SQL names. */
type SourceSql = {
  source_landing: string | null;
  source_plan: string | null;
  source_referrer: string | null;
  source_utm_source: string | null;
  source_utm_medium: string | null;
  source_utm_campaign: string | null;
};
type Renamed = 'createdAt' | 'isRead' | 'repliedAt' | 'closedAt' | 'spamAt' | 'notificationSkipped' | `source${string}`;
/** A row as raw SQL reads it (column names, SQLite's 0/1). */
type Row = Omit<MessageRow, Renamed> &
  SourceSql & {
    created_at: number;
    is_read: number;
    replied_at: number | null;
    closed_at: number | null;
    spam_at: number | null;
    notification_skipped: MessageRow['notificationSkipped'];
  };
const fromSql = ({ created_at, is_read, replied_at, closed_at, spam_at, notification_skipped, ...row }: Row) =>
  toMessage({
    ...row,
    spamAt: spam_at,
    createdAt: created_at,
    isRead: is_read === 1,
    repliedAt: replied_at,
    closedAt: closed_at,
    notificationSkipped: notification_skipped,
    // Without these the list answered every message's source as null (the one-message read had it).
    sourceLanding: row.source_landing,
    sourcePlan: row.source_plan,
    sourceReferrer: row.source_referrer,
    sourceUtmSource: row.source_utm_source,
    sourceUtmMedium: row.source_utm_medium,
    sourceUtmCampaign: row.source_utm_campaign,
  });

/** The trigram index finds any substring of 3 characters or more; a phrase query takes the text literally. */
const TRIGRAM_MIN = 3;
const phrase = (q: string) => `"${q.replaceAll('"', '""')}"`;
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/**
 * A search first looks at this many of the newest candidates per row of the page (see selectPage): at 100,000
 * messages 40 finds a page of a word in 1 message in 40 (2.5%) without asking for every match; 20 missed a 4% word.
 */
const WINDOW_PER_ROW = 40;

/** Which messages a folder holds (decision 0108): the inbox's are not in Spam; product.md's plain list reads them all. */
type FolderOrAll = Folder | 'all';
const inFolder = (folder: FolderOrAll, column = sql`spam_at`): SQL | null =>
  folder === 'inbox' ? sql`${column} IS NULL` : folder === 'spam' ? sql`${column} IS NOT NULL` : null;

/** Every message of the folder, the unread ones, and how many wait in Spam. */
export function messageCounts(db: Db, folder: FolderOrAll = 'all'): { total: number; unread: number; spam: number } {
  const where = inFolder(folder);
  const and = where ? sql` AND ${where}` : sql``;
  const whole = where ? sql` WHERE ${where}` : sql``;
  const [row] = db.all<{ total: number; unread: number; spam: number }>(
    sql`SELECT (SELECT count(*) FROM contact_messages${whole}) AS total, (SELECT count(*) FROM contact_messages WHERE is_read = 0${and}) AS unread, (SELECT count(*) FROM contact_messages WHERE spam_at IS NOT NULL) AS spam`,
  );
  return { total: row!.total, unread: row!.unread, spam: row!.spam };
}

type PageQuery = Pick<MessagePageQuery, 'limit'> & Omit<Partial<MessagePageQuery>, 'folder'> & { folder?: FolderOrAll };

/** A page of the folder asked (every message when none is named, as before Spam) with the folder's counts. */
export function pageMessages(db: Db, query: PageQuery): MessagePage {
  return { ...selectPage(db, query), ...messageCounts(db, query.folder ?? 'all') };
}

/** One page of messages and the cursor after it, without the counts (the export reads thousands of pages). */
export function selectPage(db: Db, query: PageQuery): Pick<MessagePage, 'items' | 'nextCursor'> {
  const where: SQL[] = [];
  const folder = inFolder(query.folder ?? 'all', sql`m.spam_at`);
  if (folder) where.push(folder);
  if (query.unread === 'true') where.push(sql`m.is_read = 0`);
  if (query.unread === 'false') where.push(sql`m.is_read = 1`);
  if (query.replied === 'true') where.push(sql`m.replied_at IS NOT NULL`);
  if (query.replied === 'false') where.push(sql`m.replied_at IS NULL`);
  if (query.state === 'new') where.push(sql`m.closed_at IS NULL AND m.replied_at IS NULL`);
  if (query.state === 'replied') where.push(sql`m.closed_at IS NULL AND m.replied_at IS NOT NULL`);
  if (query.state === 'closed') where.push(sql`m.closed_at IS NOT NULL`);
  const keyset = { time: sql`m.created_at`, id: sql`m.id`, cursor: query.cursor };
  const page = (search: SQL[], from = sql`contact_messages m`) => {
    const found = newestFirst<Row>(db, { ...keyset, from, where: [...where, ...search], limit: query.limit }, (row) => row.created_at);
    return { items: found.rows.map(fromSql), nextCursor: found.nextCursor };
  };
  const q = query.q;
  if (!q) return page([]);
  // A search looks first at a window: the newest candidates (filter, cursor), WINDOW_PER_ROW for each row of the page,
  // read from the time index. The window is a prefix of the page's order, so its matches are the page when they fill
  // it (more than `limit`: that also decides the next cursor) or when it holds every candidate. Otherwise the search is
  // rare here and looks at every candidate. One read transaction, so both steps see the same messages.
  return db.transaction(() => {
    const size = WINDOW_PER_ROW * (query.limit + 1);
    const window = db.all<{ id: number; created_at: number }>(
      sql`SELECT m.id, m.created_at FROM contact_messages m ${keysetFilter({ ...keyset, where })} ORDER BY m.created_at DESC, m.id DESC LIMIT ${size}`,
    );
    const last = window.at(-1);
    if (!last) return { items: [], nextCursor: null };
    const inWindow = sql`(m.created_at, m.id) >= (${last.created_at}, ${last.id})`;
    const complete = (found: { nextCursor: string | null }) => found.nextCursor !== null || window.length < size;
    if ([...q].length < TRIGRAM_MIN) {
      // No index finds 1 or 2 characters. Past the window, reading the whole table in storage order (12-24 ms at
      // 100,000, cursor or not) beats a lookup per row through the time index (up to 40 ms; 210 ms when ids do not
      // follow time), unless the unread filter's index leaves few rows to read.
      const pattern = likePattern(q);
      const like = sql`(m.name LIKE ${pattern} ESCAPE '\\' OR m.email LIKE ${pattern} ESCAPE '\\' OR m.message LIKE ${pattern} ESCAPE '\\')`;
      const found = page([like, inWindow]);
      if (complete(found)) return found;
      return query.unread === 'true' ? page([like]) : page([like], sql`contact_messages m NOT INDEXED`);
    }
    // FTS5 lists matches by rowid only, so "the newest 25 matches" out of all of them costs every match (1.2 s under load
    // for a word in every message). The window asks it only for the matches between the window's smallest and largest
    // id: few, as ids mostly grow with time (when they do not, the range is wider: slower, never wrong). `+m.id` keeps
    // SQLite walking the time index through the window rather than looking up every match by id and sorting them.
    let [lo, hi] = [last.id, last.id];
    for (const { id } of window) [lo, hi] = [Math.min(lo, id), Math.max(hi, id)];
    const fts = (range: SQL) => sql`(SELECT rowid FROM contact_messages_fts WHERE contact_messages_fts MATCH ${phrase(q)}${range})`;
    const found = page([sql`+m.id IN ${fts(sql` AND rowid BETWEEN ${lo} AND ${hi}`)}`, inWindow]);
    if (complete(found)) return found;
    return page([sql`m.id IN ${fts(sql``)}`]);
  });
}

/** Marks the messages read or unread; the ids that exist. */
export const markMessages = (db: Conn, ids: number[], isRead: boolean): number[] =>
  db
    .update(table)
    .set({ isRead })
    .where(inArray(table.id, ids))
    .returning({ id: table.id })
    .all()
    .map((r) => r.id);

/** Deletes the messages (their notifications with them); the ids that existed. */
export const deleteMessages = (db: Conn, ids: number[]): number[] =>
  db
    .delete(table)
    .where(inArray(table.id, ids))
    .returning({ id: table.id })
    .all()
    .map((r) => r.id);
