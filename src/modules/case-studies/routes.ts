// GET /api/case-studies (public).
import { Elysia } from 'elysia';
import type { Deps } from '../../deps';
import { listCaseStudies } from './service';

export const caseStudiesRoutes = (deps: Deps) => new Elysia().get('/api/case-studies', () =>
    deps.cache.json('case-studies', () => listCaseStudies(deps.db)),
  );
