// /api/admin/redirects: the admin's redirects, kept, changed and deleted (loops and chains refused), and
// /api/admin/missed-paths: the addresses that answered 404, read and dismissed (decision 0096). The pages route asks
// this module where a path no page answers leads, and tells it of each 404 a person met.
import { Elysia } from 'elysia';
import { API_PATHS, IdParam, RedirectWrite, type Redirect } from '../../contract';
import type { Deps } from '../../deps';
import { pageFound } from '../../../web/server';
import { requestHost } from '../../http/client';
import { HttpError, invalidField, notFound, validate, validateParams } from '../../http/errors';
import { audited } from '../audit/auditor';
import { isPerson } from '../insights/counting';
import { adminGuard } from '../sign-in';
import {
  cameFrom,
  deleteRedirect,
  findRedirect,
  forgetMissed,
  listMissed,
  listRedirects,
  recordMissed,
  redirectFor,
  redirectProblem,
  saveRedirect,
} from './service';

/** Addresses the site answers itself whatever is kept: a redirect from one would never be used. */
const SITE_OWN = /^\/(?:api|admin|media|assets)(?:\/|$)|^\/healthz$/;

export function redirectsRoutes(deps: Deps) {
  deps.redirects.register((path) => redirectFor(deps.db, path));
  deps.redirects.onMissing((path, request) => {
    if (request.method !== 'GET' || !isPerson(request.headers.get('user-agent') ?? '')) return;
    try {
      recordMissed(deps.db, path, deps.now(), cameFrom(request.headers.get('referer'), requestHost(request)));
    } catch (error) {
      // Counting is advice: a full disk or a locked file never turns a 404 into a 500.
      deps.log('could not count a missing address:', error);
    }
  });
  /** The write's checks beyond its shape: not one of the site's own pages, no loop, no chain (409). */
  const checked = (body: unknown, except?: number) => {
    const input = validate(RedirectWrite, body);
    const read = (url: string) => deps.cache.read(url);
    if (SITE_OWN.test(input.from) || pageFound(input.from, 'en', read) || pageFound(input.from, 'zh', read))
      throw invalidField('from', 'This address is a page of the site: visitors would never be sent on');
    const problem = redirectProblem(deps.db, input, except);
    if (problem) throw new HttpError(409, 'conflict', problem.message, [{ path: problem.field, message: problem.message }]);
    return input;
  };
  const existing = (params: unknown) => {
    const { id } = validateParams(IdParam, params, 'No such redirect');
    const found = findRedirect(deps.db, id);
    if (!found) throw notFound('No such redirect');
    return found;
  };
  /** What visitors get changed: every remembered answer (a 404 among them) is made again, here and in the shared cache. */
  const changed = () => deps.cache.clear();
  const detail = (saved: Pick<Redirect, 'to' | 'permanent'>) => ({ to: saved.to, permanent: saved.permanent });
  return new Elysia()
    .use(adminGuard(deps))
    .get(API_PATHS.redirects.list, () => listRedirects(deps.db), { admin: true })
    .post(
      API_PATHS.redirects.list,
      ({ body, request, server, set }) => {
        const input = checked(body);
        const saved = audited(deps, { request, server }, (tx, audit) => {
          const made = saveRedirect(tx, input);
          audit('redirect_save', made.from, detail(made));
          return made;
        });
        changed();
        set.status = 201;
        return saved;
      },
      { admin: true },
    )
    .put(
      API_PATHS.redirects.one,
      ({ params, body, request, server }) => {
        const before = existing(params);
        const input = checked(body, before.id);
        const saved = audited(deps, { request, server }, (tx, audit) => {
          const made = saveRedirect(tx, input, before.id);
          audit('redirect_save', made.from, { ...detail(made), ...(before.from !== made.from ? { from: before.from } : {}) });
          return made;
        });
        changed();
        return saved;
      },
      { admin: true },
    )
    .delete(
      API_PATHS.redirects.one,
      ({ params, request, server }) => {
        const gone = existing(params);
        audited(deps, { request, server }, (tx, audit) => {
          deleteRedirect(tx, gone.id);
          audit('redirect_delete', gone.from, detail(gone));
        });
        changed();
        return { ok: true as const };
      },
      { admin: true },
    )
    .get(API_PATHS.missedPaths.list, () => listMissed(deps.db, deps.now()), { admin: true })
    .delete(
      API_PATHS.missedPaths.one,
      ({ params }) => {
        const { id } = validateParams(IdParam, params, 'No such address');
        if (!forgetMissed(deps.db, id)) throw notFound('No such address');
        return { ok: true as const };
      },
      { admin: true },
    );
}
