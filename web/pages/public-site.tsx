// The public site: every public route's screen inside the site layout, the 404 page for any other path. The app
// shows it to visitors; the admin's live preview shows it with unsaved texts. Each page's screen is a chunk of its own
// (lib/lazy-page.ts): preloadPublicPage() fetches the one a path shows before the first render.
import type { ComponentType } from 'react';
import { Route, Switch } from '../lib/router';
import { SiteLayout } from '../components/layout/site-layout';
import { addWords, WORDS, type Words } from '../lib/i18n';
import { lazyPage, type LazyPage } from '../lib/lazy-page';
import { journalRoute } from '../lib/published-routes';
import { workRoute } from '../lib/published-routes';
import { PUBLIC_ROUTES, routeAt, type PublicPath } from '../lib/routes';

/** While a page reached by a link loads: its height, so the footer does not jump up and back. */
const placeholder = () => <div className="min-h-screen" aria-busy="true" />;

/** A page's screen, ready once its words are in the current language too. */
const page = (load: () => Promise<ComponentType>, ...words: Words[]) =>
  lazyPage(() => Promise.all([load(), addWords(...words)]).then(([screen]) => screen), placeholder);

/** The screen of each public route: a route added to the table without one fails the typecheck. */
const PAGES: Record<PublicPath, LazyPage> = {
  '/': page(() => import('./home').then((m) => m.HomePage), WORDS.home),
  '/services': page(() => import('./services').then((m) => m.ServicesPage), WORDS.services),
  '/pricing': page(() => import('./pricing').then((m) => m.PricingPage), WORDS.pricing),
  '/contact': page(() => import('./contact').then((m) => m.ContactPage), WORDS.contact),
  '/privacy': page(() => import('./privacy').then((m) => m.PrivacyPage), WORDS.privacy),
};

/** Any other path: the 404 screen, a chunk of its own too (a visitor rarely sees it). */
const NOT_FOUND = page(() => import('./not-found').then((m) => m.NotFoundPage), WORDS.notFound);

/** The journal's lists and its articles (decision 0092); each shows the 404 page when nothing is published there. */
const JOURNAL = page(() => import('./journal').then((m) => m.JournalPage), WORDS.journal, WORDS.notFound);
const JOURNAL_POST = page(() => import('./journal-post').then((m) => m.JournalPostPage), WORDS.journal, WORDS.notFound);
/** The client stories with a page, and one story's page (decision 0095): one screen for both. */
const WORK = page(() => import('./work').then((m) => m.WorkScreen), WORDS.work, WORDS.notFound);

/** The screen `path` shows. */
function screenAt(path: string): LazyPage {
  const route = routeAt(path);
  if (route) return PAGES[route.path as PublicPath];
  const journal = journalRoute(path);
  if (journal) return journal.kind === 'post' ? JOURNAL_POST : JOURNAL;
  return workRoute(path) ? WORK : NOT_FOUND;
}

/** Loads the screen `path` shows. */
export async function preloadPublicPage(path: string): Promise<void> {
  await screenAt(path).preload();
}

export function PublicSite() {
  return (
    <SiteLayout>
      <Switch>
        {PUBLIC_ROUTES.map(({ path }) => (
          <Route key={path} path={path} component={PAGES[path].Screen} />
        ))}
        {['/blog', '/blog/page/:page', '/blog/tag/:tag', '/blog/tag/:tag/page/:page'].map((path) => (
          <Route key={path} path={path} component={JOURNAL.Screen} />
        ))}
        <Route path="/blog/:slug" component={JOURNAL_POST.Screen} />
        <Route path="/work" component={WORK.Screen} />
        <Route path="/work/:slug" component={WORK.Screen} />
        <Route component={NOT_FOUND.Screen} />
      </Switch>
    </SiteLayout>
  );
}
