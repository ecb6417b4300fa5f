// A browser that has signed in before carries a "known device" cookie: a random id with an HMAC keyed by the current
// password hash and the data folder's key (service.ts deviceKey). It lets the owner past the per-account sign-in limit
// that strangers' guesses fill (the password is still checked). A new password (a change, or `site reset-admin`) makes
// every such cookie worthless.
import type { Cookie } from 'elysia';
import { sessionCookieName } from '../../http/auth';

const YEAR_SECONDS = 365 * 24 * 3600;
/** `device`, or `__Host-device` over HTTPS (as the session cookie). */
export const deviceCookieName = (secure: boolean) => sessionCookieName(secure).replace('session', 'device');

const mac = (id: string, key: string) => new Bun.CryptoHasher('sha256', key).update(`known-device:${id}`).digest('base64url');

/** A new cookie value for this password hash. */
export const newDeviceToken = (key: string) => {
  const id = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64url');
  return `${id}.${mac(id, key)}`;
};

/** Whether the value was made for this password hash. */
export function isKnownDevice(value: unknown, key: string | undefined): boolean {
  if (typeof value !== 'string' || !key) return false;
  const [id, given] = value.split('.');
  if (!id || !given) return false;
  const expected = mac(id, key);
  return given.length === expected.length && crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

export function setDeviceCookie(cookie: Record<string, Cookie<unknown>>, secure: boolean, key: string) {
  cookie[deviceCookieName(secure)]!.set({
    value: newDeviceToken(key),
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure,
    maxAge: YEAR_SECONDS,
  });
}
