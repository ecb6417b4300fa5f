// Every signed-in device: the list (browser and system in words, address, how and when it signed in, last seen),
// signing one out, and signing out everywhere else. Decision 0073.
import { Elysia } from 'elysia';
import * as v from 'valibot';
import { API_PATHS, SIGN_IN_METHODS, type EndedSessions, type Ok, type SignedInSession, type SignInMethod } from '../../../contract';
import type { Deps } from '../../../deps';
import { notFound, validateParams } from '../../../http/errors';
import { audited } from '../../audit/auditor';
import { adminGuard } from '../guard';
import { endOtherSessions, endSessionById, listSessions, publicId, type SessionRow } from './store';
import { adminUsername } from '../../settings/service';
import { describeDevice } from './user-agent';

const SessionParam = v.object({ id: v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/)) });
const iso = (ms: number) => new Date(ms).toISOString();
const method = (stored: string): SignInMethod =>
  (SIGN_IN_METHODS as readonly string[]).includes(stored) ? (stored as SignInMethod) : 'password';

const asSession = (row: SessionRow, currentHash: string): SignedInSession => ({
  id: publicId(row.tokenHash),
  current: row.tokenHash === currentHash,
  ...describeDevice(row.userAgent),
  address: row.address,
  method: method(row.method),
  signedInAt: iso(row.createdAt),
  lastSeenAt: iso(row.lastSeenAt),
});

export const sessionRoutes = (deps: Deps) => {
  const P = API_PATHS.sessions;
  return new Elysia()
    .use(adminGuard(deps))
    .get(P.list, ({ sessionHash }): SignedInSession[] => listSessions(deps.db).map((row) => asSession(row, sessionHash)), { admin: true })
    .delete(
      P.one,
      ({ params, request, server }): Ok => {
        const { id } = validateParams(SessionParam, params, 'No such session');
        const row = listSessions(deps.db).find((session) => publicId(session.tokenHash) === id);
        if (!row) throw notFound('No such session');
        const { browser, os } = describeDevice(row.userAgent);
        audited(deps, { request, server }, (tx, audit) => {
          if (!endSessionById(tx, id)) throw notFound('No such session');
          audit('session_ended', row.address, { browser, os });
        });
        return { ok: true };
      },
      { admin: true },
    )
    .post(
      P.endOthers,
      ({ sessionHash, request, server }): EndedSessions =>
        audited(deps, { request, server }, (tx, audit) => {
          const ended = endOtherSessions(tx, sessionHash);
          audit('sessions_ended', adminUsername(deps.db), { count: ended });
          return { ended };
        }),
      { admin: true },
    );
};
