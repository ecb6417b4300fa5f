// The contract's plain data: content sections and keys, plan ids, service choices, setting keys.
// No schema library here, so a page that needs a list does not pull in every schema.

/** The company's name as the server writes it (email subjects); the pages take theirs from web/i18n. */
export const BRAND = 'Custom Software Solutions';

export const SECTIONS = ['home', 'services', 'pricing', 'contact'] as const;
export type Section = (typeof SECTIONS)[number];
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

export const PLAN_IDS = ['basic', 'pro', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const BILLINGS = ['monthly', 'annual'] as const;
export type Billing = (typeof BILLINGS)[number];

export const SERVICE_CHOICES = ['custom_software', 'automation', 'ai_assistant', 'other'] as const;
export type ServiceChoice = (typeof SERVICE_CHOICES)[number];

export const SETTING_KEYS = [
  'notificationEmail',
  'notificationsEnabled',
  'adminUsername',
  'contactAddress',
  'contactPhone',
  'contactEmail',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];
