// The authenticator app as stored: set up (a secret waiting for its first code), switched on by a right code, checked
// at sign-in (each code once), removed. The secret is sealed under the data folder's key (secret-box.ts).
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { totpFactor } from '../../../../db/schema';
import type { Conn, Db } from '../../../../db/client';
import { base32, acceptedStep, newSecret, otpauthUri } from './totp';
import { open, seal } from '../../../secret-box';

const LABEL = 'totp-secret';

const row = (db: Db) => db.select().from(totpFactor).where(eq(totpFactor.id, 1)).get();

export const hasTotp = (db: Db) => Boolean(row(db));

/** A new secret for the app, and the address its QR code carries; nothing is stored until a code confirms it. */
export function newTotpSetup(account: string, issuer: string) {
  const secret = newSecret();
  return { secret, shown: { secret: base32(secret), uri: otpauthUri(secret, account, issuer) } };
}

/** Switches the app on when `code` is right for the secret being set up; false otherwise (nothing stored). */
export function confirmTotp(tx: Conn, key: Buffer, secret: Uint8Array, code: string, now: number): boolean {
  const step = acceptedStep(secret, code, now, null);
  if (step === null) return false;
  tx.insert(totpFactor)
    .values({ id: 1, sealedSecret: seal(key, secret, LABEL), lastStep: step, createdAt: now, lastUsedAt: null })
    .onConflictDoUpdate({
      target: totpFactor.id,
      set: { sealedSecret: seal(key, secret, LABEL), lastStep: step, createdAt: now, lastUsedAt: null },
    })
    .run();
  return true;
}

/** Whether the stored secret opens with this key (a site restored without its key file cannot check codes). */
export function totpReadable(db: Db, key: Buffer): boolean {
  const stored = row(db);
  return Boolean(stored && open(key, stored.sealedSecret, LABEL));
}

/**
 * 'ok' when `code` is right and later than the last accepted one (the step is recorded in the same statement that
 * checks it, so two requests with one code cannot both pass); 'wrong' otherwise; 'unreadable' when the secret cannot
 * be opened; 'none' without an app.
 */
export function checkTotp(db: Db, key: Buffer, code: string, now: number): 'ok' | 'wrong' | 'unreadable' | 'none' {
  const stored = row(db);
  if (!stored) return 'none';
  const secret = open(key, stored.sealedSecret, LABEL);
  if (!secret) return 'unreadable';
  const step = acceptedStep(secret, code, now, stored.lastStep);
  if (step === null) return 'wrong';
  const taken = db
    .update(totpFactor)
    .set({ lastStep: step, lastUsedAt: now })
    .where(and(eq(totpFactor.id, 1), or(isNull(totpFactor.lastStep), lt(totpFactor.lastStep, step))))
    .returning({ id: totpFactor.id })
    .all();
  return taken.length === 1 ? 'ok' : 'wrong';
}

export const totpDetails = (db: Db) => {
  const stored = row(db);
  return stored ? { createdAt: stored.createdAt, lastUsedAt: stored.lastUsedAt } : null;
};

export const removeTotp = (tx: Conn) => tx.delete(totpFactor).returning({ id: totpFactor.id }).all().length > 0;
