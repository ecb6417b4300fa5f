// Built-in page content in Traditional Chinese (Taiwan): what the seed stores and what a page shows for a blank value.
import type { PageDefaults } from './constants';
import { HOME_DEFAULTS_ZH } from './page-defaults/home-zh';
import { SERVICES_DEFAULTS_ZH } from './page-defaults/services-zh';
import { PRICING_DEFAULTS_ZH } from './page-defaults/pricing-zh';
import { CONTACT_DEFAULTS_ZH } from './page-defaults/contact-zh';

/** The texts of the pages every visitor may see first, each page's in a file of its own. */
export const PAGE_DEFAULTS_ZH: PageDefaults = {
  home: HOME_DEFAULTS_ZH,
  services: SERVICES_DEFAULTS_ZH,
  pricing: PRICING_DEFAULTS_ZH,
  contact: CONTACT_DEFAULTS_ZH,
};
