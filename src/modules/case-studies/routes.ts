// GET /api/case-studies (public).
import { Elysia } from 'elysia';
import type { Deps } from '../../deps';
import { listCaseStudies } from './service';

const PATH = '/api/case-studies';

export function caseStudiesRoutes(deps: Deps) {
  deps.cache.publish(PATH, () => listCaseStudies(deps.db));
  return new Elysia().get(PATH, ({ request }) => deps.cache.respond(PATH, request));
}
