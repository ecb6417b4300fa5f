// The admin's session calls: who is signed in, signing in and out, and changing the account's name or password.
import { queryOptions } from '@tanstack/react-query';
import type { CredentialsUpdate, CurrentUser, LoginInput, Ok } from '../../../src/contract';
import { API_PATHS } from '../../../src/contract/api-paths';
import { api } from '../api';

const PATHS = API_PATHS.auth;

/** product.md §7: a 401 here is an error, not "no user". */
export const currentUserQuery = () => queryOptions({ queryKey: ['auth-user'], queryFn: () => api<CurrentUser>(PATHS.user) });

export const signIn = (input: LoginInput) => api<CurrentUser>(PATHS.login, { method: 'POST', body: input });

export const signOut = () => api<Ok>(PATHS.logout, { method: 'POST', body: {} });

export const updateCredentials = (body: CredentialsUpdate) => api<CurrentUser>(PATHS.updateCredentials, { method: 'POST', body });

/** The calls that answer 401 as part of their job (is anyone signed in, is this the password), not because a session ended. */
export const SESSION_CALLS: ReadonlySet<string> = new Set([PATHS.user, PATHS.login, PATHS.logout]);
