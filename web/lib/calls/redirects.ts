// The admin's calls for redirects and the addresses that answered 404 (decision 0096).
import { queryOptions } from '@tanstack/react-query';
import type { MissedPath, Ok, Redirect, RedirectWrite } from '../../../src/contract';
import { API_PATHS, pathTo } from '../../../src/contract/api-paths';
import { api } from '../api';

export const redirectsQuery = () => queryOptions({ queryKey: ['redirects'], queryFn: () => api<Redirect[]>(API_PATHS.redirects.list) });

export const missedPathsQuery = () =>
  queryOptions({ queryKey: ['missed-paths'], queryFn: () => api<MissedPath[]>(API_PATHS.missedPaths.list) });

export const addRedirect = (body: RedirectWrite) => api<Redirect>(API_PATHS.redirects.list, { method: 'POST', body });

export const saveRedirect = (id: number, body: RedirectWrite) =>
  api<Redirect>(pathTo(API_PATHS.redirects.one, { id }), { method: 'PUT', body });

export const deleteRedirect = (id: number) => api<Ok>(pathTo(API_PATHS.redirects.one, { id }), { method: 'DELETE' });

export const dismissMissedPath = (id: number) => api<Ok>(pathTo(API_PATHS.missedPaths.one, { id }), { method: 'DELETE' });
