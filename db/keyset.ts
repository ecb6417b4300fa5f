// Newest-first pages by (time, id): a page starts strictly after the last row of the page before (its cursor,
// "<time>_<id>"), so rows added meanwhile never shift a page or repeat one, and a deep page costs what the first does.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

export type KeysetQuery = { from: SQL; time: SQL; id: SQL; where: SQL[]; cursor?: string; limit: number };

/** The WHERE clause of a page: the query's conditions and, after a cursor, "older than the cursor's row". */
export function keysetFilter(q: Omit<KeysetQuery, 'from' | 'limit'>): SQL {
  const where = [...q.where];
  if (q.cursor) {
    const [time, id] = q.cursor.split('_').map(Number) as [number, number];
    where.push(sql`(${q.time}, ${q.id}) < (${time}, ${id})`);
  }
  return where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
}

export function newestFirst<R extends { id: number }>(
  db: Db,
  q: KeysetQuery,
  timeOf: (row: R) => number,
): { rows: R[]; nextCursor: string | null } {
  const found = db.all<R>(sql`SELECT * FROM ${q.from} ${keysetFilter(q)} ORDER BY ${q.time} DESC, ${q.id} DESC LIMIT ${q.limit + 1}`);
  const rows = found.slice(0, q.limit);
  const last = rows.at(-1);
  return { rows, nextCursor: found.length > q.limit && last ? `${timeOf(last)}_${last.id}` : null };
}
