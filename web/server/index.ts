// The server's one way into the web app (checked by src/architecture.test.ts): which paths are public pages and what
// each reads, a page rendered to its HTML document, the sitemap, and the <html> tag. Plain inputs only: no server types.
import type { Lang } from '../../src/contract/constants';
import { journalRoute } from '../lib/published-routes';
import { workRoute } from '../lib/published-routes';
import { PUBLIC_ROUTES, routeAt } from '../lib/routes';
import { pageReads } from './page-reads';
import type { DocumentInput, RenderedDocument } from './document';

export type { DocumentInput, RenderedDocument } from './document';
export { htmlTag } from './html-tag';
export { sitemapXml, type ListedPage } from './sitemap';
export { feedXml } from './feed';
export { SHARE_IMAGE_FILES } from './share-images';
export { THEME_SCRIPT_SOURCE } from './theme-script';
export { TOASTER_STYLE_SOURCES } from './toaster-style';

/** A page whatever is published: the four pages of product.md and the privacy notice. */
export const isPublicPath = (path: string): boolean => routeAt(path) !== undefined;

export { pageFound } from './page-reads';

/** A page's address, whether or not its page exists now (a journal address's does when its article is published). */
export const isPageAddress = (path: string): boolean =>
  routeAt(path) !== undefined || journalRoute(path) !== undefined || workRoute(path) !== undefined;

/** The URLs of the public reads a page shows in `lang`; the 404 page has only the frame's (the footer's contact details, the logo). */
export const readsFor = (path: string, lang: Lang): string[] => pageReads(path, lang).map((query) => query.path);

/** Every public page's path, in menu order. */
export const PUBLIC_PATHS: string[] = PUBLIC_ROUTES.map((route) => route.path);

/** The page as a complete HTML document (status 404 for a path that is not a page). React's server renderer loads on first use. */
export async function renderDocument(input: DocumentInput): Promise<RenderedDocument> {
  const { renderDocument: render } = await import('./document');
  return render(input);
}
export { drawShareCard, shareCardAt, type CardText } from './share-card';
