// The contact page's words: its steps, the form and the form's checks, in English: this part of the dictionary (../en.ts) defines the shape its Chinese one matches.
import { CONTACT_DEFAULTS_EN } from '../../../src/contract/page-defaults/contact-en';
import { SERVICE_LABELS_EN } from '../../../src/contract/service-labels-en';

export const words = {
  contact: {
    /** The left column's services (contact-services.tsx): what each is, in a line; the form's select chooses. */
    servicesTitle: 'What we can help with',
    servicesLink: 'How we work on each',
    /** Who answers a message (web/features/contact/talk-to.tsx): the team's first person, and when. */
    talkTo: { title: "Who you'll talk to", reply: 'Replies within one business day', languages: 'Writes in English or Chinese' },
    nextTitle: 'What happens next',
    // Once a message is sent: where the visitor stands (web/features/contact/next-steps.tsx).
    nowTitle: 'What happens now',
    received: { title: 'Message received', description: 'It is in our inbox. There is nothing more you need to do.' },
    stepDone: 'Done',
    stepNext: 'Next',
    nextSteps: [
      { title: 'We reply within one business day', description: 'By email, with any first questions about your project.' },
      { title: 'A 30-minute call', description: 'We talk through your goals, your current tools and what success looks like.' },
      { title: 'A written plan and estimate', description: 'Scope, timeline and cost in writing, so you decide with everything in view.' },
    ],
    services: [
      { title: 'Custom software development', line: 'Order, scheduling and inventory systems, connected to the tools you use.' },
      { title: 'Automation solutions', line: 'Reports, approvals and reminders that run on their own, every run logged.' },
      { title: 'AI assistant development', line: 'Answers for customers and staff from your own documents, day and night.' },
    ],
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
    form: {
      title: 'Send us a message',
      name: 'Name',
      email: 'Email',
      service: 'Interested service',
      serviceNone: 'Select a service (optional)',
      services: SERVICE_LABELS_EN,
      message: 'Message',
      /** The message box's prompt while empty, and the hint under it: what helps a first reply (no new fields). */
      messagePlaceholder:
        'For example: we plan production for 12 machines in a spreadsheet and want a shared planning board by spring, for about US$20,000.',
      messageHint: 'What you want to build, a rough timeline and a budget if you have one. A few sentences are enough.',
      required: 'required',
      honeypot: 'Leave this field empty',
      submit: 'Send message',
      sending: 'Sending…',
      /** The thanks' heading (decision 0275); the contract's sentence is its body line. */
      successTitle: 'Message sent',
      success: "Your message has been sent successfully. We'll get back to you soon.",
      error: 'There was an error sending your message. Please try again.',
      errorKept: 'Nothing you wrote is lost: it is still in the form below.',
      errorWrite: 'If it fails again, write to {{email}} and one of the founders will answer within one business day.',
      /** Under the thanks, what its fixed sentence leaves open, as labelled facts rather than a sentence saying it again
       * (round 24): who replies and by when, to which address, and from which. */
      replyWhoLabel: 'Who replies',
      replyWho: 'A founder, within one business day',
      /** The same with the person "Who you'll talk to" names (talk-to.tsx), when the team has one. */
      replyWhoNamed: '{{name}}, within one business day',
      replyToLabel: 'Reply to',
      replyFromLabel: 'Reply from',
      replySpam: 'Nothing by then? Look in your spam folder.',
      sendAnother: 'Send another message',
      sentNote: 'Thank you, your message is with us.',
      summaryOne: '1 field needs your attention:',
      summaryMany: '{{count}} fields need your attention:',
      askAboutPlan: "I'd like to ask about the {{plan}} plan.",
      privacyNote: 'We use your details only to answer your message.',
      privacyLink: 'Privacy notice',
    },
  },
  validation: {
    title: 'Validation Error',
    required: 'This field is required',
    invalidEmail: 'Invalid email address',
    validEmail: 'Please enter a valid email address',
    messageMin: 'Message must be at least 10 characters',
    tooManyLinks: 'Please include at most 3 links',
    tooLong: 'Please keep this to at most {{max}} characters',
    oneLine: 'Please keep this to one line, without special characters',
    noControl: 'Please remove the special characters from your message',
    allRequired: 'All fields are required',
  },
  /** The page's built-in texts, shown where the owner left a text blank. */
  content: { contact: CONTACT_DEFAULTS_EN },
};

export type ContactWords = typeof words;
