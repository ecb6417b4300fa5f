// The admin session as the client sees it: the server decides (GET /api/auth/user); `admin_token` is only a marker.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CurrentUser, LoginInput } from '../../../src/contract';
import { api } from '../../lib/api';
import { readStored } from '../../lib/prefs';

export const ADMIN_MARKER = 'admin_token';

export const hasMarker = () => readStored(ADMIN_MARKER) !== null;

/** SPEC §7: no retry; a 401 is an error, not "no user". */
export const useCurrentUser = (enabled = true) =>
  useQuery({ queryKey: ['auth-user'], queryFn: () => api<CurrentUser>('/api/auth/user'), retry: false, enabled });

export const useLogin = () =>
  useMutation({
    mutationFn: (input: LoginInput) => api<CurrentUser>('/api/admin/login', { method: 'POST', body: input }),
    onSuccess: () => localStorage.setItem(ADMIN_MARKER, String(Date.now())),
  });

/** Ends the session on the server, drops the marker, and reloads the login page. */
export async function logout() {
  await api('/api/admin/logout', { method: 'POST', body: {} }).catch(() => undefined);
  localStorage.removeItem(ADMIN_MARKER);
  window.location.assign('/admin');
}
