// What the server fetches before it renders a page (decisions 0054, 0092, 0095): each page's public reads, and whether
// a journal or Work address is a page in a language (its read answered). Server only: the browser's scripts never
// carry it (the 80 KB budget), and it reads the same tables as the app (lib/routes.ts, lib/published-routes.ts).
import type { Lang, Section } from '../../src/contract/constants';
import { listsReadOn, STORY_LIST } from '../../src/contract/lists';
import { PUBLIC_READS } from '../../src/contract/public-reads';
import { journalRoute, workRoute, type JournalRoute, type WorkRoute } from '../lib/published-routes';
import { publicQueries, type PublicQuery } from '../lib/public-queries';
import { routeAt } from '../lib/routes';

/** What the frame of every page reads, the 404 page's included: the footer's contact details, the logo. */
export const layoutReads = (): PublicQuery[] => [publicQueries.contactInfo(), publicQueries.brand()];

/** What every page of a section reads: its texts, its search snippet and the lists it shows (their descriptors say which). */
const sectionReads = (section: Section): PublicQuery[] => [
  publicQueries.content(section),
  publicQueries.snippet(section),
  ...listsReadOn(section).map((list) => publicQueries.list(list.key)),
];

/** The read a journal page shows, in its language: the one answer that says whether it exists. */
export function journalRead(route: JournalRoute, lang: Lang): PublicQuery {
  return route.kind === 'post' ? publicQueries.journalPost(lang, route.slug) : publicQueries.journalPage(lang, route.page, route.tag);
}

/** Its URL, as the server's public cache answers it. */
export const journalReadPath = (route: JournalRoute, lang: Lang) =>
  route.kind === 'post' ? PUBLIC_READS.journalPost(lang, route.slug) : PUBLIC_READS.journalPage(lang, route.page, route.tag);

/** The read a Work page shows, in its language: the one answer that says whether it exists. */
export const workRead = (route: WorkRoute, lang: Lang): PublicQuery =>
  route.kind === 'story' ? publicQueries.workStory(lang, route.slug) : publicQueries.workIndex(lang);

/** Its URL, as the server's public cache answers it. */
export const workReadPath = (route: WorkRoute, lang: Lang) =>
  route.kind === 'story' ? PUBLIC_READS.workStory(lang, route.slug) : PUBLIC_READS.workIndex(lang);

/**
 * The public reads the page at `path` shows in `lang` (its section's, the pricing plans on /pricing, a journal page's
 * own, the layout's; only the layout's for a path that is no page), fetched before a server render. Only the server asks: the lists' descriptors
 * it reads stay out of the browser's script.
 */
export function pageReads(path: string, lang: Lang): PublicQuery[] {
  const route = routeAt(path);
  if (!route) {
    // A journal or Work page's one read says whether it exists in this language (decisions 0092, 0095).
    const journal = journalRoute(path);
    // A tag's page shows the client story its topic shares (decision 0159): the stories' list.
    if (journal) {
      const stories = journal.kind === 'list' && journal.tag ? [publicQueries.workIndex(lang)] : [];
      return [journalRead(journal, lang), ...stories, ...layoutReads()];
    }
    const work = workRoute(path);
    if (!work) return layoutReads();
    // /work lists, under the stories, the client stories without a page in brief: the list they are kept in; and under
    // its header the clients' names (decision 0215).
    const more = work.kind === 'index' ? [publicQueries.list(STORY_LIST.key), publicQueries.list('clients')] : [];
    return [workRead(work, lang), ...more, ...layoutReads()];
  }
  const plans = route.section === 'pricing' ? [publicQueries.pricingPlans()] : [];
  // The client story cards (home, services) link to their study's page where it is published in this language.
  const stories: PublicQuery[] = route.section === 'home' || route.section === 'services' ? [publicQueries.workIndex(lang)] : [];
  // /services tells home's featured story by its client's words (session 53): the testimonials they are kept in.
  if (route.section === 'services') stories.push(publicQueries.list('testimonials'));
  return [...sectionReads(route.section), ...plans, ...stories, ...layoutReads()];
}

/**
 * Whether `path` is a page in `lang`: a public route always; a journal or Work address when its read (by `read`: the public
 * cache, or a render's data) answers, i.e. when what it names is published in that language (decision 0092).
 */
export function pageFound(path: string, lang: Lang, read: (url: string) => unknown): boolean {
  if (routeAt(path)) return true;
  const journal = journalRoute(path);
  if (journal) return read(journalReadPath(journal, lang)) !== undefined;
  const work = workRoute(path);
  return work !== undefined && read(workReadPath(work, lang)) !== undefined;
}
