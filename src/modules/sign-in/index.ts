// The sign-in module's one public face (password, second step, passkeys, authenticator app, recovery codes, sessions,
// remembered and known devices): what the rest of the server may use of it. Nothing outside imports another file here.
import { Elysia } from 'elysia';
import type { Deps } from '../../deps';
import { passkeyRoutes } from './passkeys/routes';
import { authRoutes } from './routes';
import { securityRoutes } from './second-factor/routes';
import { secondStepRoutes } from './second-step-routes';
import { sessionRoutes } from './sessions/routes';

/** Every sign-in route: login, logout, credentials, the second step, the account's factors and its devices. */
export const signInRoutes = (deps: Deps) =>
  new Elysia()
    .use(authRoutes(deps))
    .use(secondStepRoutes(deps)) // the second step of a sign-in, and a passkey alone
    .use(securityRoutes(deps))
    .use(passkeyRoutes(deps))
    .use(sessionRoutes(deps));

export { requireConfirmed } from './confirmed';
export { adminGuard, lookupSession } from './guard';
export { hashPassword } from './password';
/** A session made directly, for the test harness: a signed-in admin without hashing a password. */
export { createSession } from './sessions/store';
export { hasFactor } from './second-factor/requirement';
/** The authenticator app's code arithmetic, for tests that play the app. */
export { fromBase32, hotp, stepAt } from './second-factor/totp';
export { ensureAdmin, removedFactorsLine, resetAdminPassword, UNUSED_ADMIN_PASSWORD } from './service';
/** The data folder's sealing key (secret.key, decision 0073), read once per app, for the secrets another module keeps. */
export { sealingKey } from './sign-in-state';
