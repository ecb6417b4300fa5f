// The scripts a page loads after the entry, named in its HTML so the browser fetches them together with the entry's
// (decision 0105): its screen's and the parts of the dictionary it shows in its language, each with the scripts it
// imports. The same screens and parts as pages/public-site.tsx and lib/i18n.ts load (src/public-bundle.test.ts weighs
// them; web/server/page-scripts.test.ts checks each is a script of the build).
import type { Lang } from '../../src/contract/constants';
import { journalRoute, workRoute } from '../lib/published-routes';
import { routeAt } from '../lib/routes';

/** A page's screen (under web/pages/) and its own parts of the dictionary (under web/i18n/site/, besides the shell's). */
function screenOf(path: string): { screen: string; words: string[] } {
  const route = routeAt(path);
  if (route) {
    const name = route.path === '/' ? 'home' : route.path.slice(1);
    return { screen: name, words: [name] };
  }
  const journal = journalRoute(path);
  if (journal) return { screen: journal.kind === 'post' ? 'journal-post' : 'journal', words: ['journal', 'not-found'] };
  if (workRoute(path)) return { screen: 'work', words: ['work', 'not-found'] };
  return { screen: 'not-found', words: ['not-found'] };
}

/** The sources (paths under web/) a page loads after the entry in `lang`. */
export function pageSources(path: string, lang: Lang): string[] {
  const { screen, words } = screenOf(path);
  return [`pages/${screen}.tsx`, ...['shell', ...words].map((part) => `i18n/site/${part}-${lang}.ts`)];
}

/** The `<link rel="modulepreload">` tags of the scripts those sources bring (`preloads`: the build's, by source). */
export function scriptPreloads(path: string, lang: Lang, preloads: Record<string, readonly string[]>): string {
  const scripts = new Set(pageSources(path, lang).flatMap((source) => preloads[source] ?? []));
  return [...scripts].map((script) => `<link rel="modulepreload" crossorigin href="${script}">`).join('');
}
