// The app's routes: the public pages (lib/routes.ts) inside the site layout; the admin area as a lazily loaded chunk.
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { SiteLayout } from './components/layout/site-layout';
import { useT } from './lib/i18n';
import { PUBLIC_ROUTES, type PublicPath } from './lib/routes';
import { ContactPage } from './pages/contact';
import { HomePage } from './pages/home';
import { NotFoundPage } from './pages/not-found';
import { PricingPage } from './pages/pricing';
import { PrivacyPage } from './pages/privacy';
import { ServicesPage } from './pages/services';

const AdminApp = lazy(() => import('./pages/admin/admin-app'));
/** The screen of each public route: a route added to the table without one fails the typecheck. */
const PAGES: Record<PublicPath, ComponentType> = { '/': HomePage, '/services': ServicesPage, '/pricing': PricingPage, '/contact': ContactPage, '/privacy': PrivacyPage };

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
        <SiteLayout>
          <Switch>
            {PUBLIC_ROUTES.map(({ path }) => (
              <Route key={path} path={path} component={PAGES[path]} />
            ))}
            <Route component={NotFoundPage} />
          </Switch>
        </SiteLayout>
      </Route>
    </Switch>
  );
}
