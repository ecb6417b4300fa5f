// Guard for the dashboard: a spinner while the server is asked, the login page when it says no.
import { useEffect, type ReactNode } from 'react';
import { Redirect } from '../../lib/router';
import { Spinner } from '../../components/ui/spinner';
import { useAdminT } from '../../lib/admin-i18n';
import { setSiteZone } from '../../lib/dates';
import { ADMIN_MARKER, useCurrentUser } from './session';

export function RequireAdmin({ children }: { children: (username: string) => ReactNode }) {
  const t = useAdminT();
  const user = useCurrentUser();
  // Only a session that never was sends the owner to the login page: one that ends later opens the sign-in dialog
  // (SignInAgain) over the work in progress instead, and a failed re-check keeps the page.
  const never = user.isError && user.data === undefined;
  useEffect(() => {
    if (never) localStorage.removeItem(ADMIN_MARKER);
  }, [never]);
  if (user.isPending) {
    return (
      <div className="grid min-h-screen place-items-center">
        <Spinner label={t.checking} />
      </div>
    );
  }
  if (never || user.data === undefined) return <Redirect to="~/admin" replace />;
  // Before anything is drawn, so every date is written in the site's zone from the first paint (decision 0089).
  setSiteZone(user.data.timeZone);
  return <>{children(user.data.username)}</>;
}
