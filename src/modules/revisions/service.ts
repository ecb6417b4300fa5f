// Reading and pruning the history of what the admin edits. A revision is written in the transaction of the change it
// records, by the audit writer (src/modules/audit/versions.ts), so neither exists without the other.
import { and, desc, eq, isNull, like, sql, type SQL } from 'drizzle-orm';
import type { Conn, Db } from '../../../db/client';
import { revisions } from '../../../db/schema';
import type { HistoryList, Revision } from '../../contract';

type Row = typeof revisions.$inferSelect;
const toRevision = (row: Row): Revision => ({
  ...row,
  at: new Date(row.at).toISOString(),
  before: row.before === null ? null : JSON.parse(row.before),
  after: row.after === null ? null : JSON.parse(row.after),
});

/** How many versions of one thing are shown: enough for any real editing history, bounded for the answer's size. */
export const HISTORY_SHOWN = 100;

const newest = (db: Conn, where: SQL) =>
  db.select().from(revisions).where(where).orderBy(desc(revisions.id)).limit(HISTORY_SHOWN).all().map(toRevision);

/** A thing's changes, newest first. */
export const historyOf = (db: Db, target: string): Revision[] => newest(db, eq(revisions.target, target));

export const getRevision = (db: Conn, id: number): Revision | undefined => newest(db, eq(revisions.id, id))[0];

/** The entries of a list whose last change was their deletion (so they are gone and not restored), newest first. */
export const deletedEntries = (db: Db, list: HistoryList): Revision[] =>
  newest(
    db,
    and(
      like(revisions.target, `${list}/%`),
      isNull(revisions.after),
      sql`${revisions.id} = (SELECT max(id) FROM revisions latest WHERE latest.target = ${revisions.target})`,
    )!,
  );

/** However old they are, the newest this many versions of each thing stay, so a page edited years ago can still be undone. */
export const HISTORY_KEPT_NEWEST = 10;

/**
 * Removes the versions older than `keepDays` that are not among the newest HISTORY_KEPT_NEWEST of their thing; how many.
 * A thing whose last change deleted it keeps nothing past the window: its deletion record (the only way to restore it)
 * goes with its earlier versions, so a deleted entry can be restored for `keepDays` after its deletion, and then what
 * it held is gone from the database, as the window promises.
 */
export function pruneHistory(db: Db, now: number, keepDays: number): number {
  const before = now - keepDays * 86_400_000;
  return db.all<{ id: number }>(sql`
    DELETE FROM revisions WHERE id IN (
      SELECT id FROM (
        SELECT id, at, row_number() OVER newest AS rank, first_value(CASE WHEN after IS NULL THEN at END) OVER newest AS deleted_at
        FROM revisions WINDOW newest AS (PARTITION BY target ORDER BY id DESC)
      ) WHERE at < ${before} AND (rank > ${HISTORY_KEPT_NEWEST} OR deleted_at < ${before})
    ) RETURNING id`).length;
}
