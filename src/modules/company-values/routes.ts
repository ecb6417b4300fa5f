// GET /api/company-values (public).
import { Elysia } from 'elysia';
import type { Deps } from '../../deps';
import { listCompanyValues } from './service';

const PATH = '/api/company-values';

export function companyValuesRoutes(deps: Deps) {
  deps.cache.publish(PATH, () => listCompanyValues(deps.db));
  return new Elysia().get(PATH, ({ request }) => deps.cache.respond(PATH, request));
}
