// The administrator's account: first-run password, login check, credential changes and the lock-out reset.
import { eq } from 'drizzle-orm';
import { adminAccount } from '../../../db/schema';
import type { Db, Tx } from '../../../db/client';
import { adminUsername, getSetting, putSetting } from '../settings/service';
import { decoyHash, generatePassword, hashPassword, verifyPassword } from './password';
import { removeAllFactors } from './second-factor/requirement';
import { endOtherSessions } from './sessions/store';

const account = (db: Db) => db.select().from(adminAccount).where(eq(adminAccount.id, 1)).get();
/** The stored argon2id hash (with the data folder's key, what known-device cookies are keyed with: deviceKey). */
export const passwordHash = (db: Db) => account(db)?.passwordHash;

/**
 * The key of known-device cookies: the current password's hash (a new password voids them all) with the data folder's
 * key (secret.key), so a stolen database alone cannot forge one (decision 0073). undefined without an administrator.
 */
export function deviceKey(db: Db, folderKey: () => Buffer): string | undefined {
  const hash = passwordHash(db);
  return hash && `${folderKey().toString('base64')}|${hash}`;
}
/**
 * Which password is current: the per-account sign-in limit counts per username and password, so a new password
 * (`site reset-admin`, a change) starts with a clean slate, even in a server that is running.
 */
export const passwordVersion = (db: Db) => account(db)?.updatedAt ?? 0;

async function setPassword(db: Db, password: string, now: number): Promise<void> {
  const hash = await hashPassword(password);
  db.insert(adminAccount)
    .values({ id: 1, passwordHash: hash, updatedAt: now })
    .onConflictDoUpdate({ target: adminAccount.id, set: { passwordHash: hash, updatedAt: now } })
    .run();
}

/**
 * Makes sure an administrator exists. On the first start the password is ADMIN_PASSWORD, or a generated one
 * that is returned so the caller can print it once. Later starts change nothing and return null.
 */
export async function ensureAdmin(
  db: Db,
  opts: { username: string; password: string | undefined; now: number },
): Promise<{ username: string; generatedPassword: string | null } | null> {
  if (!getSetting(db, 'adminUsername')) putSetting(db, 'adminUsername', opts.username);
  if (passwordHash(db)) return null;
  const generatedPassword = opts.password ? null : generatePassword();
  await setPassword(db, opts.password ?? generatedPassword!, opts.now);
  return { username: adminUsername(db), generatedPassword };
}

/** True only for the right username and password; a wrong username costs the same time as a wrong password. */
export async function checkCredentials(db: Db, username: string, password: string): Promise<boolean> {
  const hash = passwordHash(db);
  const nameMatches = username === adminUsername(db);
  const ok = await verifyPassword(password, nameMatches && hash ? hash : await decoyHash());
  return ok && nameMatches && Boolean(hash);
}

/** Whether `password` is the current one (for changes that must be confirmed with it). */
export async function isCurrentPassword(db: Db, password: string): Promise<boolean> {
  const hash = passwordHash(db);
  return Boolean(hash) && (await verifyPassword(password, hash!));
}

/** Changes the username, and the password unless it is blank; a new password ends every other session. */
export async function updateCredentials(
  db: Db,
  input: { username: string; password: string },
  currentSession: string | null,
  now: number,
  alsoInTransaction: (tx: Tx) => void = () => {},
): Promise<void> {
  const hash = input.password ? await hashPassword(input.password) : null;
  db.transaction((tx) => {
    putSetting(tx, 'adminUsername', input.username);
    if (hash) {
      tx.update(adminAccount).set({ passwordHash: hash, updatedAt: now }).where(eq(adminAccount.id, 1)).run();
      endOtherSessions(tx, currentSession);
    }
    alsoInTransaction(tx);
  });
}

/**
 * For a locked-out administrator: a new password, every session ended, and every second factor removed (the app,
 * passkeys, recovery codes, remembered devices, the requirement: decision 0073). The password is `chosen`
 * (ADMIN_PASSWORD, already held to the admin's rules by the configuration) when given, else a generated one;
 * `generated` says which.
 */
export async function resetAdminPassword(
  db: Db,
  now: number,
  chosen?: string,
): Promise<{ username: string; password: string; generated: boolean; removed: RemovedFactors }> {
  const password = chosen ?? generatePassword();
  await setPassword(db, password, now);
  const removed = db.transaction((tx) => {
    endOtherSessions(tx, null);
    return removeAllFactors(tx, now);
  });
  return { username: adminUsername(db), password, generated: chosen === undefined, removed };
}

export type RemovedFactors = ReturnType<typeof removeAllFactors>;

/** What reset-admin says it removed, or that there was nothing. */
export function removedFactorsLine({ app, passkeys, recoveryCodes, rememberedDevices, required }: RemovedFactors): string {
  const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  const parts = [
    app ? 'the authenticator app' : '',
    passkeys ? plural(passkeys, 'passkey') : '',
    recoveryCodes ? plural(recoveryCodes, 'recovery code') : '',
    rememberedDevices ? plural(rememberedDevices, 'remembered device') : '',
  ].filter(Boolean);
  if (!parts.length) return 'No second factors were set up.';
  return `Second factors removed: ${parts.join(', ')}.${required ? ' A second step is no longer required at sign-in; set one up again under Settings → Security.' : ''}`;
}

/**
 * What a start says when ADMIN_PASSWORD is set but an administrator already exists: it was not used, why, and the two
 * ways out. Without this line a sign-in with it is a 401 that nothing explains (issue 28).
 */
export const UNUSED_ADMIN_PASSWORD =
  'ADMIN_PASSWORD is set but was not used: it only sets the password when the administrator is first created, and this ' +
  'database already has one (its password is unchanged). To make ADMIN_PASSWORD the password, run `./site reset-admin` ' +
  'with it set (every session ends); otherwise remove ADMIN_PASSWORD from .env or the environment.';
