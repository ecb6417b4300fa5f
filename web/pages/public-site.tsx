// The public site: every public route's screen inside the site layout, the 404 page for any other path. The app
// shows it to visitors; the admin's live preview shows it with unsaved texts. Each page's screen is a chunk of its own
// (lib/lazy-page.ts): preloadPublicPage() fetches the one a path shows before the first render.
import { Route, Switch } from 'wouter';
import { SiteLayout } from '../components/layout/site-layout';
import { lazyPage, type LazyPage } from '../lib/lazy-page';
import { PUBLIC_ROUTES, routeAt, type PublicPath } from '../lib/routes';
import { NotFoundPage } from './not-found';

/** While a page reached by a link loads: its height, so the footer does not jump up and back. */
const placeholder = () => <div className="min-h-screen" aria-busy="true" />;

/** The screen of each public route: a route added to the table without one fails the typecheck. */
const PAGES: Record<PublicPath, LazyPage> = {
  '/': lazyPage(() => import('./home').then((m) => m.HomePage), placeholder),
  '/services': lazyPage(() => import('./services').then((m) => m.ServicesPage), placeholder),
  '/pricing': lazyPage(() => import('./pricing').then((m) => m.PricingPage), placeholder),
  '/contact': lazyPage(() => import('./contact').then((m) => m.ContactPage), placeholder),
  '/privacy': lazyPage(() => import('./privacy').then((m) => m.PrivacyPage), placeholder),
};

/** Loads the screen `path` shows (nothing to load for a path that is no page: the 404 screen is in the app). */
export async function preloadPublicPage(path: string): Promise<void> {
  const route = routeAt(path);
  if (route) await PAGES[route.path as PublicPath].preload();
}

export function PublicSite() {
  return (
    <SiteLayout>
      <Switch>
        {PUBLIC_ROUTES.map(({ path }) => (
          <Route key={path} path={path} component={PAGES[path].Screen} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </SiteLayout>
  );
}
