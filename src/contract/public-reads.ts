// The API's public reads, one URL each: the modules serve and cache them there, the web app fetches them from there,
// and server rendering hands a page the same data under the same name. A list's is made from its key (listName), so a
// public page reads a list without carrying its descriptor (decision 0054).
import { listName, type Lang, type Section } from './constants';
import type { ListKey } from './lists';

export const PUBLIC_READS = {
  content: (section: Section) => `/api/content/${section}` as const,
  /** A content list, by its descriptor's key. */
  list: <K extends ListKey>(key: K) => `/api/${listName(key)}` as const,
  pricingPlans: '/api/pricing-plans',
  contactInfo: '/api/settings/contact-info',
  brand: '/api/brand',
  snippet: (section: Section) => `/api/page-snippets/${section}` as const,
  /** The journal (decision 0091): one page of its cards, or of a tag's, and one article, each per language. */
  journalPage: (lang: Lang, page: number, tag?: string) =>
    tag === undefined
      ? (`/api/journal/${lang}/page/${page}` as const)
      : (`/api/journal/${lang}/tag/${encodeURIComponent(tag)}/page/${page}` as const),
  journalPost: (lang: Lang, slug: string) => `/api/journal/${lang}/posts/${slug}` as const,
  /** The Work pages (decision 0095): the studies with a page, and one study's page, each per language. */
  workIndex: (lang: Lang) => `/api/work/${lang}` as const,
  workStory: (lang: Lang, slug: string) => `/api/work/${lang}/stories/${slug}` as const,
} as const;
/** Where the journal's public reads begin. */
export const JOURNAL_READS = '/api/journal/';
/** Where the Work pages' public reads begin. */
export const WORK_READS = '/api/work/';
