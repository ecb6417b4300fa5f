// The required second factor, and what the account has to meet it with: the authenticator app, passkeys, recovery
// codes. One place answers "what may a pending sign-in use" and "what does reset-admin remove".
import { eq } from 'drizzle-orm';
import { adminAccount } from '../../../../db/schema';
import type { Conn, Db } from '../../../../db/client';
import type { SecondFactorMethod } from '../../../contract';
import { countPasskeys, removeAllPasskeys } from '../passkeys/service';
import { recoveryCodeCounts, removeRecoveryCodes } from './recovery-codes';
import { forgetRemembered } from './remembered-devices';
import { hasTotp, removeTotp, totpReadable } from './totp-factor';

export const isSecondFactorRequired = (db: Db) =>
  Boolean(db.select({ on: adminAccount.secondFactorRequired }).from(adminAccount).where(eq(adminAccount.id, 1)).get()?.on);

export function setSecondFactorRequired(tx: Conn, required: boolean): void {
  tx.update(adminAccount).set({ secondFactorRequired: required }).where(eq(adminAccount.id, 1)).run();
}

/** Whether a factor exists that can stand as the second step (recovery codes are a way back in, not a factor). */
export const hasFactor = (db: Db) => hasTotp(db) || countPasskeys(db) > 0;

/** The ways the second step can be taken now (not the app when this server cannot read its secret). */
export function secondFactorMethods(db: Db, key: Buffer): SecondFactorMethod[] {
  const methods: SecondFactorMethod[] = [];
  if (totpReadable(db, key)) methods.push('totp');
  if (countPasskeys(db) > 0) methods.push('passkey');
  if (recoveryCodeCounts(db).remaining > 0) methods.push('recovery');
  return methods;
}

/** After a factor is removed: with none left, the requirement and remembered devices go too. Whether it switched off. */
export function afterFactorRemoved(tx: Conn, now: number): boolean {
  if (hasFactor(tx as Db)) return false;
  const wasOn = isSecondFactorRequired(tx as Db);
  setSecondFactorRequired(tx, false);
  removeRecoveryCodes(tx);
  forgetRemembered(tx, now);
  return wasOn;
}

/** Everything `site reset-admin` removes, counted for what it prints. */
export function removeAllFactors(tx: Conn, now: number) {
  const removed = {
    app: removeTotp(tx),
    passkeys: removeAllPasskeys(tx),
    recoveryCodes: removeRecoveryCodes(tx),
    rememberedDevices: forgetRemembered(tx, now),
    required: isSecondFactorRequired(tx as Db),
  };
  setSecondFactorRequired(tx, false);
  return removed;
}
