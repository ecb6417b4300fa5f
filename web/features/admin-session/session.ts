// The admin session as the client sees it: the server decides (GET /api/auth/user); `admin_token` is only a marker.
import { useMutation, useQuery } from '@tanstack/react-query';
import { currentUserQuery, signIn, signOut } from '../../lib/calls/auth';
import { readStored } from '../../lib/prefs';

export const ADMIN_MARKER = 'admin_token';

export const hasMarker = () => readStored(ADMIN_MARKER) !== null;

/** product.md §7: no retry; a 401 is an error, not "no user". */
export const useCurrentUser = (enabled = true) => useQuery({ ...currentUserQuery(), retry: false, enabled });

export const useLogin = () =>
  useMutation({
    mutationFn: signIn,
    onSuccess: () => localStorage.setItem(ADMIN_MARKER, String(Date.now())),
  });

/** Ends the session on the server, drops the marker, and reloads the login page. */
export async function logout() {
  await signOut().catch(() => undefined);
  localStorage.removeItem(ADMIN_MARKER);
  window.location.assign('/admin');
}
