// Guard for the dashboard: a spinner while the server is asked, the login page when it says no.
import { useEffect, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { Spinner } from '../../components/ui/spinner';
import { useAdminT } from '../../lib/admin-i18n';
import { ADMIN_MARKER, useCurrentUser } from './session';

export function RequireAdmin({ children }: { children: (username: string) => ReactNode }) {
  const t = useAdminT();
  const user = useCurrentUser();
  useEffect(() => {
    if (user.isError) localStorage.removeItem(ADMIN_MARKER);
  }, [user.isError]);
  if (user.isPending) {
    return (
      <div className="grid min-h-screen place-items-center">
        <Spinner label={t.checking} />
      </div>
    );
  }
  if (user.isError) return <Redirect to="~/admin" replace />;
  return <>{children(user.data.username)}</>;
}
