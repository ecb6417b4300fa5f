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
    benefitsTitle: 'Why clients stay with us',
    benefitsSubtitle: 'Most clients have worked with us for over three years. Six reasons, each one you can check.',
    /** Six claims, each with how it is kept (the home page's figures are not said again here); not numbered: no order. */
    benefits: [
      {
        title: 'Staff learn it in an afternoon',
        description: 'Training is one session, on your own data, so day two is a normal working day.',
      },
      {
        title: 'Dates that hold',
        description: 'Every milestone has its date in the plan you sign, and we report against those dates as we go.',
      },
      {
        title: 'Working software early',
        description: 'Your team works in a first release within weeks of signing, then a new one every two weeks.',
      },
      { title: 'Keeps the tools you have', description: 'We connect your accounting, LINE and spreadsheets rather than replace them.' },
      { title: 'Your code, your data', description: 'You own the source code and the data from the first release, backed up daily.' },
      {
        title: 'Hours saved, counted',
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
      },
      calendar: {
        title: 'Appointments',
        days: ['Mon', 'Tue', 'Wed', 'Thu'],
        booked: 'Booked',
        slots: ['Check-up', 'Follow-up', 'Cleaning', 'Consult', 'Check-up', 'X-ray'],
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
