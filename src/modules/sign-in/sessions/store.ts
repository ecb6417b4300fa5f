// Admin sessions: a random 256-bit token in the cookie, only its SHA-256 in the database, idle and absolute expiry.
import { desc, eq, like, lt, ne, or } from 'drizzle-orm';
import { sessions } from '../../../../db/schema';
import type { Conn, Db } from '../../../../db/client';
import { isStorageFull } from '../../../http/storage-full';
import type { SignInMethod } from '../../../contract';

export type SessionPolicy = { idleMs: number; maxMs: number };

const sha256 = (token: string) => new Bun.CryptoHasher('sha256').update(token).digest('hex');
/** last_seen_at is written at most this often, so reading pages does not turn into a write per request. */
const TOUCH_EVERY_MS = 60_000;

/** Who signed in, as the list of signed-in devices shows it. */
export type SessionDetails = { userAgent: string; address: string; method: SignInMethod };

export type SessionRow = typeof sessions.$inferSelect;

/** A new session; signing in proves the password (or a passkey), so sensitive changes need no new proof for a while. */
export function createSession(db: Db, now: number, details: SessionDetails = { userAgent: '', address: '', method: 'password' }): string {
  const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
  db.insert(sessions)
    .values({
      tokenHash: sha256(token),
      createdAt: now,
      lastSeenAt: now,
      // A remembered device skipped the second step: that sign-in proves less, so it does not count as confirmed.
      confirmedAt: details.method === 'password+remembered' ? 0 : now,
      ...details,
      userAgent: details.userAgent.slice(0, 300),
    })
    .run();
  return token;
}

/** A session's id outside the server: the start of its hash (a hash of a hash of 256 random bits). */
export const publicId = (tokenHash: string) => tokenHash.slice(0, 16);

/** Every live session, the latest seen first. */
export const listSessions = (db: Db): SessionRow[] => db.select().from(sessions).orderBy(desc(sessions.lastSeenAt)).all();

/** Ends the session with this public id; whether there was one. */
export function endSessionById(db: Conn, id: string): boolean {
  if (!/^[0-9a-f]{16}$/.test(id)) return false;
  return (
    db
      .delete(sessions)
      .where(like(sessions.tokenHash, `${id}%`))
      .returning({ id: sessions.tokenHash })
      .all().length > 0
  );
}

export const sessionRow = (db: Db, tokenHash: string) => db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).get();

/** The password (or a factor) was proven again in this session. */
export function markConfirmed(db: Db, tokenHash: string, now: number): void {
  db.update(sessions).set({ confirmedAt: now }).where(eq(sessions.tokenHash, tokenHash)).run();
}

/**
 * The session's hash when the token is live; an expired session is deleted on sight. `address`: where it is seen from
 * now, kept with last_seen_at.
 */
export function checkSession(db: Db, token: string | undefined, now: number, policy: SessionPolicy, address?: string): string | null {
  if (!token || token.length > 100) return null;
  const tokenHash = sha256(token);
  const row = db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).get();
  if (!row) return null;
  if (now - row.lastSeenAt > policy.idleMs || now - row.createdAt > policy.maxMs) {
    db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).run();
    return null;
  }
  if (now - row.lastSeenAt > TOUCH_EVERY_MS) {
    try {
      db.update(sessions)
        .set(address ? { lastSeenAt: now, address } : { lastSeenAt: now })
        .where(eq(sessions.tokenHash, tokenHash))
        .run();
    } catch (error) {
      // On a full disk the session is still live: the admin must get in to delete images or see what is wrong.
      if (!isStorageFull(error)) throw error;
    }
  }
  return tokenHash;
}

export function endSession(db: Db, token: string | undefined): void {
  if (token)
    db.delete(sessions)
      .where(eq(sessions.tokenHash, sha256(token)))
      .run();
}

/** Ends every session but the one given (all of them when it is null); how many it ended. */
export function endOtherSessions(db: Conn, keepHash: string | null): number {
  return db
    .delete(sessions)
    .where(keepHash ? ne(sessions.tokenHash, keepHash) : undefined)
    .returning({ id: sessions.tokenHash })
    .all().length;
}

export function purgeExpiredSessions(db: Db, now: number, policy: SessionPolicy): void {
  db.delete(sessions)
    .where(or(lt(sessions.lastSeenAt, now - policy.idleMs), lt(sessions.createdAt, now - policy.maxMs)))
    .run();
}
