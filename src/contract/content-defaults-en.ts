// Built-in page content in English: what the seed stores and what a page shows for a blank value.
import type { ContentDefaults } from './constants';

export const CONTENT_DEFAULTS_EN: ContentDefaults = {
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
  privacy: {
    'hero.title': 'Privacy Notice',
    'hero.subtitle': 'What we collect when you contact us, why, and how long we keep it.',
    'collected.title': 'What we collect',
    'collected.body':
      'When you send a message through our contact form, we receive your name, your email address, the service you are interested in (if you choose one) and your message. The site sets no tracking or advertising cookies: it only remembers your language and theme in your own browser.',
    'use.title': 'Why we use it',
    'use.body':
      'Only to answer your enquiry and, if you become a client, to prepare and carry out our work together. We never sell your details or share them for marketing, and we send no newsletters unless you ask for them.',
    'keeping.title': 'How long we keep it',
    'keeping.body':
      'We keep a message as long as we need it to answer you and follow up, and delete it when it is no longer needed, at the latest after two years. Messages are stored on our own server and in its backups.',
    'rights.title': 'Your rights',
    'rights.body':
      'You may ask at any time to see, correct or delete what we hold about you. Write to us through the contact page or at the email address shown there, and we will answer within 30 days.',
  },
};
