// A thing's saved versions and restoring one: after a restore everything the admin sees may have changed, so every
// query is read again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HistoryList, Revision } from '../../../src/contract';
import { api } from '../../lib/api';

export const historyQuery = (target: string) => ({
  queryKey: ['revisions', target],
  queryFn: () => api<Revision[]>(`/api/revisions?target=${encodeURIComponent(target)}`),
});

export const deletedQuery = (list: HistoryList) => ({
  queryKey: ['revisions', 'deleted-entries', list],
  queryFn: () => api<Revision[]>(`/api/revisions/deleted?list=${list}`),
});

export const useHistory = (target: string, enabled: boolean) => useQuery({ ...historyQuery(target), enabled });

export function useRestore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revision: Revision) => api<Revision[]>(`/api/revisions/${revision.id}/restore`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
