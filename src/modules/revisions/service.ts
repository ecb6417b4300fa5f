// Writing and reading the history of what the admin edits. A revision is written in the transaction of the change it
// records (through the audit writer, src/modules/audit/auditor.ts), so neither exists without the other.
import { sql } from 'drizzle-orm';
import type { Conn, Db } from '../../../db/client';
import { revisions } from '../../../db/schema';
import type { HistoryList, Revision } from '../../contract';

/** The values of a thing before and after one change; `restoredFrom` when the change was a restore. */
export type Version = { before: unknown; after: unknown; restoredFrom?: number };
type Record = Version & { at: number; account: string; target: string };

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** Keeps a change's values; a save that changed nothing keeps nothing. */
export function recordRevision(db: Conn, { at, account, target, before, after, restoredFrom }: Record) {
  const [from, to] = [json(before), json(after)];
  if (from === to) return;
  db.insert(revisions).values({ at, account, target, before: from, after: to, restoredFrom: restoredFrom ?? null }).run();
}

type Row = typeof revisions.$inferSelect;
const toRevision = (row: Row): Revision => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  account: row.account,
  target: row.target,
  before: row.before === null ? null : JSON.parse(row.before),
  after: row.after === null ? null : JSON.parse(row.after),
  restoredFrom: row.restoredFrom,
});

/** How many versions of one thing are shown: enough for any real editing history, bounded for the answer's size. */
export const HISTORY_SHOWN = 100;

/** A thing's changes, newest first. */
export const historyOf = (db: Db, target: string): Revision[] =>
  db.all<Row>(sql`SELECT id, at, account, target, before, after, restored_from AS restoredFrom FROM revisions WHERE target = ${target} ORDER BY id DESC LIMIT ${HISTORY_SHOWN}`).map(toRevision);

export function getRevision(db: Conn, id: number): Revision | undefined {
  const [row] = db.all<Row>(sql`SELECT id, at, account, target, before, after, restored_from AS restoredFrom FROM revisions WHERE id = ${id}`);
  return row && toRevision(row);
}

/** The entries of a list whose last change was their deletion (so they are gone and not restored), newest first. */
export const deletedEntries = (db: Db, list: HistoryList): Revision[] =>
  db
    .all<Row>(
      sql`SELECT r.id, r.at, r.account, r.target, r.before, r.after, r.restored_from AS restoredFrom FROM revisions r
          WHERE r.target LIKE ${`${list}/%`} AND r.after IS NULL
            AND r.id = (SELECT max(id) FROM revisions WHERE target = r.target)
          ORDER BY r.id DESC LIMIT ${HISTORY_SHOWN}`,
    )
    .map(toRevision);
