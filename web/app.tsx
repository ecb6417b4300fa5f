// The app's routes: the public site (pages/public-site.tsx); the admin area as a lazily loaded chunk.
import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from './lib/router';
import { useAddressLanguage } from './lib/address-language';
import { addWords, useLang, useT, WORDS } from './lib/i18n';
import { countPageView } from './lib/page-views';
import { routeAt } from './lib/routes';
import { PublicSite } from './pages/public-site';

// The admin area shows every page's words (its messages, its preview): the whole dictionary comes with it.
const AdminApp = lazy(() => Promise.all([import('./pages/admin/admin-app'), addWords(...Object.values(WORDS))]).then(([admin]) => admin));

function AdminLoading() {
  const t = useT();
  return (
    <p role="status" className="grid min-h-screen place-items-center">
      {t.admin.loading}
    </p>
  );
}

/**
 * Reports each public page shown (lib/page-views.ts): the first after hydration, then each link followed; a language
 * switched on the same page is no new view. On the browser's own location, not in PublicSite, which the admin's preview
 * also shows. Its own component, so a new path re-renders nothing else.
 */
function PageViews() {
  const [path] = useLocation();
  const lang = useLang();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new path is a new page view
  useEffect(() => {
    countPageView(routeAt(path), lang);
  }, [path]);
  return null;
}

/** The public pages' language follows the address (not in PublicSite: the admin's preview shows it at its own). */
function AddressLanguage() {
  useAddressLanguage();
  return null;
}

export function App() {
  return (
    <>
      <PageViews />
      <Switch>
        <Route path="/admin" nest>
          <Suspense fallback={<AdminLoading />}>
            <AdminApp />
          </Suspense>
        </Route>
        <Route>
          <AddressLanguage />
          <PublicSite />
        </Route>
      </Switch>
    </>
  );
}
