// GET /api/services (public).
import { Elysia } from 'elysia';
import type { Deps } from '../../deps';
import { listServices } from './service';

export const servicesRoutes = (deps: Deps) => new Elysia().get('/api/services', () => deps.cache.json('services', () => listServices(deps.db)));
