// The contact page's built-in texts in English: carried by that page's words (web/i18n/site/contact-en.ts), so a
// page loads only its own; the seed and the server read them through ../content-defaults-en.ts.
import type { PageDefaults } from '../constants';

export const CONTACT_DEFAULTS_EN: PageDefaults['contact'] = {
  'hero.title': 'Tell us about your project',
  'hero.subtitle': 'Share what slows your team down. You will hear back from one of the founders within one business day.',
  'info.title': 'Contact details',
};
