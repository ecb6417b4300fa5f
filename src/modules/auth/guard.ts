// The admin guard: `{ admin: true }` on a route answers 401 unless the request carries a live session.
import { Elysia } from 'elysia';
import type { Deps } from '../../deps';
import { sessionToken } from '../../http/auth';
import { unauthorized } from '../../http/errors';
import { checkSession } from './sessions';

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
