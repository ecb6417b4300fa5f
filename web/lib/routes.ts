// The public pages, one entry each: the router (app.tsx), the head tags, the sitemap and the server (which paths are pages, which reads to fetch before rendering) all read this table. The header's and the footer's
// links are SITE_LINKS (published-routes.ts), with the client stories and the journal among them.
import type { Section } from '../../src/contract/constants';
import type { Dictionary } from '../i18n/en';

export type PublicRoute = {
  path: string;
  /** Its name in the dictionaries (`t.pages[page]`): the link label and the document title. */
  page: keyof Dictionary['pages'];
  /** The content section its hero and description come from. */
  section: Section;
  /** One of product.md's four pages of the header (SITE_LINKS); every route is in the footer. */
  menu: boolean;
};

export const PUBLIC_ROUTES = [
  { path: '/', page: 'home', section: 'home', menu: true },
  { path: '/services', page: 'services', section: 'services', menu: true },
  { path: '/pricing', page: 'pricing', section: 'pricing', menu: true },
  { path: '/contact', page: 'contact', section: 'contact', menu: true },
  { path: '/privacy', page: 'privacy', section: 'privacy', menu: false },
] as const satisfies readonly PublicRoute[];

export type PublicPath = (typeof PUBLIC_ROUTES)[number]['path'];

/** The public route at exactly this path, if there is one. */
export const routeAt = (path: string): PublicRoute | undefined => PUBLIC_ROUTES.find((route) => route.path === path);
