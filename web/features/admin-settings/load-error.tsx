// Shown in place of a settings form whose values could not be loaded.
import { useAdminT } from '../../lib/admin-i18n';

export function LoadError({ error }: { error: Error }) {
  const t = useAdminT();
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100">
      {t.toast.failedToLoad}: {error.message}
    </p>
  );
}
