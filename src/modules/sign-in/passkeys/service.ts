// Passkeys (WebAuthn, through @simplewebauthn/server): registration and sign-in ceremonies, and the stored public keys.
// Passkeys are discoverable (resident), so signing in with one needs no name typed.
// Imported at start, not on first use like nodemailer: loaded lazily inside the compiled binary its dependency tsyringe
// ran before reflect-metadata and every ceremony answered 500 ("tsyringe requires a reflect polyfill"); about 1.2 MB.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { asc, eq } from 'drizzle-orm';
import { appMeta, passkeys } from '../../../../db/schema';
import type { Conn, Db } from '../../../../db/client';
import { BRAND, type Passkey } from '../../../contract';
import type { RelyingParty } from './relying-party';

export type PasskeyRow = typeof passkeys.$inferSelect;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
export const asPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: iso(row.createdAt)!,
  lastUsedAt: iso(row.lastUsedAt),
  backedUp: row.backedUp,
});

export const listPasskeys = (db: Db): PasskeyRow[] => db.select().from(passkeys).orderBy(asc(passkeys.id)).all();
export const countPasskeys = (db: Db) => listPasskeys(db).length;

/** The account's WebAuthn user handle: random, made once, so a passkey names no one outside this site. */
function userHandle(db: Db): Uint8Array {
  const key = 'webauthnUserId';
  const stored = db.select().from(appMeta).where(eq(appMeta.key, key)).get()?.value;
  if (stored) return new Uint8Array(Buffer.from(stored, 'base64url'));
  const made = crypto.getRandomValues(new Uint8Array(32));
  db.insert(appMeta)
    .values({ key, value: Buffer.from(made).toString('base64url') })
    .onConflictDoNothing()
    .run();
  return new Uint8Array(Buffer.from(db.select().from(appMeta).where(eq(appMeta.key, key)).get()!.value, 'base64url'));
}

const described = (row: PasskeyRow) => ({ id: row.credentialId, transports: row.transports as never[] });

export const registrationOptions = (db: Db, rp: RelyingParty, account: string) =>
  generateRegistrationOptions({
    rpName: BRAND,
    rpID: rp.id,
    userName: account,
    userID: userHandle(db) as Uint8Array<ArrayBuffer>,
    attestationType: 'none',
    excludeCredentials: listPasskeys(db).map(described),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });

/** Checks the browser's answer and keeps the new passkey; null when it does not answer this challenge. */
export async function register(
  tx: Conn,
  rp: RelyingParty,
  challenge: string,
  input: { name: string; response: unknown },
  now: number,
): Promise<PasskeyRow | null> {
  const result = await verifyRegistrationResponse({
    response: input.response as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) return null;
  const { credential, credentialBackedUp } = result.registrationInfo;
  return (
    tx
      .insert(passkeys)
      .values({
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        backedUp: credentialBackedUp,
        name: input.name,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning()
      .get() ?? null
  );
}

/** Options for signing in: any of the site's passkeys, or (as a second factor) the ones listed. */
export const signInOptions = (db: Db, rp: RelyingParty, asSecondFactor: boolean) =>
  generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: asSecondFactor ? listPasskeys(db).map(described) : [],
    // Alone, the passkey is both factors: the authenticator must check its owner (PIN, fingerprint, face).
    userVerification: asSecondFactor ? 'preferred' : 'required',
  });

/** The passkey that answered the challenge, its counter and last use updated; null when it did not. */
export async function authenticate(
  db: Db,
  rp: RelyingParty,
  challenge: string,
  response: unknown,
  requireUserVerification: boolean,
  now: number,
): Promise<PasskeyRow | null> {
  const answer = response as AuthenticationResponseJSON;
  const row = db.select().from(passkeys).where(eq(passkeys.credentialId, answer.id)).get();
  if (!row) return null;
  const result = await verifyAuthenticationResponse({
    response: answer,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: row.credentialId,
      publicKey: new Uint8Array(row.publicKey),
      counter: row.counter,
      transports: row.transports as never[],
    },
    requireUserVerification,
  }).catch(() => null);
  if (!result?.verified) return null;
  const { newCounter, credentialBackedUp } = result.authenticationInfo;
  db.update(passkeys).set({ counter: newCounter, backedUp: credentialBackedUp, lastUsedAt: now }).where(eq(passkeys.id, row.id)).run();
  return row;
}

export const findPasskey = (db: Conn, id: number): PasskeyRow | undefined => db.select().from(passkeys).where(eq(passkeys.id, id)).get();

export function renamePasskey(tx: Conn, id: number, name: string): PasskeyRow | null {
  return tx.update(passkeys).set({ name }).where(eq(passkeys.id, id)).returning().get() ?? null;
}

export function removePasskey(tx: Conn, id: number): PasskeyRow | null {
  return tx.delete(passkeys).where(eq(passkeys.id, id)).returning().get() ?? null;
}

export const removeAllPasskeys = (tx: Conn) => tx.delete(passkeys).returning({ id: passkeys.id }).all().length;
