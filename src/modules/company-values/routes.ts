// GET /api/company-values (public).
import { Elysia } from 'elysia';
import type { Deps } from '../../deps';
import { listCompanyValues } from './service';

export const companyValuesRoutes = (deps: Deps) =>
  new Elysia().get('/api/company-values', () =>
    deps.cache.json('company-values', () => listCompanyValues(deps.db)),
  );
