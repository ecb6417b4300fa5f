// GET /api/services (public).
import { Elysia } from 'elysia';
import { PUBLIC_READS } from '../../contract';
import type { Deps } from '../../deps';
import { listServices } from './service';

const PATH = PUBLIC_READS.services;

export function servicesRoutes(deps: Deps) {
  deps.cache.publish(PATH, () => listServices(deps.db));
  return new Elysia().get(PATH, ({ request }) => deps.cache.respond(PATH, request));
}
