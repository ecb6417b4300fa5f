// The admin session as the client sees it: the server decides (GET /api/auth/user); `admin_token` is only a marker.
// Every way in (the password, the password and a second step, a passkey) ends the same way here.
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api';
import { currentUserQuery, passkeySignInOptions, signIn, signInSecondStep, signInWithPasskey, signOut } from '../../lib/calls/auth';
import { readStored } from '../../lib/prefs';
import { signal } from '../../lib/signals';
import { webAuthn } from '../../lib/webauthn';

export const ADMIN_MARKER = 'admin_token';

export const hasMarker = () => readStored(ADMIN_MARKER) !== null;

/**
 * The session ended in the middle of work (an admin call answered 401) and the owner has not signed in again yet:
 * SignInAgain, while mounted, sets it and opens its dialog on it. Who is signed in is the server's answer (useCurrentUser).
 */
export const sessionEnded = signal(false);

const markSignedIn = () => localStorage.setItem(ADMIN_MARKER, String(Date.now()));

/** product.md §7: no retry; a 401 is an error, not "no user". */
export const useCurrentUser = (enabled = true) => useQuery({ ...currentUserQuery(), retry: false, enabled });

export const useLogin = () => useMutation({ mutationFn: signIn, onSuccess: markSignedIn });

/** The password was right and a second step is owed (decision 0073): not a failure, the next screen. */
export const needsSecondStep = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && error.code === 'second_factor_required';

/** A code from the app or a recovery code, after the password. */
export const useSecondStep = () => useMutation({ mutationFn: signInSecondStep, onSuccess: markSignedIn });

/** A passkey: alone (no pending sign-in: any of the site's), or as the second step (the account's). */
export const usePasskeySignIn = () =>
  useMutation({
    mutationFn: async (remember: boolean) => {
      const optionsJSON = await passkeySignInOptions();
      const response = await webAuthn.authenticate({ optionsJSON });
      return signInWithPasskey({ response, remember });
    },
    onSuccess: markSignedIn,
  });

/** Ends the session on the server, drops the marker, and reloads the login page. */
export async function logout() {
  await signOut().catch(() => undefined);
  localStorage.removeItem(ADMIN_MARKER);
  window.location.assign('/admin');
}
