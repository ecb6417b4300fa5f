// The built-in text of every content key, one file per language so a page loads only its own.
import type { CONTENT_KEYS, ContentDefaults, Section } from './constants';
import type { ContentLeaf } from './content';
import { PAGE_DEFAULTS_EN } from './content-defaults-en';
import { PRIVACY_DEFAULTS } from './content-defaults-privacy';
import { PAGE_DEFAULTS_ZH } from './content-defaults-zh';

/** Every section's built-in texts in one language (the server's and the seed's; a dictionary has PageDefaults). */
export const CONTENT_DEFAULTS_EN: ContentDefaults = { ...PAGE_DEFAULTS_EN, privacy: PRIVACY_DEFAULTS.en };
export const CONTENT_DEFAULTS_ZH: ContentDefaults = { ...PAGE_DEFAULTS_ZH, privacy: PRIVACY_DEFAULTS.zh };

/** Both languages per key, as the seed stores them. */
export function contentDefaults(): { [S in Section]: Record<(typeof CONTENT_KEYS)[S][number], ContentLeaf> } {
  const both = {} as Record<Section, Record<string, ContentLeaf>>;
  for (const section of Object.keys(CONTENT_DEFAULTS_EN) as Section[]) {
    const en = CONTENT_DEFAULTS_EN[section] as Record<string, string>;
    const zh = CONTENT_DEFAULTS_ZH[section] as Record<string, string>;
    both[section] = Object.fromEntries(Object.keys(en).map((key) => [key, { en: en[key]!, zh: zh[key]! }]));
  }
  return both as ReturnType<typeof contentDefaults>;
}
