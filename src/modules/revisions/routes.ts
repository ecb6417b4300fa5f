// /api/revisions (admin): a thing's history, the deleted entries of a list, and restoring an earlier value.
import { Elysia } from 'elysia';
import { API_PATHS, DeletedQuery, RevisionIdParam, RevisionQuery, type Revision } from '../../contract';
import type { Deps } from '../../deps';
import { conflict, notFound, validate, validateParams } from '../../http/errors';
import { audited } from '../audit/auditor';
import type { AdminGuard } from '../../http/admin-guard';
import { deletedEntries, getRevision, historyOf } from './service';

/** `guard` is handed in: revisions sits below sign-in and imports no module but audit. */
export function revisionsRoutes(deps: Deps, guard: AdminGuard) {
  const paths = API_PATHS.revisions;
  return new Elysia()
    .use(guard)
    .get(paths.list, ({ query }): Revision[] => historyOf(deps.db, validate(RevisionQuery, query).target), { admin: true })
    .get(paths.deletedEntries, ({ query }): Revision[] => deletedEntries(deps.db, validate(DeletedQuery, query).list), { admin: true })
    .post(
      paths.restore,
      ({ params, request, server }): Revision[] => {
        const { id } = validateParams(RevisionIdParam, params, 'No such revision');
        const revision = getRevision(deps.db, id);
        if (!revision) throw notFound('No such revision');
        const restore = deps.restorers.for(revision.target);
        if (!restore) throw notFound('No such revision');
        if (revision.before === null) throw conflict('Before this change it did not exist: delete it instead');
        audited(deps, { request, server }, (tx, audit) => restore(tx, audit, revision.target, revision.before, revision.id));
        deps.cache.clear();
        return historyOf(deps.db, revision.target);
      },
      { admin: true },
    );
}
