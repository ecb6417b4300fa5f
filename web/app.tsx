// The app's routes: the public site (pages/public-site.tsx); the admin area as a lazily loaded chunk.
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { useT } from './lib/i18n';
import { PublicSite } from './pages/public-site';

const AdminApp = lazy(() => import('./pages/admin/admin-app'));

function AdminLoading() {
  const t = useT();
  return (
    <p role="status" className="grid min-h-screen place-items-center">
      {t.admin.loading}
    </p>
  );
}

export function App() {
  return (
    <Switch>
      <Route path="/admin" nest>
        <Suspense fallback={<AdminLoading />}>
          <AdminApp />
        </Suspense>
      </Route>
      <Route>
        <PublicSite />
      </Route>
    </Switch>
  );
}
