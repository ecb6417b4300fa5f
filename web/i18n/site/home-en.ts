// The home page's own words with the ones it shares with the services page (showcase-en.ts), in English: this part of the dictionary (../en.ts) defines the shape its Chinese one matches.
import { HOME_DEFAULTS_EN } from '../../../src/contract/page-defaults/home-en';
import { words as showcase } from './showcase-en';

export const words = {
  ...showcase,
  home: {
    eyebrow: 'Software studio in Taipei, since 2016',
    servicesButton: 'See what we build',
    // Not the header's "Start a project" again: the hero's second button offers the first step itself (round 18).
    contactButton: 'Book a free call',
    expertise: [
      {
        title: 'Custom software development',
        description: 'Order, scheduling and inventory systems for web and mobile, connected to the tools you already use.',
        tags: ['Web apps', 'Internal tools', 'Integrations'],
      },
      {
        title: 'Automation solutions',
        description: 'Data entry, reports, approvals and reminders that run on their own, with a log of every run.',
        tags: ['Workflows', 'Reports', 'Approvals'],
      },
      {
        title: 'AI assistant development',
        description: 'Assistants that answer customers and staff on your site or LINE, from your own documents, day and night.',
        tags: ['Customer support', 'Staff Q&A', 'Cited sources'],
      },
    ],
    proofLabel: 'Businesses across Taiwan that run their day on software we built',
    /** The quiet line that says where the figures come from. */
    figuresSource: 'Since 2016, from our own project records.',
    featuredEyebrow: 'Featured case study',
    featuredLink: 'Read more client stories',
    featuredStory: 'Read the whole story',
    stepsTitle: 'From first call to running software',
    stepsSubtitle: 'Most projects take two to five months, and at every step you know what comes next.',
    testimonialsTitle: 'In our clients’ own words',
    valuesEyebrow: 'Written into every contract',
    valuesTitle: 'What every client can count on',
    valuesSubtitle: 'They hold for every project, large or small, and for as long as we look after it.',
    /** Under the founders' names, which close the promise like a signature. */
    defaultValues: [
      { title: 'Customization', description: 'We start from how your team works today and shape the software to it.' },
      { title: 'Innovation', description: 'Automation and AI where they save real hours; plain, proven tools everywhere else.' },
      { title: 'Reliability', description: 'Tested code, written documentation and a named person to call when something breaks.' },
    ],
    ctaButton: 'Start a project',
    /** Under home's closing panel, before the address and number: the site's promise. */
    ctaReply: 'Or write or call: a founder replies within one business day.',
  },
  /** The page's built-in texts, shown where the owner left a text blank. */
  content: { home: HOME_DEFAULTS_EN },
};

export type HomeWords = typeof words;
