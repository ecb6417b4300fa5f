// Who may try a second-step code now (decision 0073): wrong codes per client address (LOGIN_LIMIT per 15 minutes),
// and per account at most CODES_PER_HOUR an hour, counted per password version (a new password or `site reset-admin`
// starts afresh) and apart for the owner's known devices, so strangers holding the password cannot fill the owner's
// count. Passkeys are never counted here: a signature cannot be guessed, and a stranger's bogus answers must not
// shut the owner's passkey out; they count per address only (passkeyAttempt).
import type { Deps } from '../../deps';
import { clientIp } from '../../http/client';
import { tooManyRequests } from '../../http/errors';
import { limitKey } from '../../http/limit-key';
import { passwordVersion } from './service';

const TOO_MANY = 'Too many failed sign-in attempts. Please try again later.';

export function codeAttempt(deps: Deps, ctx: Parameters<typeof clientIp>[0], knownDevice: boolean) {
  const { codesPerAddress, codesPerAccount } = deps.limits;
  const address = limitKey(clientIp(ctx, deps.config));
  const account = `${passwordVersion(deps.db)}|${knownDevice ? 'known' : 'stranger'}`;
  const wait = Math.max(codesPerAddress.retryAfter(address), codesPerAccount.retryAfter(account));
  if (wait) throw tooManyRequests(wait, TOO_MANY);
  return {
    failed: () => {
      codesPerAddress.hit(address);
      codesPerAccount.hit(account);
    },
  };
}

/** A passkey's answer: refused per address after LOGIN_LIMIT wrong ones in 15 minutes, never per account. */
export function passkeyAttempt(deps: Deps, ctx: Parameters<typeof clientIp>[0]) {
  const { codesPerAddress } = deps.limits;
  const address = limitKey(clientIp(ctx, deps.config));
  const wait = codesPerAddress.retryAfter(address);
  if (wait) throw tooManyRequests(wait, TOO_MANY);
  return { failed: () => codesPerAddress.hit(address) };
}

/** Starting a passkey sign-in without a password: 30 a minute per address. */
export function passkeyStart(deps: Deps, ctx: Parameters<typeof clientIp>[0]) {
  const address = limitKey(clientIp(ctx, deps.config));
  const wait = deps.limits.passkeyStartsPerAddress.retryAfter(address);
  if (wait) throw tooManyRequests(wait, TOO_MANY);
  deps.limits.passkeyStartsPerAddress.hit(address);
}
