// Who may try a second-step code (or passkey) now: the sign-in limit per address, and LOGIN_LIMIT wrong codes per hour
// for the account from anywhere (decision 0073). Only failures count; a right code clears its address.
import type { Deps } from '../../deps';
import { clientIp } from '../../http/client';
import { tooManyRequests } from '../../http/errors';
import { limitKey } from '../../http/limit-key';

const ACCOUNT = 'second-step';

export function codeAttempt(deps: Deps, ctx: Parameters<typeof clientIp>[0]) {
  const { loginPerAddress, codesPerAccount } = deps.limits;
  const address = limitKey(clientIp(ctx, deps.config));
  const wait = Math.max(loginPerAddress.retryAfter(address), codesPerAccount.retryAfter(ACCOUNT));
  if (wait) throw tooManyRequests(wait, 'Too many failed sign-in attempts. Please try again later.');
  return {
    failed: () => {
      loginPerAddress.hit(address);
      codesPerAccount.hit(ACCOUNT);
    },
    succeeded: () => loginPerAddress.reset(address),
  };
}
