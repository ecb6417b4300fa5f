// Session cookie and the admin guard: `{ admin: true }` on a route answers 401 unless the session is live.
import { Elysia, type Cookie } from 'elysia';
import type { Config } from '../config';
import type { Deps } from '../deps';
import { checkSession } from '../modules/auth/sessions';
import { isHttps } from './client';
import { unauthorized } from './errors';

/** Secure whenever the request came over HTTPS (or COOKIE_SECURE=always), and then with the __Host- prefix. */
export const secureCookie = (request: Request, config: Config) => config.cookieSecure === 'always' || isHttps(request, config);
export const sessionCookieName = (secure: boolean) => (secure ? '__Host-session' : 'session');

/** The session token the request carries, if any. */
export function sessionToken(cookie: Record<string, Cookie<unknown>>, request: Request, config: Config): string | undefined {
  const value = cookie[sessionCookieName(secureCookie(request, config))]?.value;
  return typeof value === 'string' ? value : undefined;
}

export const sessionPolicy = (deps: Deps) => ({ idleMs: deps.config.sessionIdleMs, maxMs: deps.config.sessionMaxMs });

export const adminGuard = (deps: Deps) =>
  new Elysia({ name: 'admin-guard' }).macro({
    admin: {
      resolve({ cookie, request }) {
        const sessionHash = checkSession(deps.db, sessionToken(cookie, request, deps.config), deps.now(), sessionPolicy(deps));
        if (!sessionHash) throw unauthorized();
        return { sessionHash };
      },
    },
  });
