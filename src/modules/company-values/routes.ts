// /api/company-values: the public list; create, replace, delete and reorder for the admin.
import { CompanyValueInput, PUBLIC_READS } from '../../contract';
import type { Deps } from '../../deps';
import { listRoutes } from '../lists/list-routes';
import { companyValueFields, companyValues } from './service';

export const companyValuesRoutes = (deps: Deps) =>
  listRoutes(deps, { path: PUBLIC_READS.companyValues, noun: 'company value', list: companyValues, input: CompanyValueInput, fields: companyValueFields });
