// The public data every page reads, one entry per API call: the same key on the client and in server rendering,
// so a page rendered on the server hydrates with exactly the data it was rendered from.
import type { CaseStudy, CompanyValue, ContactInfo, ContentTree, PricingPlan, Section, Service } from '../../src/contract';
import { api } from './api';

const query = <T,>(key: readonly unknown[], path: string) => ({ queryKey: [...key], path, queryFn: () => api<T>(path) });

export const publicQueries = {
  content: (section: Section) => query<ContentTree>(['content', section], `/api/content/${section}`),
  companyValues: () => query<CompanyValue[]>(['company-values'], '/api/company-values'),
  services: () => query<Service[]>(['services'], '/api/services'),
  caseStudies: () => query<CaseStudy[]>(['case-studies'], '/api/case-studies'),
  pricingPlans: () => query<PricingPlan[]>(['pricing-plans'], '/api/pricing-plans'),
  // SPEC §9: contact info is kept 5 minutes and retried 3 times.
  contactInfo: () => ({ ...query<ContactInfo>(['contact-info'], '/api/settings/contact-info'), staleTime: 5 * 60_000, retry: 3 }),
};

/** What each public route shows, so the server can fetch it before rendering. */
export const ROUTE_QUERIES: Record<string, { queryKey: unknown[]; path: string }[]> = {
  '/': [publicQueries.content('home'), publicQueries.companyValues()],
  '/services': [publicQueries.content('services'), publicQueries.services(), publicQueries.caseStudies()],
  '/pricing': [publicQueries.content('pricing'), publicQueries.pricingPlans()],
  '/contact': [publicQueries.content('contact'), publicQueries.contactInfo()],
};
