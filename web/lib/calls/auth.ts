// The admin's session calls: who is signed in, signing in (the password, the second step, a passkey) and out, and
// changing the account's name or password.
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { queryOptions } from '@tanstack/react-query';
import type { CredentialsUpdate, CurrentUser, LoginInput, Ok, PendingSignIn, SecondFactorInput } from '../../../src/contract';
import { API_PATHS } from '../../../src/contract/api-paths';
import { api } from '../api';

const PATHS = API_PATHS.auth;

/** product.md §7: a 401 here is an error, not "no user". */
export const currentUserQuery = () => queryOptions({ queryKey: ['auth-user'], queryFn: () => api<CurrentUser>(PATHS.user) });

/** 401 `second_factor_required` when the password was right but a second step is owed (decision 0073). */
export const signIn = (input: LoginInput) => api<CurrentUser>(PATHS.login, { method: 'POST', body: input });

/** The ways the pending sign-in may finish; 401 when there is none (expired, or too many wrong codes). */
export const pendingSignIn = () => api<PendingSignIn>(PATHS.secondFactor);

/** The second step with a code from the app or a recovery code. */
export const signInSecondStep = (input: SecondFactorInput) => api<CurrentUser>(PATHS.secondFactor, { method: 'POST', body: input });

/** What the browser needs to ask for a passkey: any of the site's (alone), or the account's (as the second step). */
export const passkeySignInOptions = () => api<PublicKeyCredentialRequestOptionsJSON>(PATHS.passkeyOptions, { method: 'POST', body: {} });

export const signInWithPasskey = (body: { response: AuthenticationResponseJSON; remember: boolean }) =>
  api<CurrentUser>(PATHS.passkey, { method: 'POST', body });

export const signOut = () => api<Ok>(PATHS.logout, { method: 'POST', body: {} });

export const updateCredentials = (body: CredentialsUpdate) => api<CurrentUser>(PATHS.updateCredentials, { method: 'POST', body });

/**
 * The calls that answer 401 as part of their job (is anyone signed in, is this the password, is this code right), not
 * because a session ended: none of them opens the "Sign in again" dialog.
 */
export const SESSION_CALLS: ReadonlySet<string> = new Set([
  PATHS.user,
  PATHS.login,
  PATHS.logout,
  PATHS.secondFactor,
  PATHS.passkeyOptions,
  PATHS.passkey,
  API_PATHS.security.confirm,
]);
