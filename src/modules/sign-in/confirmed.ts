// "Confirm it's you": sensitive changes (a factor added or removed, new recovery codes, the requirement switched) need
// the password or a factor proven in this session within CONFIRM_FOR_MS. A stolen session cookie alone cannot turn off
// the second factor or add the thief's own passkey.
import { CONFIRM_FOR_MS } from '../../contract';
import type { Deps } from '../../deps';
import { HttpError } from '../../http/errors';
import { sessionRow } from './sessions/store';

/** Until when (ms) the session may make sensitive changes, or null. */
export function confirmedUntil(deps: Deps, sessionHash: string): number | null {
  const at = sessionRow(deps.db, sessionHash)?.confirmedAt ?? 0;
  return at + CONFIRM_FOR_MS > deps.now() ? at + CONFIRM_FOR_MS : null;
}

/** Refuses with 403 `confirm_required` unless the session proved itself recently. */
export function requireConfirmed(deps: Deps, sessionHash: string): void {
  if (confirmedUntil(deps, sessionHash) === null) throw new HttpError(403, 'confirm_required', 'Confirm your password to make this change');
}
