// Built-in page content in English: what the seed stores and what a page shows for a blank value.
import type { PageDefaults } from './constants';

/** The texts of the pages every visitor may see first: what the en dictionary carries. */
export const PAGE_DEFAULTS_EN: PageDefaults = {
  home: {
    'hero.title': 'Custom Software Built Around Your Business',
    'hero.subtitle':
      'We design and build custom software, workflow automation and AI assistants that fit the way your team actually works.',
    'features.title': 'Our Expertise',
    'features.subtitle':
      'From tailored business systems to intelligent assistants, we turn complex processes into tools your team can rely on.',
    'cta.title': 'Ready to Build Software That Truly Fits?',
    'cta.description': "Tell us about your project and we'll come back with a clear plan, timeline and estimate.",
  },
  services: {
    'hero.title': 'Services That Solve Real Business Problems',
    'hero.subtitle': 'Custom software, automation and AI assistants, designed, built and supported by one dedicated team.',
    'caseStudies.title': 'Case Studies',
    'caseStudies.subtitle': 'See how our clients save time, cut costs and serve their customers better.',
  },
  pricing: {
    'hero.title': 'Simple, Transparent Pricing',
    'hero.subtitle': 'Maintenance and support plans that keep your software secure, up to date and growing with your business.',
    'customSolution.title': 'Need a Custom Solution?',
    'customSolution.description': "Every business is different. Contact us for a plan and quote tailored to your project's scope.",
  },
  contact: {
    'hero.title': "Let's Talk About Your Project",
    'hero.subtitle': "Share your goals and challenges, and we'll help you find the right solution.",
    'info.title': 'Contact Information',
  },
};
