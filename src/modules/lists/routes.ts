// /api/<list> for every content list (src/contract/lists), in the registry's order: each list's public read, and its
// create, replace, delete and reorder for the admin.
import { Elysia } from 'elysia';
import { ALL_LISTS } from '../../contract';
import type { Deps } from '../../deps';
import { listRoutes } from './list-routes';

export function listsRoutes(deps: Deps) {
  const app = new Elysia();
  for (const list of ALL_LISTS) app.use(listRoutes(deps, list));
  return app;
}
