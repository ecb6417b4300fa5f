// The codes an authenticator app shows, checked against the RFCs' own test values, and the rules for a typed code:
// one step of clock drift either way, six digits, and never the same code (step) twice.
import { expect, test } from 'bun:test';
import { acceptedStep, base32, fromBase32, hotp, otpauthUri, stepAt } from './totp';

const RFC_SECRET = new TextEncoder().encode('12345678901234567890');

test('HOTP: RFC 4226 appendix D, counters 0 to 9', () => {
  const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
  expect(expected.map((_, counter) => hotp(RFC_SECRET, counter))).toEqual(expected);
});

test('TOTP: RFC 6238 appendix B (SHA-1), its 8-digit values at the times given', () => {
  const cases: [seconds: number, code: string][] = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];
  for (const [seconds, code] of cases) expect(hotp(RFC_SECRET, stepAt(seconds * 1000), 8)).toBe(code);
});

test('base32 as RFC 4648 section 10 writes it (without padding)', () => {
  const enc = (text: string) => base32(new TextEncoder().encode(text));
  expect(['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar'].map(enc)).toEqual([
    '',
    'MY',
    'MZXQ',
    'MZXW6',
    'MZXW6YQ',
    'MZXW6YTB',
    'MZXW6YTBOI',
  ]);
});

test('a typed code: now, or one step either side; not two steps off; spaces allowed; anything but six digits refused', () => {
  const now = 1_800_000_000_000;
  const step = stepAt(now);
  expect(acceptedStep(RFC_SECRET, hotp(RFC_SECRET, step), now, null)).toBe(step);
  expect(acceptedStep(RFC_SECRET, hotp(RFC_SECRET, step - 1), now, null)).toBe(step - 1);
  expect(acceptedStep(RFC_SECRET, hotp(RFC_SECRET, step + 1), now, null)).toBe(step + 1);
  expect(acceptedStep(RFC_SECRET, hotp(RFC_SECRET, step - 2), now, null)).toBeNull();
  const spaced = hotp(RFC_SECRET, step).replace(/^(\d{3})/, '$1 ');
  expect(acceptedStep(RFC_SECRET, spaced, now, null)).toBe(step);
  for (const junk of ['', '12345', '1234567', 'abcdef', `${hotp(RFC_SECRET, step)}0`])
    expect(acceptedStep(RFC_SECRET, junk, now, null)).toBeNull();
});

test('a code is good once: its step, or an earlier one, is refused after it was accepted', () => {
  const now = 1_800_000_000_000;
  const step = stepAt(now);
  const code = hotp(RFC_SECRET, step);
  expect(acceptedStep(RFC_SECRET, code, now, step)).toBeNull();
  expect(acceptedStep(RFC_SECRET, hotp(RFC_SECRET, step - 1), now, step)).toBeNull();
  expect(acceptedStep(RFC_SECRET, hotp(RFC_SECRET, step + 1), now, step)).toBe(step + 1);
});

test('the otpauth address names the site and the account, and carries the secret in base32', () => {
  const uri = new URL(otpauthUri(RFC_SECRET, 'admin', 'Custom Software Solutions'));
  expect(uri.protocol).toBe('otpauth:');
  expect(uri.host).toBe('totp');
  expect(decodeURIComponent(uri.pathname)).toBe('/Custom Software Solutions:admin');
  expect(Object.fromEntries(uri.searchParams)).toEqual({
    secret: base32(RFC_SECRET),
    issuer: 'Custom Software Solutions',
    algorithm: 'SHA1',
    digits: '6',
    period: '30',
  });
});

test('base32 read back as the app reads it: lower case and spaces allowed, anything else refused', () => {
  const bytes = new Uint8Array([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
  expect(fromBase32(base32(bytes))).toEqual(bytes);
  expect(
    fromBase32(
      base32(bytes)
        .toLowerCase()
        .replace(/(.{4})/g, '$1 '),
    ),
  ).toEqual(bytes);
  expect(() => fromBase32('ABC1')).toThrow('not base32');
});
