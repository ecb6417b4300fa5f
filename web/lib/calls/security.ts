// The account's sign-in beyond the password (decision 0073): its state, passkeys, the authenticator app, recovery codes,
// the requirement, remembered devices, confirming the password before a sensitive change, and the signed-in sessions.
import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { queryOptions } from '@tanstack/react-query';
import type { EndedSessions, Ok, Passkey, RecoveryCodes, SecurityState, SignedInSession, TotpSetup } from '../../../src/contract';
import { API_PATHS, pathTo } from '../../../src/contract/api-paths';
import { api } from '../api';

const PATHS = API_PATHS.security;

export const securityQuery = () => queryOptions({ queryKey: ['admin-security'], queryFn: () => api<SecurityState>(PATHS.state) });

/** The password again: sensitive changes are then allowed for a while (CONFIRM_FOR_MS). */
export const confirmPassword = (password: string) => api<Ok>(PATHS.confirm, { method: 'POST', body: { password } });

/** A new secret for the app; nothing changes until confirmTotp proves the app holds it. */
export const startTotpSetup = () => api<TotpSetup>(PATHS.totpSetup, { method: 'POST', body: {} });

/** The app's first code switches it on; the answer holds new recovery codes (none when a set already existed). */
export const confirmTotp = (code: string) => api<RecoveryCodes>(PATHS.totp, { method: 'POST', body: { code } });

export const removeTotp = () => api<Ok>(PATHS.totp, { method: 'DELETE' });

/** A new set of recovery codes, replacing the old (which stop working). */
export const makeRecoveryCodes = () => api<RecoveryCodes>(PATHS.recoveryCodes, { method: 'POST', body: {} });

/** Switching on may make recovery codes (when there were none): the answer may then carry them, to be shown once. */
export const setSecondFactorRequired = (required: boolean) =>
  api<Partial<RecoveryCodes> & Record<string, unknown>>(PATHS.required, { method: 'PUT', body: { required } });

export const forgetRememberedDevices = () => api<Ok>(PATHS.rememberedDevices, { method: 'DELETE' });

export const passkeyRegistrationOptions = () =>
  api<PublicKeyCredentialCreationOptionsJSON>(PATHS.passkeyOptions, { method: 'POST', body: {} });

export const addPasskey = (body: { name: string; response: RegistrationResponseJSON }) =>
  api<Passkey>(PATHS.passkeys, { method: 'POST', body });

export const renamePasskey = (id: number, name: string) => api<Passkey>(pathTo(PATHS.passkey, { id }), { method: 'PATCH', body: { name } });

export const removePasskey = (id: number) => api<Ok>(pathTo(PATHS.passkey, { id }), { method: 'DELETE' });

const SESSIONS = API_PATHS.sessions;

/** Re-read every minute while shown: "last seen" moves, and a session may end elsewhere. */
export const sessionsQuery = () =>
  queryOptions({ queryKey: ['admin-sessions'], queryFn: () => api<SignedInSession[]>(SESSIONS.list), refetchInterval: 60_000 });

export const endSession = (id: string) => api<Ok>(pathTo(SESSIONS.one, { id }), { method: 'DELETE' });

export const endOtherSessions = () => api<EndedSessions>(SESSIONS.endOthers, { method: 'POST', body: {} });
