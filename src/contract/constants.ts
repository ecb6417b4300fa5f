// The contract's plain data: languages and themes, content sections and keys, plan ids and billing words, service
// choices (their labels: service-labels.ts), setting keys.
// No schema library here, so a page that needs a list does not pull in every schema.

/** The company's name as the server writes it (email subjects); the pages take theirs from web/i18n. */
export const BRAND = 'Custom Software Solutions';

export const LANGS = ['en', 'zh'] as const;
export type Lang = (typeof LANGS)[number];
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/** The admin's live preview of a page being edited (shown in a frame of the content editor only). */
export const PREVIEW_PATH = '/admin/preview';

/**
 * A journal tag: letters of any script (a Chinese version's tags are Chinese), digits and single hyphens, in lowercase.
 * Its address is /blog/tag/{tag}, percent-encoded (decision 0092).
 */
export const TAG_RULE = /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u;

// The sections and their content keys live in ./content-keys.ts, which only the server and the admin's editor read: a
// public page's script, which needs this file for its languages and list names, does not carry them.
export { CONTENT_KEYS, type ContentKey, isContentKey, SECTIONS, type Section } from './content-keys';
import type { CONTENT_KEYS, Section } from './content-keys';

/** A list's name in the API from its key, companyValues → company-values (public reads use it; ./lists/index.ts holds each descriptor's `name` to it). */
export type ListName<K extends string> = K extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${ListName<Tail>}`
  : K;
export const listName = <K extends string>(key: K) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`) as ListName<K>;

/** Built-in text of every content key in one language (content-defaults-en.ts, -zh.ts). */
export type ContentDefaults = { [S in Section]: Record<(typeof CONTENT_KEYS)[S][number], string> };
/** The same but the privacy notice's: what the dictionaries carry (the privacy page brings its own). */
export type PageDefaults = Omit<ContentDefaults, 'privacy'>;

export const PLAN_IDS = ['basic', 'pro', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const BILLINGS = ['monthly', 'annual'] as const;
export type Billing = (typeof BILLINGS)[number];
/**
 * The word a listing entry's name ends with ("Basic Monthly", "基本 月訂閱"): the server names entries with it and
 * the pricing page sorts entries into its tabs by it (product.md: a name containing "Monthly" or "月訂閱" is monthly).
 */
export const BILLING_WORDS = {
  en: { monthly: 'Monthly', annual: 'Annual' },
  zh: { monthly: '月訂閱', annual: '年訂閱' },
} as const satisfies Record<Lang, Record<Billing, string>>;

export const SERVICE_CHOICES = ['custom_software', 'automation', 'ai_assistant', 'other'] as const;
export type ServiceChoice = (typeof SERVICE_CHOICES)[number];

// The setting keys and the image types live in ./stored-keys.ts (the server and the admin read them; public pages do not).
export {
  IMAGE_TYPES,
  type ImageType,
  MEDIA_PATH,
  mediaPath,
  SETTING_KEYS,
  type SettingKey,
  VARIANT_PATH,
  variantPath,
} from './stored-keys';

/**
 * The icons a company value may show (product.md §3: "an icon class name"): the admin picks from these, the server accepts
 * only these, and the stylesheet is generated with every one of them (web/styles/uno.config.ts), since a value's icon
 * comes from data the build cannot see.
 */
export const VALUE_ICONS = [
  'i-lucide-settings-2',
  'i-lucide-lightbulb',
  'i-lucide-shield-check',
  'i-lucide-sparkles',
  'i-lucide-heart-handshake',
  'i-lucide-rocket',
  'i-lucide-users',
  'i-lucide-star',
  'i-lucide-target',
  'i-lucide-zap',
  'i-lucide-award',
  'i-lucide-trending-up',
  'i-lucide-gem',
  'i-lucide-handshake',
  'i-lucide-leaf',
  'i-lucide-globe',
  'i-lucide-clock',
  'i-lucide-circle-check',
  'i-lucide-compass',
  'i-lucide-puzzle',
  'i-lucide-brain',
  'i-lucide-code',
  'i-lucide-cpu',
  'i-lucide-layers',
  'i-lucide-message-circle',
  'i-lucide-thumbs-up',
  'i-lucide-smile',
  'i-lucide-lock',
  'i-lucide-wrench',
  'i-lucide-graduation-cap',
  'i-lucide-scale',
  'i-lucide-sprout',
] as const;
export type ValueIcon = (typeof VALUE_ICONS)[number];

/**
 * The built-in share image of each language (1200 × 630, scripts/og-image.ts draws them): what a shared link shows
 * when the page's search snippet has no image of its own. Stable paths, served by the binary itself.
 */
export const SHARE_IMAGES = { en: '/og-image.png', zh: '/og-image-zh.png' } as const;
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * The site's icons and web manifest at the stable names browsers and phones ask for (`/favicon.ico` and
 * `/apple-touch-icon.png` even unlinked): drawn from web/favicon.svg by scripts/icons.ts into web/icons/ under the same
 * names, embedded with the web app and served a day at a time (not hashed, so never `immutable`).
 */
export const SITE_ICONS = {
  /** 16, 32 and 48 px, the mark on a clear ground. */
  favicon: '/favicon.ico',
  /** 180 px, opaque: the mark on the accent, padded as iOS expects. */
  appleTouch: '/apple-touch-icon.png',
  /** The manifest's icons: the mark on a clear ground at 192 and 512 px, and the maskable tile (512 px). */
  small: '/icon-192.png',
  large: '/icon-512.png',
  maskable: '/icon-maskable-512.png',
} as const;
export const WEB_MANIFEST = '/site.webmanifest';
/** Drawn scenes as files (scripts/scene-files.tsx draws them at build time): the production plan in each language, in the
 * dark theme's colours, for home's featured story band (decision 0169). Stable names, a day's cache. */
export const SCENE_FILES = { plan: { en: '/scene-plan-en.svg', zh: '/scene-plan-zh.svg' } } as const;
