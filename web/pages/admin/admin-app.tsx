// The admin area, loaded as its own chunk only when an /admin route is visited. Its screens arrive with issue 4.
import { useT } from '../../lib/i18n';

export default function AdminApp() {
  const t = useT();
  return (
    <main className="grid min-h-screen place-items-center bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <p role="status">{t.admin.loading}</p>
    </main>
  );
}
