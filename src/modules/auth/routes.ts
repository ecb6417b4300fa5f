// /api/admin/login, /api/admin/logout, /api/admin/update-credentials and /api/auth/user.
import { Elysia } from 'elysia';
import { API_PATHS, CredentialsUpdate, LoginInput, type CurrentUser, type Ok } from '../../contract';
import type { Deps } from '../../deps';
import { secureCookie, sessionCookieName, sessionToken } from '../../http/auth';
import { adminGuard, sessionPolicy } from './guard';
import { HttpError, invalidField, validate } from '../../http/errors';
import { adminUsername } from '../settings/service';
import { setDeviceCookie } from './known-device';
import { checkCredentials, isCurrentPassword, passwordHash, updateCredentials } from './service';
import { startAttempt } from './sign-in-limits';
import { auditor } from '../audit/auditor';
import { checkSession, createSession, endSession, purgeExpiredSessions } from './sessions';

export const authRoutes = (deps: Deps) =>
  new Elysia()
    .use(adminGuard(deps))
    .post(API_PATHS.auth.login, async ({ body, cookie, request, server }): Promise<CurrentUser> => {
      const input = validate(LoginInput, body);
      const attempt = startAttempt(deps, { request, server, cookie }, input.username);
      if (!(await checkCredentials(deps.db, input.username, input.password))) {
        // The name tried, never the password.
        auditor(deps, { request, server }, input.username)('sign_in_failed', input.username, {});
        throw new HttpError(401, 'unauthorized', 'Invalid username or password');
      }
      attempt.succeeded();
      auditor(deps, { request, server })('sign_in', input.username, {});
      const now = deps.now();
      const secure = secureCookie(request, deps.config);
      // A new token at every login: a token planted before login is worth nothing after it.
      endSession(deps.db, sessionToken(cookie, request, deps.config));
      purgeExpiredSessions(deps.db, now, sessionPolicy(deps));
      cookie[sessionCookieName(secure)]!.set({
        value: createSession(deps.db, now),
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure,
        maxAge: Math.floor(deps.config.sessionMaxMs / 1000),
      });
      // This browser is now a known device: a flood of strangers' guesses will not keep it out (set after the session
      // cookie, which clients read first).
      setDeviceCookie(cookie, secure, passwordHash(deps.db)!);
      return { username: adminUsername(deps.db) };
    })
    .post(API_PATHS.auth.logout, ({ cookie, request, server }): Ok => {
      // Only a sign-out that ended a session is one (an anonymous call is no one's action).
      if (checkSession(deps.db, sessionToken(cookie, request, deps.config), deps.now(), sessionPolicy(deps))) {
        auditor(deps, { request, server })('sign_out', adminUsername(deps.db), {});
      }
      endSession(deps.db, sessionToken(cookie, request, deps.config));
      cookie[sessionCookieName(secureCookie(request, deps.config))]!.remove();
      return { ok: true };
    })
    .get(API_PATHS.auth.user, ({ cookie, request }): CurrentUser => {
      if (!checkSession(deps.db, sessionToken(cookie, request, deps.config), deps.now(), sessionPolicy(deps))) {
        throw new HttpError(401, 'unauthorized', 'Not signed in');
      }
      return { username: adminUsername(deps.db) };
    })
    .post(
      API_PATHS.auth.updateCredentials,
      async ({ body, sessionHash, cookie, request, server }): Promise<CurrentUser> => {
        const input = validate(CredentialsUpdate, body);
        // The current password, checked and counted like a sign-in: a stolen session alone cannot take the account.
        const attempt = startAttempt(deps, { request, server, cookie }, adminUsername(deps.db));
        if (!(await isCurrentPassword(deps.db, input.currentPassword)))
          throw invalidField('currentPassword', 'The current password is not correct');
        attempt.succeeded();
        const before = adminUsername(deps.db);
        const audit = auditor(deps, { request, server }, before);
        await updateCredentials(deps.db, input, sessionHash, deps.now(), (tx) =>
          audit(
            'account_update',
            input.username,
            {
              username: before === input.username ? undefined : { from: before, to: input.username },
              password: input.password ? true : undefined,
            },
            tx,
          ),
        );
        if (input.password) setDeviceCookie(cookie, secureCookie(request, deps.config), passwordHash(deps.db)!);
        return { username: input.username };
      },
      { admin: true },
    );
