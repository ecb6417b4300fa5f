// The content sections and every content key of each: the server refuses any other key, the seed fills each one, and
// the admin editor shows one field per key (re-exported by ./constants.ts, kept apart so public pages carry none of it).
export const SECTIONS = ['home', 'services', 'pricing', 'contact', 'privacy'] as const;
export type Section = (typeof SECTIONS)[number];
/** Every content key the site knows, per section, in the editor's order. */
export const CONTENT_KEYS = {
  home: [
    'hero.title',
    'hero.subtitle',
    'features.title',
    'features.subtitle',
    'team.title',
    'team.subtitle',
    'cta.title',
    'cta.description',
  ],
  services: ['hero.title', 'hero.subtitle', 'caseStudies.title', 'caseStudies.subtitle'],
  pricing: ['hero.title', 'hero.subtitle', 'customSolution.title', 'customSolution.description'],
  contact: ['hero.title', 'hero.subtitle', 'info.title'],
  privacy: [
    'hero.title',
    'hero.subtitle',
    'hero.updated',
    'controller.title',
    'controller.body',
    'collected.title',
    'collected.body',
    'statistics.title',
    'statistics.body',
    'use.title',
    'use.body',
    'keeping.title',
    'keeping.body',
    'rights.title',
    'rights.body',
  ],
} as const satisfies Record<Section, readonly string[]>;
export type ContentKey<S extends Section = Section> = (typeof CONTENT_KEYS)[S][number];

export const isContentKey = (section: Section, key: string): boolean => (CONTENT_KEYS[section] as readonly string[]).includes(key);
