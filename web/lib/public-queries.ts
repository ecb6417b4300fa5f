// The public data pages read, one query per public read of the API (src/contract/public-reads.ts): the same key on
// the client and in server rendering, so a page rendered on the server hydrates with exactly the data it was rendered from.
// Public pages read them through lib/read-store.ts; the admin's editors pass the same objects to react-query.
// A content list's query is keyed by its name in the API (listName: its descriptor's, without loading the descriptor).
import type {
  Brand,
  ContactInfo,
  ContentTree,
  JournalPage,
  JournalPost,
  PageSnippet,
  PricingPlan,
  Section,
  WorkIndex,
  WorkStory,
} from '../../src/contract';
import type { Lang } from '../../src/contract/constants';
import type { EntryOf, ListKey, Lists } from '../../src/contract/lists';
import { listName } from '../../src/contract/constants';
import { PUBLIC_READS } from '../../src/contract/public-reads';
import { api } from './api';

export type PublicQuery = { queryKey: unknown[]; path: string };
type Query<T> = PublicQuery & { queryFn: () => Promise<T> };
const query = <T>(key: readonly unknown[], path: string): Query<T> => ({ queryKey: [...key], path, queryFn: () => api<T>(path) });

export const publicQueries = {
  content: (section: Section) => query<ContentTree>(['content', section], PUBLIC_READS.content(section)),
  /** A content list, by its descriptor's key. */
  list: <K extends ListKey>(key: K) => query<EntryOf<Lists[K]>[]>([listName(key)], PUBLIC_READS.list(key)),
  pricingPlans: () => query<PricingPlan[]>(['pricing-plans'], PUBLIC_READS.pricingPlans),
  snippet: (section: Section) => query<PageSnippet>(['page-snippet', section], PUBLIC_READS.snippet(section)),
  // product.md §9: contact info is kept 5 minutes and retried 3 times.
  contactInfo: () => ({ ...query<ContactInfo>(['contact-info'], PUBLIC_READS.contactInfo), staleTime: 5 * 60_000, retry: 3 }),
  /** The site's logo for the header, footer and favicon (server-rendered with every page). */
  brand: () => query<Brand>(['brand'], PUBLIC_READS.brand),
  /** A page of the journal (or of a tag), and one article, in a language (decision 0092). */
  journalPage: (lang: Lang, page: number, tag?: string) =>
    query<JournalPage>(['journal', lang, tag ?? null, page], PUBLIC_READS.journalPage(lang, page, tag)),
  journalPost: (lang: Lang, slug: string) => query<JournalPost>(['journal-post', lang, slug], PUBLIC_READS.journalPost(lang, slug)),
  /** The studies with a page, and one study's page, in a language (decision 0095). */
  workIndex: (lang: Lang) => query<WorkIndex>(['work', lang], PUBLIC_READS.workIndex(lang)),
  workStory: (lang: Lang, slug: string) => query<WorkStory>(['work-story', lang, slug], PUBLIC_READS.workStory(lang, slug)),
};
