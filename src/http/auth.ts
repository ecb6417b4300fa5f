// The session cookie: its name and Secure flag per request, and the token it carries. (The guard that checks the
// token is the auth module's: src/modules/sign-in/guard.ts.)
import type { Cookie } from 'elysia';
import type { Config } from '../config';
import { isHttps } from './client';

/** Secure whenever the request came over HTTPS (or COOKIE_SECURE=always), and then with the __Host- prefix. */
export const secureCookie = (request: Request, config: Config) => config.cookieSecure === 'always' || isHttps(request, config);
export const sessionCookieName = (secure: boolean) => (secure ? '__Host-session' : 'session');

/** The session token the request carries, if any. */
export function sessionToken(cookie: Record<string, Cookie<unknown>>, request: Request, config: Config): string | undefined {
  const value = cookie[sessionCookieName(secureCookie(request, config))]?.value;
  return typeof value === 'string' ? value : undefined;
}
