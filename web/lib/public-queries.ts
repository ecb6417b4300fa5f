// The public data pages read, one query per public read of the API (src/contract/public-reads.ts): the same key on
// the client and in server rendering, so a page rendered on the server hydrates with exactly the data it was rendered from.
// Public pages read them through lib/read-store.ts; the admin's editors pass the same objects to react-query.
// Each content list's query is its descriptor's (src/contract/lists): keyed by its name in the API.
import type { Brand, ContactInfo, ContentTree, PageSnippet, PricingPlan, Section } from '../../src/contract';
import { LIST_NAMES } from '../../src/contract/constants';
import type { EntryOf, ListKey, Lists } from '../../src/contract/lists';
import { PUBLIC_READS } from '../../src/contract/public-reads';
import { api } from './api';

export type PublicQuery = { queryKey: unknown[]; path: string };
type Query<T> = PublicQuery & { queryFn: () => Promise<T> };
const query = <T>(key: readonly unknown[], path: string): Query<T> => ({ queryKey: [...key], path, queryFn: () => api<T>(path) });

const listQueries = Object.fromEntries(
  Object.entries(LIST_NAMES).map(([key, name]) => [key, () => query([name], PUBLIC_READS[key as ListKey])]),
) as {
  [K in ListKey]: () => Query<EntryOf<Lists[K]>[]>;
};

export const publicQueries = {
  content: (section: Section) => query<ContentTree>(['content', section], PUBLIC_READS.content(section)),
  ...listQueries,
  pricingPlans: () => query<PricingPlan[]>(['pricing-plans'], PUBLIC_READS.pricingPlans),
  snippet: (section: Section) => query<PageSnippet>(['page-snippet', section], PUBLIC_READS.snippet(section)),
  // product.md §9: contact info is kept 5 minutes and retried 3 times.
  contactInfo: () => ({ ...query<ContactInfo>(['contact-info'], PUBLIC_READS.contactInfo), staleTime: 5 * 60_000, retry: 3 }),
  /** The site's logo for the header, footer and favicon (server-rendered with every page). */
  brand: () => query<Brand>(['brand'], PUBLIC_READS.brand),
};
