// The parts of each page as the page shows them, top to bottom: what the content tab's navigation lists, the order the
// editor draws them in, and the name the live preview scrolls to (`data-part` on the public page's own sections).
import { CONTENT_KEYS, type ListKey, type Section } from '../../../src/contract';
import type { ContentGroup } from '../../i18n/admin-en';

/**
 * A part holds the texts of one content group, one list, or both (a heading over its list); or the pricing plans; or
 * the page's search snippet. Its `id` is the group's or the list's name, which the public page's section carries.
 */
export type Part = { id: string; group?: ContentGroup; list?: ListKey; plans?: true; snippet?: true };

const texts = (group: ContentGroup): Part => ({ id: group, group });
const list = (key: ListKey): Part => ({ id: key, list: key });
const SNIPPET: Part = { id: 'snippet', snippet: true };

/** In page order (home: the figures sit in the hero, the featured case study is edited with the services page's list). */
export const PAGE_PARTS: Record<Section, readonly Part[]> = {
  home: [
    texts('hero'),
    list('figures'),
    list('clients'),
    texts('features'),
    list('steps'),
    { id: 'team', group: 'team', list: 'people' },
    list('testimonials'),
    list('companyValues'),
    texts('cta'),
    SNIPPET,
  ],
  services: [texts('hero'), list('services'), { id: 'caseStudies', group: 'caseStudies', list: 'caseStudies' }, SNIPPET],
  // The custom-solution box sits in the hero, beside the headline; the plans and the questions follow.
  pricing: [texts('hero'), texts('customSolution'), { id: 'plans', plans: true }, list('faqs'), SNIPPET],
  contact: [texts('hero'), texts('info'), SNIPPET],
  privacy: [
    texts('hero'),
    texts('controller'),
    texts('collected'),
    texts('statistics'),
    texts('use'),
    texts('keeping'),
    texts('rights'),
    SNIPPET,
  ],
};

/** The content keys of a part, in the registry's order. */
export const keysOfPart = (section: Section, part: Part): string[] =>
  part.group ? CONTENT_KEYS[section].filter((key) => key.startsWith(`${part.group}.`)) : [];

/** The element id of a part's block in the editor (the navigation jumps to it). */
export const partAnchor = (section: Section, id: string) => `edit-${section}-${id}`;
