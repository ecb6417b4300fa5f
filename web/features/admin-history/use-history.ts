// A thing's saved versions and restoring one: after a restore everything the admin sees may have changed, so every
// query is read again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { historyQuery, restoreRevision } from '../../lib/calls/revisions';

export const useHistory = (target: string, enabled: boolean) => useQuery({ ...historyQuery(target), enabled });

export function useRestore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreRevision,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
