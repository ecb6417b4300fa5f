// A sign-in between its steps: the password was right and a second factor is owed, or a passkey alone was asked for.
// Named by the `sign-in` cookie (HttpOnly, SameSite=Strict, 5 minutes); the state itself stays in memory.
import type { Cookie } from 'elysia';
import { sessionCookieName } from '../../http/auth';
import { randomKey, ShortLived } from './short-lived';

export type PendingSignIn = {
  /** True after a right password (a passkey then is the second factor); false for a passkey alone. */
  passwordOk: boolean;
  /** Whether the browser carried a known-device cookie when the password was typed (for the new-device alert). */
  knownDevice: boolean;
  /** The WebAuthn challenge last handed out for it, base64url. */
  challenge?: string;
  /** The password's version when it was typed: a password changed meanwhile ends the sign-in. */
  passwordVersion: number;
  /** Wrong codes so far; the fifth ends it. */
  wrong: number;
  /** Whether the owner was already told of a wrong second step in this sign-in. */
  alerted: boolean;
};

export const PENDING_MS = 5 * 60_000;
/** Wrong codes one pending sign-in takes before the password must be typed again. */
export const WRONG_CODES_PER_SIGN_IN = 5;

export const pendingStore = () => new ShortLived<PendingSignIn>(PENDING_MS, 2_000);

/** `sign-in`, or `__Host-sign-in` over HTTPS (as the session cookie). */
const cookieName = (secure: boolean) => sessionCookieName(secure).replace('session', 'sign-in');

type Cookies = Record<string, Cookie<unknown>>;

export function pendingKey(cookie: Cookies, secure: boolean): string | undefined {
  const value = cookie[cookieName(secure)]?.value;
  return typeof value === 'string' && value.length <= 64 ? value : undefined;
}

/** Starts a pending sign-in and names it in the browser's cookie. */
export function beginPending(store: ShortLived<PendingSignIn>, cookie: Cookies, secure: boolean, state: PendingSignIn, now: number) {
  const key = randomKey();
  store.set(key, state, now);
  cookie[cookieName(secure)]!.set({
    value: key,
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure,
    maxAge: PENDING_MS / 1000,
  });
  return key;
}

/** Ends the browser's pending sign-in, whichever store holds it. */
export function endPending(stores: ShortLived<PendingSignIn>[], cookie: Cookies, secure: boolean) {
  const key = pendingKey(cookie, secure);
  for (const store of stores) store.delete(key);
  if (key) cookie[cookieName(secure)]!.remove();
}
