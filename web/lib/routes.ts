// The public pages, one entry each: the router (app.tsx), the header and footer links (in this order), the head tags,
// the sitemap and the server (which paths are pages, which reads to fetch before rendering) all read this table.
import type { Section } from '../../src/contract/constants';
import { listsReadOn } from '../../src/contract/lists';
import type { Dictionary } from '../i18n/en';
import { publicQueries, type PublicQuery } from './public-queries';

export type PublicRoute = {
  path: string;
  /** Its name in the dictionaries (`t.pages[page]`): the link label and the document title. */
  page: keyof Dictionary['pages'];
  /** The content section its hero and description come from. */
  section: Section;
  /** The public reads it shows (its search snippet; the layout's on every page), fetched before a server render. */
  queries: PublicQuery[];
  /** In the header's menu (product.md's four pages); every route is in the footer. */
  menu: boolean;
};

/** What the frame of every page reads, the 404 page's included: the footer's contact details, the logo. */
export const layoutReads = (): PublicQuery[] => [publicQueries.contactInfo(), publicQueries.brand()];

/** What every page of a section reads: its texts, its search snippet and the lists it shows (their descriptors say which). */
const sectionReads = (section: Section): PublicQuery[] => [
  publicQueries.content(section),
  publicQueries.snippet(section),
  ...listsReadOn(section).map((list) => publicQueries[list.key]()),
];

export const PUBLIC_ROUTES = [
  { path: '/', page: 'home', section: 'home', menu: true, queries: [...sectionReads('home'), ...layoutReads()] },
  {
    path: '/services',
    page: 'services',
    section: 'services',
    menu: true,
    queries: [...sectionReads('services'), ...layoutReads()],
  },
  {
    path: '/pricing',
    page: 'pricing',
    section: 'pricing',
    menu: true,
    queries: [...sectionReads('pricing'), publicQueries.pricingPlans(), ...layoutReads()],
  },
  { path: '/contact', page: 'contact', section: 'contact', menu: true, queries: [...sectionReads('contact'), ...layoutReads()] },
  {
    path: '/privacy',
    page: 'privacy',
    section: 'privacy',
    menu: false,
    queries: [...sectionReads('privacy'), ...layoutReads()],
  },
] as const satisfies readonly PublicRoute[];

export type PublicPath = (typeof PUBLIC_ROUTES)[number]['path'];

/** The public route at exactly this path, if there is one. */
export const routeAt = (path: string): PublicRoute | undefined => PUBLIC_ROUTES.find((route) => route.path === path);
