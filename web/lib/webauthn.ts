// The browser's passkey ceremonies, through @simplewebauthn/browser, behind one object: component tests put a fake
// authenticator in its place (as they put a fake API in fetch's), the real browser meets the real thing.
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';

export const webAuthn = {
  supported: browserSupportsWebAuthn,
  register: startRegistration,
  authenticate: startAuthentication,
};

/**
 * Why a ceremony ended without a passkey, in three kinds the screens word: the owner cancelled or let it time out (the
 * browser says NotAllowedError for both, on purpose), this authenticator already holds one for the site, or else.
 */
export function ceremonyFailure(error: unknown): 'cancelled' | 'exists' | 'other' {
  // A WebAuthnError keeps the browser's own error name (its cause's); a plain DOMException has it too.
  const name = error instanceof Error ? error.name : undefined;
  if (name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  if (name === 'InvalidStateError') return 'exists';
  return 'other';
}
