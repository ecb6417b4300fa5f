// GET /api/services (public).
import { Elysia } from 'elysia';
import type { Deps } from '../../deps';
import { listServices } from './service';

const PATH = '/api/services';

export function servicesRoutes(deps: Deps) {
  deps.cache.publish(PATH, () => listServices(deps.db));
  return new Elysia().get(PATH, ({ request }) => deps.cache.respond(PATH, request));
}
