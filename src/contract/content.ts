// Page content: the sections, the registry of known keys per section, and the tree the API returns.
import * as v from 'valibot';

export const SECTIONS = ['home', 'services', 'pricing', 'contact'] as const;
export type Section = (typeof SECTIONS)[number];
export const SectionParam = v.object({ section: v.picklist(SECTIONS, 'Unknown section') });

/**
 * Every content key the site knows, per section. The server refuses any other key, the seed fills
 * each one, and the admin editor shows one field per key, in this order.
 */
export const CONTENT_KEYS = {
  home: ['hero.title', 'hero.subtitle', 'features.title', 'features.subtitle', 'cta.title', 'cta.description'],
  services: ['hero.title', 'hero.subtitle', 'caseStudies.title', 'caseStudies.subtitle'],
  pricing: ['hero.title', 'hero.subtitle', 'customSolution.title', 'customSolution.description'],
  contact: ['hero.title', 'hero.subtitle', 'info.title'],
} as const satisfies Record<Section, readonly string[]>;
export type ContentKey<S extends Section = Section> = (typeof CONTENT_KEYS)[S][number];

export const isContentKey = (section: Section, key: string): boolean =>
  (CONTENT_KEYS[section] as readonly string[]).includes(key);

export const CONTENT_VALUE_MAX = 2000;
const contentValue = v.pipe(v.string(), v.maxLength(CONTENT_VALUE_MAX, `At most ${CONTENT_VALUE_MAX} characters`));

/**
 * POST /api/content. A missing or blank language value leaves the stored one as it is, so an editor
 * that changed only the English text can send only that; at least one of the two must be given.
 */
export const ContentUpdate = v.pipe(
  v.object({
    section: v.picklist(SECTIONS, 'Unknown section'),
    key: v.pipe(v.string(), v.maxLength(100)),
    enValue: v.optional(contentValue),
    zhValue: v.optional(contentValue),
  }),
  v.forward(
    v.partialCheck([['section'], ['key']], (b) => isContentKey(b.section, b.key), 'Unknown content key for this section'),
    ['key'],
  ),
  v.check(
    (b) => Boolean(b.enValue?.trim()) || Boolean(b.zhValue?.trim()),
    'Give enValue or zhValue, not blank',
  ),
);
export type ContentUpdate = v.InferOutput<typeof ContentUpdate>;

/** One leaf of the content tree. */
export type ContentLeaf = { en: string; zh: string };
/** GET /api/content/{section}: dotted keys unfolded into nested objects whose leaves are ContentLeaf. */
export type ContentTree = { [name: string]: ContentTree | ContentLeaf };
