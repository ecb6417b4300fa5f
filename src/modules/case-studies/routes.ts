// GET /api/case-studies (public).
import { Elysia } from 'elysia';
import { PUBLIC_READS } from '../../contract';
import type { Deps } from '../../deps';
import { listCaseStudies } from './service';

const PATH = PUBLIC_READS.caseStudies;

export function caseStudiesRoutes(deps: Deps) {
  deps.cache.publish(PATH, () => listCaseStudies(deps.db));
  return new Elysia().get(PATH, ({ request }) => deps.cache.respond(PATH, request));
}
