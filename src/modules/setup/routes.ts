// GET /api/admin/setup: the checklist on the admin's first screen (admin only: it describes the server).
import { Elysia } from 'elysia';
import { API_PATHS, type SetupStatus } from '../../contract';
import type { Deps } from '../../deps';
import { adminGuard } from '../sign-in';
import { setupStatus } from './service';

export const setupRoutes = (deps: Deps) =>
  new Elysia()
    .use(adminGuard(deps))
    .get(API_PATHS.setup, (): SetupStatus => setupStatus(deps.db, deps.config, deps.mailer !== null), { admin: true });
