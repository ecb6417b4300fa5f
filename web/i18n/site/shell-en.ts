// The words of every public page's frame: the brand, the header and footer, the contact details' fallback and the pages' built-in texts, in English: this part of the dictionary (../en.ts) defines the shape its Chinese one matches.

export const words = {
  brand: 'Custom Software Solutions',
  /** The name's first line where the whole name is stacked on two (a phone's header), and the home-screen icon's label. */
  brandShort: 'Custom Software',
  /** Document title of a page: "{page} - {brand}". */
  pageTitle: '{{page}} - {{brand}}',
  /** The journal's feed, as a feed reader lists it; the link every page names it by. */
  journalFeed: 'Articles by the Custom Software Solutions team on software, automation and AI for growing businesses.',
  journalFeedLink: 'Journal (RSS)',
  pages: {
    home: 'Home',
    services: 'Services',
    pricing: 'Pricing',
    contact: 'Contact',
    privacy: 'Privacy',
    notFound: 'Page Not Found',
    journal: 'Journal',
    work: 'Client stories',
  },
  nav: {
    main: 'Main navigation',
    skip: 'Skip to main content',
    openMenu: 'Open menu',
    /** The header's one call to action, beside the language and theme: the contact page. */
    start: 'Start a project',
    /** A phone's bar at the window's foot once the hero's buttons have scrolled away (decision 0186): its name, its line. */
    closeMenu: 'Close menu',
    /** The language switch names the language it switches to, in that language. */
    otherLanguage: '中文',
    /** The phone header's chip: the whole word (decision 0249: a lone 中 read as cryptic), as 中文 / EN. */
    otherLanguageShort: '中文',
    switchLanguage: 'Switch to Traditional Chinese',
    theme: 'Theme: {{name}}. Change theme',
    themes: { light: 'Light', dark: 'Dark', system: 'System' },
  },
  footer: {
    mission: 'A Taipei software studio building systems, automation and AI assistants for growing businesses since 2016.',
    copyright: '© {{year}} Custom Software Solutions. All rights reserved.',
    pages: 'Pages',
    work: 'Work & writing',
    legal: 'Legal',
    contact: 'Contact us',
    place: 'Made in Taipei, Taiwan',
  },
  common: { loading: 'Loading…', learnMore: 'Learn more' },
  contact: {
    fallback: { address: 'Taipei, Taiwan', phone: '+886 2 2700 1234', email: 'hello@example.com' },
  },
  admin: { loading: 'Loading the admin area…' },
  /** The built-in page texts, shown where the stored one is blank (the privacy page brings its own). */
};

export type ShellWords = typeof words;
