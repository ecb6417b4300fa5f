// The first screen's checklist: what the site still lacks.
import { queryOptions } from '@tanstack/react-query';
import type { SetupStatus } from '../../../src/contract';
import { API_PATHS } from '../../../src/contract/api-paths';
import { api } from '../api';

export const setupQuery = () => queryOptions({ queryKey: ['admin-setup'], queryFn: () => api<SetupStatus>(API_PATHS.setup) });
