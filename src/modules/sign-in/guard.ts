// The admin guard: `{ admin: true }` on a route answers only the admin's own pages (403 to a request another site's
// page made) and only with a live session (401).
import { Elysia } from 'elysia';
import type { Deps } from '../../deps';
import { sessionToken } from '../../http/auth';
import { clientIp } from '../../http/client';
import { unauthorized } from '../../http/errors';
import { refuseCrossSite } from '../../http/same-origin';
import { checkSession } from './sessions/store';

export const sessionPolicy = (deps: Deps) => ({ idleMs: deps.config.sessionIdleMs, maxMs: deps.config.sessionMaxMs });

export const adminGuard = (deps: Deps) =>
  new Elysia({ name: 'admin-guard' }).macro({
    admin: {
      resolve({ cookie, request, server }) {
        // Reads too: SameSite=Lax sends the session cookie with another site's link, and an admin GET may have an
        // effect (a message marked read, an activity entry) or hand over everything (the CSV, a backup). The admin
        // app only ever calls from its own pages. Refused before the session is looked at, so the answer is the same
        // signed in or not, as for writes (same-origin.ts).
        refuseCrossSite(request, deps.config);
        const token = sessionToken(cookie, request, deps.config);
        const sessionHash = checkSession(deps.db, token, deps.now(), sessionPolicy(deps), clientIp({ request, server }, deps.config));
        if (!sessionHash) throw unauthorized();
        return { sessionHash };
      },
    },
  });
