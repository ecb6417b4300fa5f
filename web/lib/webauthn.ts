// The browser's passkey ceremonies, through @simplewebauthn/browser, behind one object: component tests put a fake
// authenticator in its place (as they put a fake API in fetch's), the real browser meets the real thing. And the one
// answer to "can a passkey work here?" that every screen offering one asks.
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { isIpAddressHost } from '../../src/contract/security';

export const webAuthn = {
  supported: browserSupportsWebAuthn,
  register: startRegistration,
  authenticate: startAuthentication,
};

/**
 * Whether a passkey can work on this page, or why not. The address first: over plain HTTP at a network address the
 * browser hides WebAuthn as well, and opening the site by its name is then the way out, not another browser. Read at
 * call time, never at module load: the page's address is the browser's.
 */
export function passkeysHere(): 'ready' | 'address' | 'unsupported' {
  // The server refuses every ceremony at an address by the same rule (decision 0073).
  if (isIpAddressHost(location.hostname)) return 'address';
  return webAuthn.supported() ? 'ready' : 'unsupported';
}

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
