// Built-in page content in English: what the seed stores and what a page shows for a blank value.
import type { PageDefaults } from './constants';
import { HOME_DEFAULTS_EN } from './page-defaults/home-en';
import { SERVICES_DEFAULTS_EN } from './page-defaults/services-en';
import { PRICING_DEFAULTS_EN } from './page-defaults/pricing-en';
import { CONTACT_DEFAULTS_EN } from './page-defaults/contact-en';

/** The texts of the pages every visitor may see first, each page's in a file of its own. */
export const PAGE_DEFAULTS_EN: PageDefaults = {
  home: HOME_DEFAULTS_EN,
  services: SERVICES_DEFAULTS_EN,
  pricing: PRICING_DEFAULTS_EN,
  contact: CONTACT_DEFAULTS_EN,
};
