// GET /api/company-values (public).
import { Elysia } from 'elysia';
import { PUBLIC_READS } from '../../contract';
import type { Deps } from '../../deps';
import { listCompanyValues } from './service';

const PATH = PUBLIC_READS.companyValues;

export function companyValuesRoutes(deps: Deps) {
  deps.cache.publish(PATH, () => listCompanyValues(deps.db));
  return new Elysia().get(PATH, ({ request }) => deps.cache.respond(PATH, request));
}
