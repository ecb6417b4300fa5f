// The parts of each page as the page shows them, top to bottom: what the content tab's navigation lists, the order the
// editor draws them in, and the name the live preview scrolls to (`data-part` on the public page's own sections).
import { CONTENT_KEYS, listsOf, type AnyList, type ListDescriptor, type ListKey, type Section } from '../../../src/contract';
import type { ContentGroup } from '../../i18n/admin-en';

/**
 * A part holds the texts of one content group, one list, or both (a heading over its list); or the pricing plans; or
 * the page's search snippet. Its `id` is the group's or the list's name, which the public page's section carries.
 */
export type Part = { id: string; group?: ContentGroup; list?: ListKey; plans?: true; snippet?: true };

const texts = (group: ContentGroup): Part => ({ id: group, group });
const SNIPPET: Part = { id: 'snippet', snippet: true };

/** Each page's parts but its lists, in page order (the custom-solution box sits in the hero, beside the headline). */
const TEXT_PARTS: Record<Section, readonly Part[]> = {
  home: [texts('hero'), texts('features'), texts('cta'), SNIPPET],
  services: [texts('hero'), SNIPPET],
  pricing: [texts('hero'), texts('customSolution'), { id: 'plans', plans: true }, SNIPPET],
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

function listPart(list: AnyList): Part {
  const { heading }: ListDescriptor['part'] = list.part;
  return heading ? { id: heading, group: heading as ContentGroup, list: list.key } : { id: list.key, list: list.key };
}

/** A page's parts with each of its lists put where its descriptor says (`part.after`; one list after a part at most). */
function withLists(section: Section): Part[] {
  const parts = [...TEXT_PARTS[section]];
  const pending = listsOf(section);
  while (pending.length) {
    const next = pending.findIndex((list) => parts.some((part) => part.id === list.part.after));
    if (next < 0) throw new Error(`${section}: no part for ${pending.map((list) => list.key).join(', ')} to follow`);
    const list = pending.splice(next, 1)[0]!;
    const at = parts.findIndex((part) => part.id === list.part.after);
    if (parts[at + 1]?.list) throw new Error(`${section}: two lists follow ${list.part.after}`);
    parts.splice(at + 1, 0, listPart(list));
  }
  return parts;
}

/** In page order (a list another page also shows an entry of, `alsoOn`, is edited on its own page only). */
export const PAGE_PARTS: Record<Section, readonly Part[]> = {
  home: withLists('home'),
  services: withLists('services'),
  pricing: withLists('pricing'),
  contact: withLists('contact'),
  privacy: withLists('privacy'),
};

/** The content keys of a part, in the registry's order. */
export const keysOfPart = (section: Section, part: Part): string[] =>
  part.group ? CONTENT_KEYS[section].filter((key) => key.startsWith(`${part.group}.`)) : [];

/** What is unsaved on a page now: the content keys edited, the list forms changed, the plans, the search snippet. */
export type PageUnsaved = { keys: readonly string[]; lists: readonly ListKey[]; plans: boolean; snippet: boolean };

/**
 * The ids of a page's parts holding something unsaved (the side list dots them). A part with a heading over its list is
 * unsaved when either is: its texts or an entry of its list.
 */
export function unsavedParts(section: Section, now: PageUnsaved): Set<string> {
  const holds = (part: Part) =>
    (part.list !== undefined && now.lists.includes(part.list)) ||
    (part.plans === true && now.plans) ||
    (part.snippet === true && now.snippet) ||
    keysOfPart(section, part).some((key) => now.keys.includes(key));
  return new Set(PAGE_PARTS[section].filter(holds).map((part) => part.id));
}

/** The element id of a part's block in the editor (the navigation jumps to it). */
export const partAnchor = (section: Section, id: string) => `edit-${section}-${id}`;
