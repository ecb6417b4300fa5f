// Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP, HMAC-SHA1, 6 digits, 30-second steps): what an
// authenticator app shows, the secret it is given (base32, in an otpauth:// address), and checking a typed code within
// one step either side, never the same step twice. Issue 33; the factor's storage and routes build on this.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const TOTP = { digits: 6, stepSeconds: 30, window: 1 } as const;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * RFC 4648 base32 without padding, as authenticator apps read secrets; with another 32-sign `alphabet`, the same five
 * bits a sign (recovery codes).
 */
export function base32(bytes: Uint8Array, alphabet: string = ALPHABET): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

/** The bytes of a base32 secret (as an authenticator app reads it from the QR code). */
export function fromBase32(text: string): Uint8Array {
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text.toUpperCase().replace(/[\s=]/g, '')) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

/** A new secret: 20 random bytes, the length RFC 4226 recommends for HMAC-SHA1. */
export const newSecret = (): Uint8Array => new Uint8Array(randomBytes(20));

/** The code for `counter` (RFC 4226 section 5.3: dynamic truncation), `digits` long with leading zeros. */
export function hotp(secret: Uint8Array, counter: number, digits: number = TOTP.digits): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The 30-second step a moment falls in (ms since the epoch). */
export const stepAt = (nowMs: number) => Math.floor(nowMs / 1000 / TOTP.stepSeconds);

/**
 * The step a typed code belongs to, when it is right within one step either side of now and later than `lastStep` (the
 * step last accepted: a code is good once); else null. Every candidate is compared in constant time.
 */
export function acceptedStep(secret: Uint8Array, typed: string, nowMs: number, lastStep: number | null): number | null {
  const code = typed.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(code)) return null;
  const now = stepAt(nowMs);
  let found: number | null = null;
  for (let step = now - TOTP.window; step <= now + TOTP.window; step++) {
    const same = timingSafeEqual(Buffer.from(hotp(secret, step)), Buffer.from(code));
    if (same && found === null && (lastStep === null || step > lastStep)) found = step;
  }
  return found;
}

/** The address an authenticator app reads from the QR code (Google's Key Uri Format, which all of them follow). */
export function otpauthUri(secret: Uint8Array, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret: base32(secret),
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP.digits),
    period: String(TOTP.stepSeconds),
  });
  return `otpauth://totp/${label}?${query}`;
}
