// The room the images and the disk have left.
import { queryOptions } from '@tanstack/react-query';
import type { StorageStatus } from '../../../src/contract';
import { API_PATHS } from '../../../src/contract/api-paths';
import { api } from '../api';

/** One query for the dashboard's warning and the Images settings. */
export const storageQuery = () => queryOptions({ queryKey: ['admin-storage'], queryFn: () => api<StorageStatus>(API_PATHS.storage) });
