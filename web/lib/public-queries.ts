// The public data pages read, one query per public read of the API (src/contract/public-reads.ts): the same key on
// the client and in server rendering, so a page rendered on the server hydrates with exactly the data it was rendered from.
// Public pages read them through lib/read-store.ts; the admin's editors pass the same objects to react-query.
import type { CaseStudy, CompanyValue, ContactInfo, ContentTree, PageSnippet, PricingPlan, Section, Service } from '../../src/contract';
import { PUBLIC_READS } from '../../src/contract/public-reads';
import { api } from './api';

export type PublicQuery = { queryKey: unknown[]; path: string };
const query = <T,>(key: readonly unknown[], path: string) => ({ queryKey: [...key], path, queryFn: () => api<T>(path) });

export const publicQueries = {
  content: (section: Section) => query<ContentTree>(['content', section], PUBLIC_READS.content(section)),
  companyValues: () => query<CompanyValue[]>(['company-values'], PUBLIC_READS.companyValues),
  services: () => query<Service[]>(['services'], PUBLIC_READS.services),
  caseStudies: () => query<CaseStudy[]>(['case-studies'], PUBLIC_READS.caseStudies),
  pricingPlans: () => query<PricingPlan[]>(['pricing-plans'], PUBLIC_READS.pricingPlans),
  snippet: (section: Section) => query<PageSnippet>(['page-snippet', section], PUBLIC_READS.snippet(section)),
  // SPEC §9: contact info is kept 5 minutes and retried 3 times.
  contactInfo: () => ({ ...query<ContactInfo>(['contact-info'], PUBLIC_READS.contactInfo), staleTime: 5 * 60_000, retry: 3 }),
};
