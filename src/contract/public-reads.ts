// The API's public reads, one URL each: the modules serve and cache them there, the web app fetches them from there,
// and server rendering hands a page the same data under the same name. Each list's is named
// by LIST_NAMES (held to its descriptor's name).
import { LIST_NAMES, type Section } from './constants';
import type { Lists, ListKey } from './lists';

const listReads = Object.fromEntries(Object.entries(LIST_NAMES).map(([key, name]) => [key, `/api/${name}`])) as {
  [K in ListKey]: `/api/${Lists[K]['name']}`;
};

export const PUBLIC_READS = {
  content: (section: Section) => `/api/content/${section}` as const,
  ...listReads,
  pricingPlans: '/api/pricing-plans',
  contactInfo: '/api/settings/contact-info',
  brand: '/api/brand',
  snippet: (section: Section) => `/api/page-snippets/${section}` as const,
} as const;
