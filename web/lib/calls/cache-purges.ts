// Whether the shared cache in front is told of each change, and how the last purges went.
import { queryOptions } from '@tanstack/react-query';
import type { CachePurgeStatus } from '../../../src/contract';
import { API_PATHS } from '../../../src/contract/api-paths';
import { api } from '../api';

/** Read when the section opens and every 10 s while it is shown: a purge being retried may succeed meanwhile. */
export const cachePurgesQuery = () =>
  queryOptions({
    queryKey: ['admin-cache-purges'],
    queryFn: () => api<CachePurgeStatus>(API_PATHS.cachePurges),
    refetchInterval: 10_000,
  });
