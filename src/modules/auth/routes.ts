// /api/admin/login, /api/admin/logout, /api/admin/update-credentials and /api/auth/user.
import { Elysia, type Cookie } from 'elysia';
import { CredentialsUpdate, LoginInput, type CurrentUser, type Ok } from '../../contract';
import type { Deps } from '../../deps';
import { SESSION_COOKIE, adminGuard, sessionPolicy } from '../../http/auth';
import { HttpError, validate } from '../../http/errors';
import { adminUsername } from '../settings/service';
import { checkCredentials, updateCredentials } from './service';
import { checkSession, createSession, endSession, purgeExpiredSessions } from './sessions';

const cookieValue = (cookie: Cookie<unknown> | undefined) =>
  typeof cookie?.value === 'string' ? cookie.value : undefined;

export const authRoutes = (deps: Deps) =>
  new Elysia()
    .use(adminGuard(deps))
    .post('/api/admin/login', async ({ body, cookie, request }): Promise<CurrentUser> => {
      const input = validate(LoginInput, body);
      if (!(await checkCredentials(deps.db, input.username, input.password))) {
        throw new HttpError(401, 'unauthorized', 'Invalid username or password');
      }
      const now = deps.now();
      // A new token at every login: a token planted before login is worth nothing after it.
      endSession(deps.db, cookieValue(cookie[SESSION_COOKIE]));
      purgeExpiredSessions(deps.db, now, sessionPolicy(deps));
      cookie[SESSION_COOKIE]!.set({
        value: createSession(deps.db, now),
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: deps.config.cookieSecure === 'always' || new URL(request.url).protocol === 'https:',
        maxAge: Math.floor(deps.config.sessionMaxMs / 1000),
      });
      return { username: adminUsername(deps.db) };
    })
    .post('/api/admin/logout', ({ cookie }): Ok => {
      endSession(deps.db, cookieValue(cookie[SESSION_COOKIE]));
      cookie[SESSION_COOKIE]!.remove();
      return { ok: true };
    })
    .get('/api/auth/user', ({ cookie }): CurrentUser => {
      if (!checkSession(deps.db, cookieValue(cookie[SESSION_COOKIE]), deps.now(), sessionPolicy(deps))) {
        throw new HttpError(401, 'unauthorized', 'Not signed in');
      }
      return { username: adminUsername(deps.db) };
    })
    .post(
      '/api/admin/update-credentials',
      async ({ body, sessionHash }): Promise<CurrentUser> => {
        const input = validate(CredentialsUpdate, body);
        await updateCredentials(deps.db, input, sessionHash, deps.now());
        return { username: input.username };
      },
      { admin: true },
    );
