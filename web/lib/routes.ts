// The public pages, one entry each: the router (app.tsx), the header and footer links (in this order), the head tags,
// the sitemap and the server (which paths are pages, which reads to fetch before rendering) all read this table.
import type { Lang, Section } from '../../src/contract/constants';
import { listsReadOn } from '../../src/contract/lists';
import type { Dictionary } from '../i18n/en';
import { journalRead, journalReadPath, journalRoute } from './journal-routes';
import { publicQueries, type PublicQuery } from './public-queries';

export type PublicRoute = {
  path: string;
  /** Its name in the dictionaries (`t.pages[page]`): the link label and the document title. */
  page: keyof Dictionary['pages'];
  /** The content section its hero and description come from. */
  section: Section;
  /** In the header's menu (product.md's four pages); every route is in the footer. */
  menu: boolean;
};

/** What the frame of every page reads, the 404 page's included: the footer's contact details, the logo. */
export const layoutReads = (): PublicQuery[] => [publicQueries.contactInfo(), publicQueries.brand()];

/** What every page of a section reads: its texts, its search snippet and the lists it shows (their descriptors say which). */
const sectionReads = (section: Section): PublicQuery[] => [
  publicQueries.content(section),
  publicQueries.snippet(section),
  ...listsReadOn(section).map((list) => publicQueries.list(list.key)),
];

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

/**
 * The public reads the page at `path` shows in `lang` (its section's, the pricing plans on /pricing, a journal page's
 * own, the layout's; only the layout's for a path that is no page), fetched before a server render. Only the server asks: the lists' descriptors
 * it reads stay out of the browser's script.
 */
export function pageReads(path: string, lang: Lang): PublicQuery[] {
  const route = routeAt(path);
  if (!route) {
    // A journal page's one read says whether it exists in this language (decision 0092).
    const journal = journalRoute(path);
    return journal ? [journalRead(journal, lang), ...layoutReads()] : layoutReads();
  }
  const plans = route.section === 'pricing' ? [publicQueries.pricingPlans()] : [];
  return [...sectionReads(route.section), ...plans, ...layoutReads()];
}

/**
 * Whether `path` is a page in `lang`: a public route always; a journal address when its read (by `read`: the public
 * cache, or a render's data) answers, i.e. when what it names is published in that language (decision 0092).
 */
export function pageFound(path: string, lang: Lang, read: (url: string) => unknown): boolean {
  if (routeAt(path)) return true;
  const journal = journalRoute(path);
  return journal !== undefined && read(journalReadPath(journal, lang)) !== undefined;
}
