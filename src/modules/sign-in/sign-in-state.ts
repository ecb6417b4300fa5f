// What sign-in keeps in memory between requests: pending sign-ins (named by their cookie), the passkey ceremony and
// the authenticator app being set up in a session (named by the session's hash).
import { pendingStore } from './pending-sign-ins';
import { ShortLived } from './short-lived';

const TEN_MINUTES = 10 * 60_000;

export const signInState = () => ({
  /** After a right password: few, since the password's limits bound them. */
  pending: pendingStore(),
  /**
   * A passkey alone, asked for by anyone without a password: kept apart, so a flood of them (bounded per address, and
   * the oldest dropped first) can never push out an owner's sign-in that is waiting for its code.
   */
  passkeyAlone: pendingStore(),
  /** The secret shown to the app, until its first code confirms it. */
  totpSetups: new ShortLived<Uint8Array>(TEN_MINUTES, 100),
  /** The challenge of a passkey being registered. */
  passkeyRegistrations: new ShortLived<string>(TEN_MINUTES, 100),
});

export type SignInState = ReturnType<typeof signInState>;
