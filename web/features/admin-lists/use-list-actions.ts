// Delete and reorder for one list: the request, the toast, and the refresh of the public list's cache entry.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useAdminT } from '../../lib/admin-i18n';
import { failureToast } from '../../lib/failure-toast';
import { revisionsKey } from '../../lib/calls/revisions';
import type { ListKind } from './kinds';

export function useListActions(kind: ListKind) {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const { queryKey } = kind.query();
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  /** A delete is also a version in history: what shows deleted entries reads them again (`['revisions', …]`). */
  const refreshAfterDelete = () => Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: revisionsKey })]);

  const remove = useMutation({
    mutationFn: kind.remove,
    onSuccess: () => toast.success(kind.toasts(t).afterDelete),
    onError: (error, id) => failureToast(t.toast.deleteFailed, error, t, () => remove.mutate(id)),
    // Also after a failure: a 404 means someone else removed it, and the list should say so.
    onSettled: refreshAfterDelete,
  });

  const reorder = useMutation({
    mutationFn: kind.reorder,
    onSuccess: (list) => {
      // The answer is the list in its new order: shown at once, then read again like after any write.
      queryClient.setQueryData(queryKey, list);
      return refresh();
    },
    onError: (error, ids) => failureToast(t.toast.failedToSave, error, t, () => reorder.mutate(ids)),
  });

  return { remove, reorder };
}
