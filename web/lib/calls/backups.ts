// The admin's backups: the list with the schedule's state, one taken now, and each one's download address.
import { queryOptions } from '@tanstack/react-query';
import type { BackupItem, BackupsOverview } from '../../../src/contract';
import { API_PATHS, pathTo } from '../../../src/contract/api-paths';
import { api } from '../api';

const PATHS = API_PATHS.backups;

export const backupsQuery = () => queryOptions({ queryKey: ['admin-backups'], queryFn: () => api<BackupsOverview>(PATHS.list) });

/** Refused with 409 while another is being written, 429 (with Retry-After) within a minute of the last. */
export const takeBackup = () => api<BackupItem>(PATHS.list, { method: 'POST', body: {} });

/** Where a link downloads one backup (streamed by the server, so a link rather than a call). */
export const backupFileUrl = (name: string) => pathTo(PATHS.file, { name });
