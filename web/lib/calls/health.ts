// /healthz as the admin's build footer reads it: the status alone for anyone, the build and the rest for the admin.
import { queryOptions } from '@tanstack/react-query';
import type { HealthDetails, HealthStatus } from '../../../src/contract';
import { API_PATHS } from '../../../src/contract/api-paths';

/** Read with fetch, not api(): /healthz answers 503 with the same details when the site is unwell, worth showing then too. */
async function readHealth(): Promise<HealthDetails | HealthStatus> {
  const response = await fetch(API_PATHS.health, { credentials: 'include', headers: { accept: 'application/json' } });
  return (await response.json()) as HealthDetails | HealthStatus;
}

export const healthQuery = () => queryOptions({ queryKey: ['admin-build'], queryFn: readHealth });
