// Built-in page content in English: what the seed stores and what a page shows for a blank value.
import type { PageDefaults } from './constants';

/** The texts of the pages every visitor may see first: what the en dictionary carries. */
export const PAGE_DEFAULTS_EN: PageDefaults = {
  home: {
    'hero.title': 'Software shaped to the way your business runs',
    'hero.subtitle':
      'We build order and scheduling systems, workflow automation and AI assistants for manufacturers, clinics, logistics and retail teams, so your staff spend their hours on customers, not spreadsheets.',
    'features.title': 'Three ways we take work off your plate',
    'features.subtitle': 'Most projects start with one of these. Many clients add the second within a year.',
    'team.title': 'The people you will work with',
    'team.subtitle': 'A small senior team: the people who scope your project are the people who build and support it.',
    'cta.title': 'Tell us what slows your team down',
    'cta.description':
      'A 30-minute call, then a written plan with scope, timeline and a fixed quote within a week. No cost, no obligation.',
  },
  services: {
    'hero.title': 'Systems, automation and AI that pay for themselves',
    'hero.subtitle': 'One team designs, builds and supports your software, from the first workshop to years after launch.',
    'caseStudies.title': 'Recent work',
    'caseStudies.subtitle': 'What changed for our clients, in their numbers.',
  },
  pricing: {
    'hero.title': 'Care plans that keep your software running',
    'hero.subtitle': 'After launch, a monthly plan covers fixes, security updates, monitoring and hours for improvements.',
    'customSolution.title': 'Planning a new system?',
    'customSolution.description':
      'New projects are quoted at a fixed price after a free call. Most of ours fall between US$15,000 and US$60,000, paid in milestones.',
  },
  contact: {
    'hero.title': 'Tell us about your project',
    'hero.subtitle': 'Share what slows your team down. You will hear back from one of the founders within one business day.',
    'info.title': 'Contact details',
  },
};
