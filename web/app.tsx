// The app's routes: the public pages inside the site layout; the admin area as a lazily loaded chunk.
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { SiteLayout } from './components/layout/site-layout';
import { useT } from './lib/i18n';
import { ContactPage } from './pages/contact';
import { HomePage } from './pages/home';
import { NotFoundPage } from './pages/not-found';
import { PricingPage } from './pages/pricing';
import { ServicesPage } from './pages/services';

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
        <SiteLayout>
          <Switch>
            <Route path="/" component={HomePage} />
            <Route path="/services" component={ServicesPage} />
            <Route path="/pricing" component={PricingPage} />
            <Route path="/contact" component={ContactPage} />
            <Route component={NotFoundPage} />
          </Switch>
        </SiteLayout>
      </Route>
    </Switch>
  );
}
