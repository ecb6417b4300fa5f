// Administrator login, credentials and the current user.
import * as v from 'valibot';
import { singleLine, visibleOnly } from './common';
import { Username } from './settings';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

export const LoginInput = v.strictObject({
  // The one-line rule before anything stores, logs or counts the name tried (a failed sign-in's activity entry).
  username: v.pipe(v.string(), v.minLength(1, 'This field is required'), v.maxLength(200), singleLine(), visibleOnly()),
  password: v.pipe(v.string(), v.minLength(1, 'This field is required'), v.maxLength(PASSWORD_MAX)),
});
export type LoginInput = v.InferOutput<typeof LoginInput>;

/**
 * POST /api/admin/update-credentials. A blank password keeps the current one. The current password is asked for
 * every change, so a stolen session cannot take the account over.
 */
export const CredentialsUpdate = v.strictObject({
  currentPassword: v.pipe(
    v.string('Enter your current password'),
    v.minLength(1, 'Enter your current password'),
    v.maxLength(PASSWORD_MAX),
  ),
  username: Username,
  password: v.optional(
    v.union(
      [
        v.literal(''),
        v.pipe(
          v.string(),
          v.minLength(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`),
          v.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
        ),
      ],
      `Password must be at least ${PASSWORD_MIN} characters`,
    ),
    '',
  ),
  /** What GET /api/auth/user answers may come back as it was read: the time zone is a setting, not changed here. */
  timeZone: v.optional(v.string()),
});
export type CredentialsUpdate = v.InferOutput<typeof CredentialsUpdate>;

/** Who is signed in (product.md: `{ username }`), and the site's time zone (decision 0089), which every date in the
 * admin is written in: what GET /api/auth/user and every way of signing in answer. */
export type CurrentUser = { username: string; timeZone: string };
