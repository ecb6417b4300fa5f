// "Remember this device for 30 days": a `remembered` cookie whose token's SHA-256 is stored with its expiry. It skips
// the second step on that browser, never the password; the owner can forget them all.
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Cookie } from 'elysia';
import { rememberedDevices } from '../../../../db/schema';
import type { Conn, Db } from '../../../../db/client';
import { REMEMBER_DEVICE_DAYS } from '../../../contract';
import { sessionCookieName } from '../../../http/auth';

const DAYS_MS = REMEMBER_DEVICE_DAYS * 24 * 3600 * 1000;
const sha256 = (token: string) => new Bun.CryptoHasher('sha256').update(`remembered:${token}`).digest('hex');
const cookieName = (secure: boolean) => sessionCookieName(secure).replace('session', 'remembered');

type Cookies = Record<string, Cookie<unknown>>;

export function rememberDevice(db: Db, cookie: Cookies, secure: boolean, now: number): void {
  const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
  db.delete(rememberedDevices).where(lt(rememberedDevices.expiresAt, now)).run();
  db.insert(rememberedDevices)
    .values({ tokenHash: sha256(token), createdAt: now, expiresAt: now + DAYS_MS })
    .run();
  cookie[cookieName(secure)]!.set({ value: token, httpOnly: true, sameSite: 'strict', path: '/', secure, maxAge: DAYS_MS / 1000 });
}

/** Whether this browser carries a live remembered-device token. */
export function isRemembered(db: Db, cookie: Cookies, secure: boolean, now: number): boolean {
  const token = cookie[cookieName(secure)]?.value;
  if (typeof token !== 'string' || token.length > 100) return false;
  return Boolean(
    db
      .select({ at: rememberedDevices.expiresAt })
      .from(rememberedDevices)
      .where(and(eq(rememberedDevices.tokenHash, sha256(token)), gt(rememberedDevices.expiresAt, now)))
      .get(),
  );
}

export const countRemembered = (db: Db, now: number) =>
  db.select({ at: rememberedDevices.expiresAt }).from(rememberedDevices).where(gt(rememberedDevices.expiresAt, now)).all().length;

/** Forgets every remembered browser; how many were live. */
export const forgetRemembered = (tx: Conn, now: number) =>
  tx
    .delete(rememberedDevices)
    .returning({ at: rememberedDevices.expiresAt })
    .all()
    .filter((row) => row.at > now).length;
