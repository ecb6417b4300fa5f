// The admin guard: `{ admin: true }` on a route answers 401 unless the session cookie is live.
import { Elysia } from 'elysia';
import type { Deps } from '../deps';
import { checkSession } from '../modules/auth/sessions';
import { unauthorized } from './errors';

export const SESSION_COOKIE = 'session';

export const sessionPolicy = (deps: Deps) => ({ idleMs: deps.config.sessionIdleMs, maxMs: deps.config.sessionMaxMs });

export const adminGuard = (deps: Deps) =>
  new Elysia({ name: 'admin-guard' }).macro({
    admin: {
      resolve({ cookie }) {
        const token = cookie[SESSION_COOKIE]?.value;
        const sessionHash = checkSession(deps.db, typeof token === 'string' ? token : undefined, deps.now(), sessionPolicy(deps));
        if (!sessionHash) throw unauthorized();
        return { sessionHash };
      },
    },
  });
