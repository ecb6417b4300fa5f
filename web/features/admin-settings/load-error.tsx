// Shown in place of a settings form whose values could not be loaded, with a Retry that asks for them again.
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { LoadFailed } from '../../components/admin/load-failed';
import { useAdminT } from '../../lib/admin-i18n';
import { settingsKey } from '../../lib/calls/settings';

export function LoadError({ error }: { error: Error }) {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const retrying = useIsFetching({ queryKey: settingsKey }) > 0;
  return (
    <LoadFailed
      what={t.toast.failedToLoad}
      error={error}
      retrying={retrying}
      onRetry={() => void queryClient.refetchQueries({ queryKey: settingsKey })}
    />
  );
}
