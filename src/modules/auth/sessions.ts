// Admin sessions: a random 256-bit token in the cookie, only its SHA-256 in the database, idle and absolute expiry.
import { eq, lt, ne, or } from 'drizzle-orm';
import { sessions } from '../../../db/schema';
import type { Conn, Db } from '../../../db/client';
import { isStorageFull } from '../../http/storage-full';

export type SessionPolicy = { idleMs: number; maxMs: number };

const sha256 = (token: string) => new Bun.CryptoHasher('sha256').update(token).digest('hex');
/** last_seen_at is written at most this often, so reading pages does not turn into a write per request. */
const TOUCH_EVERY_MS = 60_000;

export function createSession(db: Db, now: number): string {
  const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
  db.insert(sessions)
    .values({ tokenHash: sha256(token), createdAt: now, lastSeenAt: now })
    .run();
  return token;
}

/** The session's hash when the token is live; an expired session is deleted on sight. */
export function checkSession(db: Db, token: string | undefined, now: number, policy: SessionPolicy): string | null {
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
      db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash)).run();
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

/** Ends every session but the one given (all of them when it is null). */
export function endOtherSessions(db: Conn, keepHash: string | null): void {
  db.delete(sessions)
    .where(keepHash ? ne(sessions.tokenHash, keepHash) : undefined)
    .run();
}

export function purgeExpiredSessions(db: Db, now: number, policy: SessionPolicy): void {
  db.delete(sessions)
    .where(or(lt(sessions.lastSeenAt, now - policy.idleMs), lt(sessions.createdAt, now - policy.maxMs)))
    .run();
}
