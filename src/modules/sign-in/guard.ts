// The admin guard (src/http/admin-guard.ts) over the one thing it depends on: the session lookup.
import type { Deps } from '../../deps';
import { adminGuardOver, type AdminGuard } from '../../http/admin-guard';
import { checkSession } from './sessions/store';

export const sessionPolicy = (deps: Deps) => ({ idleMs: deps.config.sessionIdleMs, maxMs: deps.config.sessionMaxMs });

/** The session's hash when `token` is live (an expired one is deleted on sight); `address`: where it is seen from now. */
export const lookupSession = (deps: Deps, token: string | undefined, address?: string): string | null =>
  checkSession(deps.db, token, deps.now(), sessionPolicy(deps), address);

export const adminGuard = (deps: Deps): AdminGuard => adminGuardOver(deps.config, (token, address) => lookupSession(deps, token, address));
