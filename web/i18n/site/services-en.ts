// The services page's own words with the ones it shares with the home page (showcase-en.ts), in English: this part of the dictionary (../en.ts) defines the shape its Chinese one matches.
import { SERVICES_DEFAULTS_EN } from '../../../src/contract/page-defaults/services-en';
import { words as showcase } from './showcase-en';

export const words = {
  ...showcase,
  services: {
    ...showcase.services,
    eyebrow: 'What we do',
    /** The in-page nav's name (service-index.tsx): the services, each a link to its row. */
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
    /** A story's drop drawn as two bars (session 53): their labels. */
    proofBefore: 'Before',
    proofAfter: 'After',
    /** Beside each service, how the work on it goes (session 52: in place of home's drawn screens again): three steps. */
    methodLabel: 'How we work on it',
    methods: {
      build: [
        { title: 'Sit with the people who use it', detail: 'A week in your office; every screen drawn and tried before it is built.' },
        { title: 'Ship in two-week slices', detail: 'Each slice goes live for your staff, so you steer while it grows.' },
        { title: 'Move in and look after it', detail: 'Your data brought over, each role trained, one named person on call.' },
      ],
      flow: [
        { title: 'Time the work as it is', detail: 'We follow each step by hand and count the hours it takes today.' },
        { title: 'Automate the steps that repeat', detail: 'They run on their own; people keep the decisions.' },
        { title: 'Log every run', detail: 'Each run is written down, and a failure alerts a person at once.' },
      ],
      chat: [
        { title: 'Gather your answers', detail: 'Your manuals, price lists and past replies become its only source.' },
        { title: 'Test it on real questions', detail: 'Last month’s questions are asked again before a customer sees it.' },
        { title: 'Hand over what it can’t answer', detail: 'Your staff get the chat so far, and it learns from their replies.' },
      ],
    },
    /** The closing band: this page's own invitation and one action (session 52: not home's band again; session 54: not
     *  "which of the three" again, round 32 counted the three services listed three times on the page). */
    ctaTitle: 'Tell us where the hours go',
    ctaDescription:
      'Send us the one task that costs your team the most time. Within a business day we reply with how we would take it on and a first estimate.',
    ctaContact: 'Describe your task',
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
