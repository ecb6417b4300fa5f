// The services page's own words with the ones it shares with the home page (showcase-en.ts), in English: this part of the dictionary (../en.ts) defines the shape its Chinese one matches.
import { SERVICES_DEFAULTS_EN } from '../../../src/contract/page-defaults/services-en';
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
    benefitsTitle: 'What you get with every project',
    benefitsSubtitle: 'Six things handed over on every project, large or small. Ask to see any of them.',
    /** Six things the client receives (round 13: no longer home's core values again); not numbered: no order. */
    benefits: [
      {
        title: 'Screens to try before the build',
        description: 'The main screens as a clickable prototype, tried by your staff before any of them is built.',
      },
      {
        title: 'Training on your own data',
        description: 'One session for each role, with a short written guide your new staff can learn from too.',
      },
      {
        title: 'Links to the tools you keep',
        description: 'Your accounting, LINE and spreadsheets connected rather than replaced, each link written down.',
      },
      { title: 'The source code and the data', description: 'Yours from the first release, in a repository you own, backed up daily.' },
      {
        title: 'Documentation in plain words',
        description: 'How it is built, how to run it and how to change it, so any developer can take it over.',
      },
      {
        title: 'Before-and-after numbers',
        description: 'We time the work before launch and again after it, so the hours saved are in your own numbers.',
      },
    ],
    readMore: 'Read more',
    ctaTitle: 'Have a process that eats hours every week?',
    ctaDescription: 'Tell us about it. You get a free call and a written plan with a fixed quote, or compare our care plans first.',
    ctaPricing: 'View pricing',
    ctaContact: 'Start a project',
  },
  /** The scenes only this page draws (components/visuals): a staff question, a customer's, an invoice's approval, the topics' screens. */
  serviceScenes: {
    staffChat: {
      name: 'HR assistant',
      online: 'Online',
      question: 'Can I carry unused leave into next year?',
      answer: 'Yes, up to 5 days. Carried-over days must be taken by the end of March.',
      source: 'Employee handbook, leave 4.2',
    },
    storyChat: {
      name: 'Customer service',
      online: 'Online',
      question: 'Has my order #4512 shipped yet?',
      answer: 'Yes, it left the warehouse at 10:40 and arrives tomorrow before noon.',
      source: 'Order system, live status',
    },
    invoiceFlow: {
      title: 'Invoice approval',
      live: 'Live',
      steps: [
        { title: 'Supplier invoice', detail: 'Read from email' },
        { title: 'Manager approval', detail: 'One tap in team chat' },
        { title: 'Payment scheduled', detail: 'Bank transfer' },
        { title: 'Posted to accounting', detail: 'Ledger' },
      ],
      lastRun: 'Ran 5 min ago · no errors',
    },
    scenes: {
      orders: {
        title: 'Orders',
        filter: 'Today',
        columns: ['Order', 'Customer', 'Status'],
        rows: [
          { id: '#2231', who: 'Lin Trading', status: 'Packed' },
          { id: '#2230', who: 'Harbor Café', status: 'Picking' },
          { id: '#2229', who: 'Kao Clinic', status: 'Shipped' },
          { id: '#2228', who: 'Wu Studio', status: 'New' },
        ],
      },
      schedule: {
        title: 'Production plan',
        days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
        machines: ['CNC 1', 'CNC 2', 'Lathe', 'QC'],
        today: 'Today',
        planned: 'Planned',
        done: 'Done',
      },
      calendar: {
        title: 'Appointments',
        days: ['Mon', 'Tue', 'Wed', 'Thu'],
        booked: 'Booked',
        slots: ['Check-up', 'Follow-up', 'Vaccine', 'Consult', 'Check-up', 'X-ray'],
        reminder: 'Reminder sent',
      },
      route: {
        title: "Today's route",
        stops: '6 stops',
        distance: '42 km',
        eta: 'On time',
      },
    },
  },
  /** The page's built-in texts, shown where the owner left a text blank. */
  content: { services: SERVICES_DEFAULTS_EN },
};

export type ServicesWords = typeof words;
