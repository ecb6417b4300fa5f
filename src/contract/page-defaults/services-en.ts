// The services page's built-in texts in English: carried by that page's words (web/i18n/site/services-en.ts), so a
// page loads only its own; the seed and the server read them through ../content-defaults-en.ts.
import type { PageDefaults } from '../constants';

export const SERVICES_DEFAULTS_EN: PageDefaults['services'] = {
  'hero.title': 'Systems, automation and AI that pay for themselves',
  'hero.subtitle': 'One team designs, builds and supports your software, from the first workshop to years after launch.',
  'caseStudies.title': 'Recent work',
  'caseStudies.subtitle': 'What changed for our clients, in their numbers.',
};
