// The server's one way into the web app (checked by src/architecture.test.ts): which paths are public pages and what
// each reads, a page rendered to its HTML document, the sitemap, and the <html> tag. Plain inputs only: no server types.
import { pageReads, PUBLIC_ROUTES, routeAt } from '../lib/routes';
import type { DocumentInput, RenderedDocument } from './document';

export type { DocumentInput, RenderedDocument } from './document';
export { htmlTag } from './html-tag';
export { sitemapXml } from './sitemap';
export { SHARE_IMAGE_FILES } from './share-images';
export { THEME_SCRIPT_SOURCE } from './theme-script';
export { TOASTER_STYLE_SOURCES } from './toaster-style';

export const isPublicPath = (path: string): boolean => routeAt(path) !== undefined;

/** The URLs of the public reads a page shows; the 404 page has only the frame's (the footer's contact details, the logo). */
export const readsFor = (path: string): string[] => pageReads(path).map((query) => query.path);

/** Every public page's path, in menu order. */
export const PUBLIC_PATHS: string[] = PUBLIC_ROUTES.map((route) => route.path);

/** The page as a complete HTML document (status 404 for a path that is not a page). React's server renderer loads on first use. */
export async function renderDocument(input: DocumentInput): Promise<RenderedDocument> {
  const { renderDocument: render } = await import('./document');
  return render(input);
}
