// The admin guard's macro: `{ admin: true }` on a route answers only the admin's own pages (403 to a request another
// site's page made) and only with a live session (401). The session lookup is handed in by the sign-in module, so a
// low-level module (audit, settings, revisions) can take the guard as an argument without importing sign-in.
import { Elysia } from 'elysia';
import type { Config } from '../config';
import { sessionToken } from './auth';
import { clientIp } from './client';
import { unauthorized } from './errors';
import { refuseCrossSite } from './same-origin';

/** The session's hash when the token is live, seen now from `address`; null otherwise. */
export type SessionLookup = (token: string | undefined, address?: string) => string | null;

export const adminGuardOver = (config: Config, lookup: SessionLookup) =>
  new Elysia({ name: 'admin-guard' }).macro({
    admin: {
      resolve({ cookie, request, server }) {
        // Reads too: SameSite=Lax sends the session cookie with another site's link, and an admin GET may have an
        // effect (a message marked read, an activity entry) or hand over everything (the CSV, a backup). The admin
        // app only ever calls from its own pages. Refused before the session is looked at, so the answer is the same
        // signed in or not, as for writes (same-origin.ts).
        refuseCrossSite(request, config);
        const sessionHash = lookup(sessionToken(cookie, request, config), clientIp({ request, server }, config));
        if (!sessionHash) throw unauthorized();
        return { sessionHash };
      },
    },
  });

/** The guard a route module `.use()`s: made by the sign-in module (`adminGuard(deps)`). */
export type AdminGuard = ReturnType<typeof adminGuardOver>;
