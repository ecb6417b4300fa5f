// Sign-in beyond the password (issue 33, decision 0073): the second step, passkeys, the authenticator app, recovery
// codes, the required second factor and the signed-in devices.
import * as v from 'valibot';
import { PASSWORD_MAX } from './auth';
import { requiredText } from './common';

/** The ways a second step can be taken, in the order the sign-in page offers them. */
export const SECOND_FACTOR_METHODS = ['totp', 'passkey', 'recovery'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** How a session was begun: the password with what followed it, or a passkey alone. */
export const SIGN_IN_METHODS = [
  'password',
  'password+totp',
  'password+passkey',
  'password+recovery',
  'password+remembered',
  'passkey',
] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** A 30-day "remember this device" on the second step (decision 0073). */
export const REMEMBER_DEVICE_DAYS = 30;
/** How many recovery codes a set has. */
export const RECOVERY_CODE_COUNT = 10;
/** Sensitive changes (factors, the requirement) need the password or a factor this recently (ms). */
export const CONFIRM_FOR_MS = 10 * 60_000;

/** GET /api/admin/login/second-factor: what the pending sign-in may use (401 when there is none). */
export type PendingSignIn = { methods: SecondFactorMethod[] };

/** A six-digit code from the app, spaces allowed; or a recovery code (letters, digits, dashes). */
const Code = v.pipe(v.string('Enter the code'), v.trim(), v.minLength(1, 'Enter the code'), v.maxLength(40, 'Enter the code'));

/** POST /api/admin/login/second-factor. `remember`: skip the second step in this browser for 30 days. */
export const SecondFactorInput = v.strictObject({
  method: v.picklist(['totp', 'recovery'], 'Choose how to confirm'),
  code: Code,
  remember: v.optional(v.boolean(), false),
});
export type SecondFactorInput = v.InferOutput<typeof SecondFactorInput>;

/** POST /api/admin/security/confirm: the password again before a sensitive change. */
export const ConfirmInput = v.strictObject({
  password: v.pipe(v.string('Enter your password'), v.minLength(1, 'Enter your password'), v.maxLength(PASSWORD_MAX)),
});
export type ConfirmInput = v.InferOutput<typeof ConfirmInput>;

/** POST /api/admin/security/totp: the first code from the app, which switches it on. */
export const TotpConfirmInput = v.strictObject({ code: Code });
export type TotpConfirmInput = v.InferOutput<typeof TotpConfirmInput>;

/** PUT /api/admin/security/required. */
export const RequiredInput = v.strictObject({ required: v.boolean() });
export type RequiredInput = v.InferOutput<typeof RequiredInput>;

/**
 * Whether a host, as a URL, a Host header or `location.hostname` writes it (brackets and port or not), is an IP address
 * rather than a name. WebAuthn binds a passkey to a domain name and never to an address, so a site reached by address
 * can offer none: the server refuses the ceremonies there and the pages do not offer them. Read as the browser reads
 * an address bar, so every spelling it takes for an address counts (`127.1`, `0x7f.0.0.1` and `2130706433` are
 * 127.0.0.1 to it).
 */
export function isIpAddressHost(host: string): boolean {
  // Bare IPv6 (`::1`) has more than the one colon a port brings: bracket it as a URL writes it.
  const written = !host.startsWith('[') && host.indexOf(':') !== host.lastIndexOf(':') ? `[${host}]` : host;
  try {
    const { hostname } = new URL(`http://${written}`);
    return hostname.startsWith('[') || /^\d+\.\d+\.\d+\.\d+$/.test(hostname);
  } catch {
    return false; // not a host at all: neither a name nor an address
  }
}

export const PASSKEY_NAME_MAX = 60;
export const PasskeyName = requiredText(PASSKEY_NAME_MAX, 'Give the passkey a name');

/** POST /api/admin/passkeys: the browser's answer to the registration options, with a name for the list. */
export const PasskeyRegisterInput = v.strictObject({
  name: PasskeyName,
  // The browser's RegistrationResponseJSON; @simplewebauthn/server checks every part of it.
  response: v.looseObject({ id: v.pipe(v.string(), v.maxLength(1400)), type: v.literal('public-key') }),
});
export type PasskeyRegisterInput = v.InferOutput<typeof PasskeyRegisterInput>;

/** PATCH /api/admin/passkeys/:id. */
export const PasskeyRenameInput = v.strictObject({ name: PasskeyName });

/** POST /api/admin/login/passkey: the browser's AuthenticationResponseJSON. */
export const PasskeySignInInput = v.strictObject({
  response: v.looseObject({ id: v.pipe(v.string(), v.maxLength(1400)), type: v.literal('public-key') }),
  remember: v.optional(v.boolean(), false),
});
export type PasskeySignInInput = v.InferOutput<typeof PasskeySignInInput>;

export type Passkey = {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Synced to the maker's cloud (iCloud Keychain, Google Password Manager), so it survives a lost phone. */
  backedUp: boolean;
};

/** GET /api/admin/security: the whole state of the account's sign-in. */
export type SecurityState = {
  /** The password alone never signs in. */
  secondFactorRequired: boolean;
  totp: {
    enabled: boolean;
    createdAt: string | null;
    lastUsedAt: string | null;
    /** False when its secret cannot be read on this server (the data folder's key is not the one it was sealed with). */
    readable: boolean;
  };
  passkeys: Passkey[];
  recoveryCodes: { total: number; remaining: number; createdAt: string | null };
  /** Browsers that skip the second step until they expire. */
  rememberedDevices: number;
  /** Until when (ISO) sensitive changes need no password, or null: POST /api/admin/security/confirm first. */
  confirmedUntil: string | null;
};

/** POST /api/admin/security/totp/setup: a new secret to put in the app (not in force until a code confirms it). */
export type TotpSetup = { secret: string; uri: string };

/** Recovery codes as made: shown once, never readable again. */
export type RecoveryCodes = { codes: string[] };

/** GET /api/admin/sessions: one signed-in browser. */
export type SignedInSession = {
  id: string;
  current: boolean;
  /** From the user agent, as proper names ("Chrome", "macOS"); null when it says nothing known. */
  browser: string | null;
  os: string | null;
  phone: boolean;
  address: string;
  method: SignInMethod;
  signedInAt: string;
  lastSeenAt: string;
};

/** POST /api/admin/sessions/end-others. */
export type EndedSessions = { ended: number };
