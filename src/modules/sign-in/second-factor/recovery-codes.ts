// Recovery codes: ten single-use codes of 80 random bits each (`xxxx-xxxx-xxxx-xxxx` in a 32-letter alphabet without
// look-alikes), shown once; only their SHA-256 is stored. A code is found by its hash, so nothing compares secrets
// character by character, and using one marks it used in the same statement that finds it.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { recoveryCodes } from '../../../../db/schema';
import type { Conn, Db } from '../../../../db/client';
import { RECOVERY_CODE_COUNT } from '../../../contract';
import { base32 } from './totp';

/** 32 signs, 5 bits each: a–z without i, l and o, and the digits without 1 (nothing to mistake for another). */
const LETTERS = 'abcdefghjkmnpqrstuvwxyz023456789';
const hash = (code: string) => new Bun.CryptoHasher('sha256').update(`recovery:${code}`).digest('hex');

/** What people type, made comparable: lower case, without spaces or dashes, an o read as the zero it must be. */
export const normalise = (typed: string) =>
  typed
    .toLowerCase()
    .replace(/[\s-]+/g, '')
    .replace(/o/g, '0');

/** 80 random bits: 16 signs of 5 bits, in groups of four. */
const newCode = () =>
  base32(new Uint8Array(randomBytes(10)), LETTERS)
    .match(/.{4}/g)!
    .join('-');

/** A new set replaces every earlier code; returns the codes to show once. */
export function makeRecoveryCodes(tx: Conn, now: number): string[] {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  tx.delete(recoveryCodes).run();
  tx.insert(recoveryCodes)
    .values(codes.map((code) => ({ codeHash: hash(normalise(code)), createdAt: now })))
    .run();
  return codes;
}

/** Uses the code when it is one of the set and unused: true once, false ever after. */
export function redeemRecoveryCode(db: Conn, typed: string, now: number): boolean {
  const code = normalise(typed);
  if (!/^[a-z0-9]{16}$/.test(code)) return false;
  const used = db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.codeHash, hash(code)), isNull(recoveryCodes.usedAt)))
    .returning({ codeHash: recoveryCodes.codeHash })
    .all();
  return used.length === 1;
}

export function recoveryCodeCounts(db: Db) {
  const row = db
    .select({
      total: sql<number>`count(*)`,
      remaining: sql<number>`count(*) filter (where ${recoveryCodes.usedAt} is null)`,
      createdAt: sql<number | null>`max(${recoveryCodes.createdAt})`,
    })
    .from(recoveryCodes)
    .get();
  return { total: row?.total ?? 0, remaining: row?.remaining ?? 0, createdAt: row?.createdAt ?? null };
}

export const removeRecoveryCodes = (tx: Conn) => tx.delete(recoveryCodes).returning({ codeHash: recoveryCodes.codeHash }).all().length;
