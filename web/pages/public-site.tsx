// The public site: every public route's screen inside the site layout, the 404 page for any other path. The app
// shows it to visitors; the admin's live preview shows it with unsaved texts.
import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { SiteLayout } from '../components/layout/site-layout';
import { PUBLIC_ROUTES, type PublicPath } from '../lib/routes';
import { ContactPage } from './contact';
import { HomePage } from './home';
import { NotFoundPage } from './not-found';
import { PricingPage } from './pricing';
import { PrivacyPage } from './privacy';
import { ServicesPage } from './services';

/** The screen of each public route: a route added to the table without one fails the typecheck. */
const PAGES: Record<PublicPath, ComponentType> = {
  '/': HomePage,
  '/services': ServicesPage,
  '/pricing': PricingPage,
  '/contact': ContactPage,
  '/privacy': PrivacyPage,
};

export function PublicSite() {
  return (
    <SiteLayout>
      <Switch>
        {PUBLIC_ROUTES.map(({ path }) => (
          <Route key={path} path={path} component={PAGES[path]} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </SiteLayout>
  );
}
