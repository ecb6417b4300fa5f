// Who may try a password now. Per client address (an IPv6 one by its /64): LOGIN_LIMIT failures per 15 minutes. Per
// account: LOGIN_ACCOUNT_LIMIT failures per hour, counted per username and password version — a browser that has signed
// in before (known-device.ts) is not held back by that one, so strangers' guesses from many addresses cannot lock the
// owner out.
import type { Cookie } from 'elysia';
import type { Db } from '../../../db/client';
import type { Deps } from '../../deps';
import { sealingKey } from './sign-in-state';
import { secureCookie } from '../../http/auth';
import { clientIp } from '../../http/client';
import { tooManyRequests } from '../../http/errors';
import { limitKey } from '../../http/limit-key';
import { deviceCookieName, isKnownDevice } from './known-device';
import { deviceKey, passwordVersion } from './service';

type Ctx = { request: Request; server: Parameters<typeof clientIp>[0]['server']; cookie: Record<string, Cookie<unknown>> };

const accountKey = (db: Db, username: string) => `${username.trim().toLowerCase()}|${passwordVersion(db)}`;

/** Refuses with 429 while a limit applies; else records the attempt (before the slow check: parallel guesses count). */
export function startAttempt(deps: Deps, ctx: Ctx, username: string) {
  const { loginPerAddress, loginPerAccount } = deps.limits;
  const address = limitKey(clientIp(ctx, deps.config));
  const account = accountKey(deps.db, username);
  const known = isKnownDevice(
    ctx.cookie[deviceCookieName(secureCookie(ctx.request, deps.config))]?.value,
    deviceKey(deps.db, () => sealingKey(deps)),
  );
  const wait = Math.max(loginPerAddress.retryAfter(address), known ? 0 : loginPerAccount.retryAfter(account));
  if (wait) throw tooManyRequests(wait, 'Too many failed sign-in attempts. Please try again later.');
  loginPerAddress.hit(address);
  loginPerAccount.hit(account);
  return {
    /** The password was right: this address starts afresh (the account count only ages out, or a new password clears it). */
    succeeded: () => loginPerAddress.reset(address),
  };
}
