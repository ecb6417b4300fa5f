// The words home and the services page share: the drawn pictures' (web/components/visuals) and the sample case studies, in English: this part of the dictionary (../en.ts) defines the shape its Chinese one matches.

export const words = {
  /** The words inside the drawn pictures (web/components/visuals): a dashboard, an assistant's chat, an automation flow. */
  visuals: {
    dashboard: {
      /** A named client's board (one of the seeded clients): the system the studio built, on an ordinary Thursday. */
      title: 'Today’s production',
      client: 'Mountain Loom',
      period: 'Thu, Nov 14',
      rows: [
        { part: 'Scarf × 120', machine: 'Loom 2', due: '15:00', status: 'On time', state: 'ok' },
        { part: 'Wool throw × 40', machine: 'Dyeing', due: 'Fri', status: 'Yarn due 11:30', state: 'wait' },
        { part: 'Tote bag × 200', machine: 'Packing', due: '09:00', status: 'Shipped', state: 'done' },
      ],
    },
    chat: {
      name: 'Support assistant',
      online: 'Online',
      question: 'Can I still change my delivery date?',
      answer: 'Yes, up to 24 hours before dispatch: open the order and choose a new date.',
      source: 'Delivery policy, section 3',
    },
    flow: {
      title: 'Order automation',
      live: 'Live',
      steps: [
        { title: 'New order', detail: 'Online shop' },
        { title: 'Create invoice', detail: 'Accounting' },
        { title: 'Update stock', detail: 'Warehouse' },
        { title: 'Notify team', detail: 'Team chat' },
      ],
      lastRun: 'Ran 2 min ago · no errors',
    },
  },
  services: {
    sampleCaseStudies: [
      {
        title: 'Production scheduling for a precision-parts maker',
        description: 'A scheduling system connected to the factory floor that cut planning from days to minutes: 40% less production time.',
        industry: 'Manufacturing',
        resultValue: '40%',
        resultLabel: 'less production time',
      },
      {
        title: 'A customer service assistant for an online retailer',
        description:
          'An AI assistant that answers order, delivery and return questions, with 75% of routine inquiries handled automatically.',
        industry: 'E-commerce',
        resultValue: '75%',
        resultLabel: 'of routine inquiries handled',
      },
    ],
  },
};

export type ShowcaseWords = typeof words;
