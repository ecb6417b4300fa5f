// The published pieces' addresses. The journal's (decision 0092): /blog (page 1), /blog/page/{n}, /blog/tag/{tag},
// /blog/tag/{tag}/page/{n} and /blog/{slug}; the Work pages' (decision 0095): /work and /work/{slug}. What each shows
// depends on what is published in its language, so whether it exists is its read's answer: the server renders it (or
// the 404 page) from that, and the app reads the same answer. One module: each page's script carries both.
import { TAG_RULE, type Lang } from '../../src/contract/constants';

export const JOURNAL_PATH = '/blog';

export type JournalRoute = { kind: 'list'; page: number; tag?: string } | { kind: 'post'; slug: string };

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
const PAGE = '[2-9]|[1-9]\\d{1,5}';
const LIST = new RegExp(`^/blog(?:/tag/([^/]+))?(?:/page/(${PAGE}))?$`);
const POST = new RegExp(`^/blog/(${SLUG})$`);

/** What a path of the journal names, or undefined for a path that is none (`/blog/page/1` is /blog's second name: none). */
export function journalRoute(path: string): JournalRoute | undefined {
  const list = LIST.exec(path);
  if (list) {
    // A tag comes percent-encoded (自動化 is %E8%87%AA…), in the one spelling its links use.
    const tag = list[1] === undefined ? undefined : tagOf(list[1]);
    if (tag === null) return undefined;
    return { kind: 'list', page: list[2] ? Number(list[2]) : 1, ...(tag ? { tag } : {}) };
  }
  const post = POST.exec(path);
  if (post && post[1] !== 'page' && post[1] !== 'tag') return { kind: 'post', slug: post[1]! };
  return undefined;
}

/** The tag a path segment spells, or null when it spells none (or not as the site's links spell it). */
function tagOf(segment: string): string | null {
  try {
    const tag = decodeURIComponent(segment);
    return TAG_RULE.test(tag) && encodeURIComponent(tag) === segment ? tag : null;
  } catch {
    return null;
  }
}

/** The address of a page of the journal or of a tag. */
export const journalListPath = (page: number, tag?: string) =>
  `${JOURNAL_PATH}${tag ? `/tag/${encodeURIComponent(tag)}` : ''}${page > 1 ? `/page/${page}` : ''}`;
export const journalPostPath = (slug: string) => `${JOURNAL_PATH}/${slug}`;
/** The journal's feed in a language: every page links it as its alternate. */
export const feedPath = (lang: Lang) => `${JOURNAL_PATH}/feed.xml?lang=${lang}`;

export const WORK_PATH = '/work';

export type WorkRoute = { kind: 'index' } | { kind: 'story'; slug: string };

const STORY = new RegExp(`^/work/(${SLUG})$`);

/** What a path of the Work pages names, or undefined for a path that is none. */
export function workRoute(path: string): WorkRoute | undefined {
  if (path === WORK_PATH) return { kind: 'index' };
  const story = STORY.exec(path);
  return story ? { kind: 'story', slug: story[1]! } : undefined;
}

export const workStoryPath = (slug: string) => `${WORK_PATH}/${slug}`;

/**
 * The header's links, which the footer repeats before the privacy notice: product.md's four pages in their order, the
 * client stories after Services and the journal after Pricing. Each is a path and its name in the dictionaries.
 */
export const SITE_LINKS = [
  ['/', 'home'],
  ['/services', 'services'],
  [WORK_PATH, 'work'],
  ['/pricing', 'pricing'],
  [JOURNAL_PATH, 'journal'],
  ['/contact', 'contact'],
] as const;

/** The contact form's place on /contact: where the header's call to action leads while the visitor is already there. */
export const CONTACT_FORM_ANCHOR = 'send-a-message';
