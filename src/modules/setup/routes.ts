// GET /api/admin/setup: the checklist on the admin's first screen (admin only: it describes the server).
import { Elysia } from 'elysia';
import type { SetupStatus } from '../../contract';
import type { Deps } from '../../deps';
import { adminGuard } from '../auth/guard';
import { setupStatus } from './service';

export const setupRoutes = (deps: Deps) =>
  new Elysia().use(adminGuard(deps)).get('/api/admin/setup', (): SetupStatus => setupStatus(deps.db, deps.config, deps.mailer !== null), { admin: true });
