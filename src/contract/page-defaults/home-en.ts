// The home page's built-in texts in English: carried by that page's words (web/i18n/site/home-en.ts), so a
// page loads only its own; the seed and the server read them through ../content-defaults-en.ts.
import type { PageDefaults } from '../constants';

export const HOME_DEFAULTS_EN: PageDefaults['home'] = {
  'hero.title': 'Software shaped to the way your business runs',
  'hero.subtitle':
    'We build order and scheduling systems, workflow automation and AI assistants for manufacturers, clinics, logistics and retail teams, so your staff spend their hours on customers, not spreadsheets.',
  'features.title': 'Three ways we take work off your plate',
  'features.subtitle': 'Most projects start with one of these. Many clients add the second within a year.',
  'team.title': 'The people you will work with',
  'team.subtitle': 'A small senior team: the people who scope your project are the people who build and support it.',
  'cta.title': 'Tell us what slows your team down',
  'cta.description': 'A 30-minute call, then a written plan with scope, timeline and a fixed quote within a week. No cost, no obligation.',
};
