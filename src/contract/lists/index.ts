// Every content list, each said once by its descriptor (./fields.ts): everything that has a row per list — its table
// (db/list-tables.ts), the routes, the public reads, history, the activity log, the admin's editors and parts, the media
// library's uses, the seed — reads this. A new list is its descriptor file (with its first entries) and its two lines
// here, a generated migration, its public component and its words (decision 0083).
import type { ListName, Section } from '../constants';
import { caseStudies, caseStudiesSeed } from './case-studies';
import { clients, clientsSeed } from './clients';
import { companyValues, companyValuesSeed } from './company-values';
import { faqs, faqsSeed } from './faqs';
import type { EntryOf, ImageField, ListDescriptor, ListSeed } from './fields';
import { figures, figuresSeed } from './figures';
import { people, peopleSeed } from './people';
import { services, servicesSeed } from './services';
import { steps, stepsSeed } from './steps';
import { testimonials, testimonialsSeed } from './testimonials';

export * from './fields';
export type { Service } from './services';
export type { CaseStudy } from './case-studies';
/** A client story card, STORY_LIST's entry: what the Writing editor's story tab reads of it (decision 0095). */
export type { CaseStudy as StoryCard } from './case-studies';
export type { CompanyValue } from './company-values';
export type { Testimonial } from './testimonials';
export type { Client } from './clients';
export type { Figure } from './figures';
export type { Step } from './steps';
export type { Faq } from './faqs';
export type { Person } from './people';

/** The lists in the order the server registers them and a page section shows them. */
export const LISTS = { companyValues, services, caseStudies, testimonials, clients, figures, steps, faqs, people } as const;
export type Lists = typeof LISTS;
export type ListKey = keyof Lists;
export type AnyList = Lists[ListKey];
export const LIST_KEYS = Object.keys(LISTS) as ListKey[];
/** Each list's name in the API is its key in kebab case (listName, which public pages use instead of the descriptors). */
type NamedByKey<T extends { readonly [K in ListKey]: { name: ListName<K> } }> = T;
export type ListsNamedByKey = NamedByKey<Lists>;
export const ALL_LISTS: readonly AnyList[] = LIST_KEYS.map((key) => LISTS[key]);
/** Each list's first entries, by its key: the server's seed reads them; the web app never does, so its bundles leave them out. */
export const LIST_SEEDS: { readonly [K in ListKey]: ListSeed<Lists[K]> } = {
  companyValues: companyValuesSeed,
  services: servicesSeed,
  caseStudies: caseStudiesSeed,
  testimonials: testimonialsSeed,
  clients: clientsSeed,
  figures: figuresSeed,
  steps: stepsSeed,
  faqs: faqsSeed,
  people: peopleSeed,
};

/** An entry of any list. */
export type ListEntry = { [K in ListKey]: EntryOf<Lists[K]> }[ListKey];
/** The path of a list's public read and admin writes. */
export const listPath = <D extends ListDescriptor>(list: D) => `/api/${list.name}` as `/api/${D['name']}`;

/** The lists whose entries keep a history (and can come back after a delete), by their name in the API (HISTORY_LISTS). */
export type HistoryList = Extract<AnyList, { history: true }>['name'];

/** The lists whose entries carry a picture, by their name in the API. */
export type ImageList = {
  [K in ListKey]: Extract<Lists[K]['fields'][number], ImageField> extends never ? never : Lists[K]['name'];
}[ListKey];

/** The client story cards: the list whose entries may each have a Work page (decision 0095). */
export const STORY_LIST = ALL_LISTS.find((list) => 'pages' in list && list.pages === 'work') as Extract<AnyList, { pages: 'work' }>;

/** The list named `name` in the API, if there is one. */
export const listNamed = (name: string | undefined): AnyList | undefined => ALL_LISTS.find((list) => list.name === name);

/** The lists a content section's page shows, in order. */
export const listsOf = (section: Section): AnyList[] => ALL_LISTS.filter((list) => list.section === section);

/** The lists a page reads: its own, then those it also shows an entry of (decision 0048). */
export const listsReadOn = (section: Section): AnyList[] => [
  ...listsOf(section),
  ...ALL_LISTS.filter((list) => 'alsoOn' in list && list.alsoOn === section),
];
