// What the modules that publish pages tell the routes that serve them (decision 0092): where an old address leads now
// (a path no page answers is looked up here before it becomes the 404 page), and which pages the sitemap lists beyond
// the fixed ones, and which addresses answered 404. The publishing and redirects modules register; the pages route and
// the crawlers' route ask and tell.
import type { ListedPage } from '../../web/server';
export type Redirect = { to: string; permanent: boolean };
type Lookup = (path: string) => Redirect | null;

export class PathRedirects {
  private lookups: Lookup[] = [];
  private missListeners: ((path: string, request: Request) => void)[] = [];

  /** `listener` hears of each page address that answered 404 (the redirects module counts them). */
  onMissing(listener: (path: string, request: Request) => void) {
    this.missListeners.push(listener);
  }

  /** `path` (no query) answered 404 to `request`. */
  missing(path: string, request: Request) {
    for (const listener of this.missListeners) listener(path, request);
  }

  /** `lookup` answers where an old path leads now, or null. */
  register(lookup: Lookup) {
    this.lookups.push(lookup);
  }

  /** Where `path` leads, if anywhere. */
  find(path: string): Redirect | null {
    for (const lookup of this.lookups) {
      const found = lookup(path);
      if (found) return found;
    }
    return null;
  }
}

/** The pages beyond the fixed ones that the sitemap lists (the journal's, as they are published). */
export class ListedPages {
  private sources: (() => ListedPage[])[] = [];

  register(source: () => ListedPage[]) {
    this.sources.push(source);
  }

  all(): ListedPage[] {
    return this.sources.flatMap((source) => source());
  }
}

/** Files a module makes from what is published (the journal's feed), answered at their path before the 404. */
export class PublishedFiles {
  private files = new Map<string, (request: Request) => Response>();

  register(path: string, answer: (request: Request) => Response) {
    this.files.set(path, answer);
  }

  answer(path: string, request: Request): Response | undefined {
    return this.files.get(path)?.(request);
  }
}
