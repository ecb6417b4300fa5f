// Redirects and the addresses visitors did not find (decision 0096). A redirect is made by a slug that changed (its old
// address kept, chains folded at once) or by the admin (loops and chains refused). A 404 answered to a person is counted
// by its address, the list bounded in rows and days. Plain arguments; the routes check, audit and purge.
import { and, asc, count, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Conn } from '../../../db/client';
import { missedPaths, redirects } from '../../../db/schema';
import { clean, referrerHost } from '../insights/values';
import { MISSED_PATHS_KEEP_DAYS, MISSED_PATHS_MAX, type MissedPath, type Redirect, type RedirectWrite } from '../../contract';

type RedirectRow = typeof redirects.$inferSelect;
const DAY_MS = 86_400_000;

const redirectOf = (row: RedirectRow): Redirect => ({
  id: row.id,
  from: row.fromPath,
  to: row.toPath,
  permanent: row.permanent,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** Where an old address now leads, or null. */
export function redirectFor(db: Conn, path: string): { to: string; permanent: boolean } | null {
  const row = db.select().from(redirects).where(eq(redirects.fromPath, path)).get();
  return row ? { to: row.toPath, permanent: row.permanent } : null;
}

/**
 * A page's address changed from `from` to `to`: `from` redirects to `to` for good; redirects that led to `from` lead to
 * `to` at once (no chains); `to` redirects nowhere (it is a page again).
 */
export function moveAddress(db: Conn, from: string, to: string) {
  db.delete(redirects).where(eq(redirects.fromPath, to)).run();
  db.update(redirects).set({ toPath: to }).where(eq(redirects.toPath, from)).run();
  db.insert(redirects)
    .values({ fromPath: from, toPath: to, permanent: true })
    .onConflictDoUpdate({ target: redirects.fromPath, set: { toPath: to, permanent: true } })
    .run();
  db.delete(missedPaths).where(eq(missedPaths.path, from)).run();
}

export const listRedirects = (db: Conn): Redirect[] =>
  db.select().from(redirects).orderBy(desc(redirects.createdAt), desc(redirects.id)).all().map(redirectOf);

export function findRedirect(db: Conn, id: number): Redirect | null {
  const row = db.select().from(redirects).where(eq(redirects.id, id)).get();
  return row ? redirectOf(row) : null;
}

/** Why `input` cannot be kept (beside the redirect `except`, when it is being changed), or null. */
export function redirectProblem(db: Conn, input: RedirectWrite, except?: number): { field: 'from' | 'to'; message: string } | null {
  const other = except === undefined ? undefined : ne(redirects.id, except);
  if (input.from === input.to) return { field: 'to', message: 'An address cannot lead to itself' };
  if (
    db
      .select()
      .from(redirects)
      .where(and(eq(redirects.fromPath, input.from), other))
      .get()
  )
    return { field: 'from', message: 'This address already redirects: change that redirect instead' };
  const onward = db
    .select()
    .from(redirects)
    .where(and(eq(redirects.fromPath, input.to), other))
    .get();
  if (onward)
    return {
      field: 'to',
      message:
        onward.toPath === input.from
          ? `${input.to} leads back here: that would be a loop`
          : `${input.to} redirects on to ${onward.toPath}: point to that address instead`,
    };
  const leading = db
    .select()
    .from(redirects)
    .where(and(eq(redirects.toPath, input.from), other))
    .get();
  if (leading) return { field: 'from', message: `${leading.fromPath} leads here: it would go through two redirects` };
  return null;
}

/** Kept (new, or `id` changed); its address leaves the "not found" list. */
export function saveRedirect(db: Conn, input: RedirectWrite, id?: number): Redirect {
  const values = { fromPath: input.from, toPath: input.to, permanent: input.permanent };
  const row =
    id === undefined
      ? db.insert(redirects).values(values).returning().get()
      : db.update(redirects).set(values).where(eq(redirects.id, id)).returning().get();
  db.delete(missedPaths).where(eq(missedPaths.path, input.from)).run();
  return redirectOf(row);
}

export function deleteRedirect(db: Conn, id: number) {
  db.delete(redirects).where(eq(redirects.id, id)).run();
}

/**
 * `path` answered 404 at `now`: counted. A new address beyond MISSED_PATHS_MAX pushes out the least recently seen, and
 * addresses not seen for MISSED_PATHS_KEEP_DAYS go.
 */
export function recordMissed(db: Conn, path: string, now: number, referrer = '') {
  const seen = db
    .update(missedPaths)
    .set({ hits: sql`${missedPaths.hits} + 1`, lastSeen: now, referrer })
    .where(eq(missedPaths.path, path))
    .returning({ id: missedPaths.id })
    .get();
  if (seen) return;
  db.insert(missedPaths).values({ path, hits: 1, referrer, firstSeen: now, lastSeen: now }).run();
  db.delete(missedPaths)
    .where(lt(missedPaths.lastSeen, now - MISSED_PATHS_KEEP_DAYS * DAY_MS))
    .run();
  const kept = db.select({ n: count() }).from(missedPaths).get()!.n;
  if (kept > MISSED_PATHS_MAX) {
    const oldest = db
      .select({ id: missedPaths.id })
      .from(missedPaths)
      .orderBy(asc(missedPaths.lastSeen), asc(missedPaths.id))
      .limit(kept - MISSED_PATHS_MAX)
      .all();
    db.delete(missedPaths)
      .where(
        inArray(
          missedPaths.id,
          oldest.map((row) => row.id),
        ),
      )
      .run();
  }
}

/**
 * Where a visitor to a missing address came from: the path of a page of this site (its own broken link), else the
 * other site's host (insights' `referrerHost`), else "".
 */
export function cameFrom(referrer: string | null, ownHost: string | null): string {
  if (!referrer) return '';
  const other = referrerHost(referrer, ownHost);
  if (other) return other;
  try {
    const url = new URL(referrer);
    return url.protocol === 'https:' || url.protocol === 'http:' ? clean(url.pathname) : '';
  } catch {
    return '';
  }
}

/** The addresses that answered 404, the most reached first, within MISSED_PATHS_KEEP_DAYS of `now`. */
export const listMissed = (db: Conn, now: number): MissedPath[] =>
  db
    .select()
    .from(missedPaths)
    .where(sql`${missedPaths.lastSeen} >= ${now - MISSED_PATHS_KEEP_DAYS * DAY_MS}`)
    .orderBy(desc(missedPaths.hits), desc(missedPaths.lastSeen))
    .all()
    .map((row) => ({
      id: row.id,
      path: row.path,
      hits: row.hits,
      referrer: row.referrer,
      firstSeen: new Date(row.firstSeen).toISOString(),
      lastSeen: new Date(row.lastSeen).toISOString(),
    }));

/** Forgotten (dismissed by the admin); false when there was no such row. */
export const forgetMissed = (db: Conn, id: number): boolean =>
  db.delete(missedPaths).where(eq(missedPaths.id, id)).returning({ id: missedPaths.id }).all().length > 0;
