// The API's public reads, one URL each: the modules serve and cache them there, the web app fetches them from there,
// and server rendering hands a page the same data under the same name.
import type { Section } from './constants';

export const PUBLIC_READS = {
  content: (section: Section) => `/api/content/${section}` as const,
  companyValues: '/api/company-values',
  services: '/api/services',
  caseStudies: '/api/case-studies',
  pricingPlans: '/api/pricing-plans',
  contactInfo: '/api/settings/contact-info',
  snippet: (section: Section) => `/api/page-snippets/${section}` as const,
} as const;
