// GET /api/admin/audit: the activity log, newest first, by action if asked; admin only. No route writes or deletes
// an entry: the log is changed only by the actions it records and by age.
import { Elysia } from 'elysia';
import { API_PATHS, AuditPageQuery, type AuditEntry } from '../../contract';
import type { Deps } from '../../deps';
import { validate } from '../../http/errors';
import type { AdminGuard } from '../../http/admin-guard';
import type { ImageUses } from './names';
import { pageAudit } from './service';

/** `guard` and `imageUses` are handed in: audit is the bottom module, it imports no other. */
export const auditRoutes = (deps: Deps, guard: AdminGuard, imageUses: ImageUses) =>
  new Elysia().use(guard).get(
    API_PATHS.audit,
    ({ query, set }): AuditEntry[] => {
      const page = pageAudit(deps.db, validate(AuditPageQuery, query), imageUses);
      if (page.nextCursor) set.headers['x-next-cursor'] = page.nextCursor;
      set.headers['cache-control'] = 'no-store';
      return page.items;
    },
    { admin: true },
  );
