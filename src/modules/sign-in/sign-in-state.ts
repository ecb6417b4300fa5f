// What sign-in keeps in memory between requests: pending sign-ins (named by their cookie), the passkey ceremony and
// the authenticator app being set up in a session (named by the session's hash).
import type { Deps } from '../../deps';
import { pendingStore } from './pending-sign-ins';
import { folderKey } from '../../secret-box';
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

/**
 * The sign-in state of one app's deps, made on first use and kept as long as those deps; the data folder's key that
 * seals factor secrets (secret.key, made on first use; decision 0073) is read once with it.
 */
const memories = new WeakMap<Deps, { state: SignInState; key?: Buffer }>();
const memoryOf = (deps: Deps) => {
  let memory = memories.get(deps);
  if (!memory) memories.set(deps, (memory = { state: signInState() }));
  return memory;
};

/** Sign-ins between their steps, and ceremonies under way (memory only: a restart asks for the password again). */
export const signIns = (deps: Deps): SignInState => memoryOf(deps).state;

/** The data folder's key that seals factor secrets. */
export function sealingKey(deps: Deps): Buffer {
  const memory = memoryOf(deps);
  memory.key ??= folderKey(deps.config.dataDir);
  return memory.key;
}
