// GET /api/admin/cache-purges: whether a shared cache is purged on each change, and how the last purges went.
import { Elysia } from 'elysia';
import { API_PATHS, type CachePurgeStatus } from '../../contract';
import type { Deps } from '../../deps';
import { adminGuard } from '../sign-in';

export const cachePurgeRoutes = (deps: Deps) =>
  new Elysia({ name: 'cache-purges' })
    .use(adminGuard(deps))
    .get(API_PATHS.cachePurges, (): CachePurgeStatus => deps.purges.status(), { admin: true });
