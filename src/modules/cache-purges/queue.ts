// The purges owed to the shared cache: one row per change visitors see, with the keys it touched; picked up when due,
// marked done or retried, and read back for the admin (decision 0070).
import { and, asc, desc, eq, inArray, lt, lte, ne } from 'drizzle-orm';
import { cachePurges } from '../../../db/schema';
import type { Db } from '../../../db/client';

export type PurgeRow = typeof cachePurges.$inferSelect;

/** Keeps the purge of `keys`, for a change made at `now`, to be sent at `dueAt`. */
export function enqueue(db: Db, keys: readonly string[], now: number, dueAt = now) {
  db.insert(cachePurges)
    .values({ keys: [...new Set(keys)].join(' '), nextAttemptAt: dueAt, createdAt: now })
    .run();
}

export const dueRows = (db: Db, now: number): PurgeRow[] =>
  db
    .select()
    .from(cachePurges)
    .where(and(eq(cachePurges.status, 'pending'), lte(cachePurges.nextAttemptAt, now)))
    .orderBy(asc(cachePurges.id))
    .limit(200)
    .all();

export const nextDueAt = (db: Db): number | null =>
  db
    .select({ at: cachePurges.nextAttemptAt })
    .from(cachePurges)
    .where(eq(cachePurges.status, 'pending'))
    .orderBy(asc(cachePurges.nextAttemptAt))
    .limit(1)
    .get()?.at ?? null;

export function markDone(db: Db, rows: readonly PurgeRow[], now: number) {
  db.update(cachePurges)
    .set({ status: 'done', doneAt: now, lastError: null })
    .where(
      inArray(
        cachePurges.id,
        rows.map((row) => row.id),
      ),
    )
    .run();
}

/** A failed try: due again at `at`, or given up (`failed`) when `at` is null. */
export function markFailure(db: Db, rows: readonly PurgeRow[], error: string, at: number | null) {
  db.transaction((tx) => {
    for (const row of rows)
      tx.update(cachePurges)
        .set({ attempts: row.attempts + 1, lastError: error, ...(at === null ? { status: 'failed' as const } : { nextAttemptAt: at }) })
        .where(eq(cachePurges.id, row.id))
        .run();
  });
}

/** Drops the record of purges done (or given up) more than `keepMs` ago: only the recent outcome matters. */
export function prune(db: Db, before: number) {
  db.delete(cachePurges)
    .where(and(ne(cachePurges.status, 'pending'), lt(cachePurges.createdAt, before)))
    .run();
}

export const latest = (db: Db, status: PurgeRow['status']): PurgeRow | undefined =>
  db.select().from(cachePurges).where(eq(cachePurges.status, status)).orderBy(desc(cachePurges.id)).limit(1).get();

export const pendingRows = (db: Db): PurgeRow[] =>
  db.select().from(cachePurges).where(eq(cachePurges.status, 'pending')).orderBy(desc(cachePurges.id)).all();
