// /api/services: the public list; create, replace, delete and reorder for the admin.
import { PUBLIC_READS, ServiceInput } from '../../contract';
import type { Deps } from '../../deps';
import { listRoutes } from '../lists/list-routes';
import { serviceFields, services } from './service';

export const servicesRoutes = (deps: Deps) =>
  listRoutes(deps, { path: PUBLIC_READS.services, noun: 'service', list: services, input: ServiceInput, fields: (input) => serviceFields(deps.db, input) });
