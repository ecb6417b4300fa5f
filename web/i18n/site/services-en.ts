// The services page's own words with the ones it shares with the home page (showcase-en.ts), in English: this part of the dictionary (../en.ts) defines the shape its Chinese one matches.
import { words as showcase } from './showcase-en';

export const words = {
  ...showcase,
  services: {
    ...showcase.services,
    eyebrow: 'What we do',
    areasLabel: 'Service areas',
    getStarted: 'Get started',
    empty: 'No services found.',
    featuresLabel: 'What’s included',
    benefitsTitle: 'Why clients stay with us',
    benefitsSubtitle: 'Most clients have worked with us for over three years. Six reasons, each one you can check.',
    /** Six claims, each with its evidence (figures that agree with the seeded ones); not numbered: no order. */
    benefits: [
      {
        title: 'Staff learn it in an afternoon',
        description: 'Training is one session, on your own data, so day two is a normal working day.',
      },
      { title: 'Dates that hold', description: '97.6% of our milestones land on the date in the plan you signed.' },
      { title: 'Working in six weeks', description: 'The median time from signing to a first release your team works in.' },
      { title: 'Keeps the tools you have', description: 'We connect your accounting, LINE and spreadsheets rather than replace them.' },
      { title: 'Your code, your data', description: 'You own the source code and the data from the first release, backed up daily.' },
      { title: 'Hours saved, counted', description: 'We measure the work before and after: 31,400 staff hours a year across our clients.' },
    ],
    readMore: 'Read more',
    ctaTitle: 'Have a process that eats hours every week?',
    ctaDescription: 'Tell us about it. You get a free call and a written plan with a fixed quote, or compare our care plans first.',
    ctaPricing: 'View pricing',
    ctaContact: 'Contact us',
  },
};

export type ServicesWords = typeof words;
