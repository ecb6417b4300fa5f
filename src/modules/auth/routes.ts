// /api/admin/login, /api/admin/logout, /api/admin/update-credentials and /api/auth/user.
import { Elysia } from 'elysia';
import { CredentialsUpdate, LoginInput, type CurrentUser, type Ok } from '../../contract';
import type { Deps } from '../../deps';
import { secureCookie, sessionCookieName, sessionToken } from '../../http/auth';
import { adminGuard, sessionPolicy } from './guard';
import { clientIp } from '../../http/client';
import { HttpError, tooManyRequests, validate } from '../../http/errors';
import { adminUsername } from '../settings/service';
import { checkCredentials, updateCredentials } from './service';
import { checkSession, createSession, endSession, purgeExpiredSessions } from './sessions';

export const authRoutes = (deps: Deps) =>
  new Elysia()
    .use(adminGuard(deps))
    .post('/api/admin/login', async ({ body, cookie, request, server }): Promise<CurrentUser> => {
      const input = validate(LoginInput, body);
      const { loginPerAddress, loginPerAccount } = deps.limits;
      const address = clientIp({ request, server }, deps.config);
      const account = input.username.trim().toLowerCase();
      const wait = Math.max(loginPerAddress.retryAfter(address), loginPerAccount.retryAfter(account));
      if (wait) throw tooManyRequests(wait, 'Too many failed sign-in attempts. Please try again later.');
      // Counted before the (slow) check, so a burst of parallel guesses cannot slip past the limit.
      loginPerAddress.hit(address);
      loginPerAccount.hit(account);
      if (!(await checkCredentials(deps.db, input.username, input.password))) {
        throw new HttpError(401, 'unauthorized', 'Invalid username or password');
      }
      loginPerAddress.reset(address);
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
      return { username: adminUsername(deps.db) };
    })
    .post('/api/admin/logout', ({ cookie, request }): Ok => {
      endSession(deps.db, sessionToken(cookie, request, deps.config));
      cookie[sessionCookieName(secureCookie(request, deps.config))]!.remove();
      return { ok: true };
    })
    .get('/api/auth/user', ({ cookie, request }): CurrentUser => {
      if (!checkSession(deps.db, sessionToken(cookie, request, deps.config), deps.now(), sessionPolicy(deps))) {
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
