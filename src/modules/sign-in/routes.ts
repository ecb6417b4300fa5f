// /api/admin/login, /api/admin/logout, /api/admin/update-credentials and /api/auth/user.
import { Elysia } from 'elysia';
import { API_PATHS, CredentialsUpdate, LoginInput, type CurrentUser, type Ok } from '../../contract';
import type { Deps } from '../../deps';
import { sealingKey, signIns } from './sign-in-state';
import { secureCookie, sessionCookieName, sessionToken } from '../../http/auth';
import { adminGuard, lookupSession } from './guard';
import { errorResponse, HttpError, invalidField, validate } from '../../http/errors';
import { adminUsername } from '../settings/service';
import { setDeviceCookie } from './known-device';
import { checkCredentials, deviceKey, isCurrentPassword, passwordVersion, updateCredentials } from './service';
import { startAttempt } from './sign-in-limits';
import { auditor } from '../audit/auditor';
import { isRemembered } from './second-factor/remembered-devices';
import { isSecondFactorRequired } from './second-factor/requirement';
import { beginPending } from './pending-sign-ins';
import { cameKnown, currentUser, startSession } from './sign-in';
import { endSession } from './sessions/store';

/** What the login call says when the password was right and the second step is owed. */
export const SECOND_STEP_OWED = 'Password accepted: confirm with your authenticator app, a passkey or a recovery code';

export const authRoutes = (deps: Deps) =>
  new Elysia()
    .use(adminGuard(deps))
    .post(API_PATHS.auth.login, async ({ body, cookie, request, server }): Promise<CurrentUser | Response> => {
      const input = validate(LoginInput, body);
      const attempt = startAttempt(deps, { request, server, cookie }, input.username);
      if (!(await checkCredentials(deps.db, input.username, input.password))) {
        // The name tried, never the password.
        auditor(deps, { request, server }, input.username)('sign_in_failed', input.username, {});
        throw new HttpError(401, 'unauthorized', 'Invalid username or password');
      }
      attempt.succeeded();
      const ctx = { request, server, cookie };
      const knownDevice = cameKnown(deps, ctx);
      const secure = secureCookie(request, deps.config);
      if (!isSecondFactorRequired(deps.db)) return startSession(deps, ctx, 'password', { knownDevice });
      if (isRemembered(deps.db, cookie, secure, deps.now())) return startSession(deps, ctx, 'password+remembered', { knownDevice });
      // The password alone is not enough: no session, a pending sign-in for the second step, and not an ok status
      // (the product's login call takes any ok status as signed in).
      const pending = { passwordOk: true, passwordVersion: passwordVersion(deps.db), knownDevice, wrong: 0, alerted: false };
      beginPending(signIns(deps).pending, cookie, secure, pending, deps.now());
      return errorResponse(401, 'second_factor_required', SECOND_STEP_OWED);
    })
    .post(API_PATHS.auth.logout, ({ cookie, request, server }): Ok => {
      // Only a sign-out that ended a session is one (an anonymous call is no one's action).
      if (lookupSession(deps, sessionToken(cookie, request, deps.config))) {
        auditor(deps, { request, server })('sign_out', adminUsername(deps.db), {});
      }
      endSession(deps.db, sessionToken(cookie, request, deps.config));
      cookie[sessionCookieName(secureCookie(request, deps.config))]!.remove();
      return { ok: true };
    })
    .get(API_PATHS.auth.user, ({ cookie, request }): CurrentUser => {
      if (!lookupSession(deps, sessionToken(cookie, request, deps.config))) {
        throw new HttpError(401, 'unauthorized', 'Not signed in');
      }
      return currentUser(deps);
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
        if (input.password) setDeviceCookie(cookie, secureCookie(request, deps.config), deviceKey(deps.db, () => sealingKey(deps))!);
        return currentUser(deps);
      },
      { admin: true },
    );
