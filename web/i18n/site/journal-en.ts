// The journal's words, in English (decision 0092): this part of the dictionary (../en.ts) defines the shape its
// Chinese one matches.

export const words = {
  journal: {
    eyebrow: 'Journal',
    title: 'Notes from the work',
    intro: 'What we built for clients, what it changed for them, and what we learned on the way.',
    tagEyebrow: 'Tag',
    tagTitle: 'Articles on {{tag}}',
    tagIntro: 'Every article tagged “{{tag}}”, newest first.',
    pageOf: 'Page {{page}} of {{pages}}',
    newer: 'Newer articles',
    older: 'Older articles',
    pagination: 'More articles',
    readingTime: '{{minutes}} min read',
    empty: 'The first article is on its way.',
    allArticles: 'All articles',
    closing: 'The projects behind these notes, told from the first call to the day they went live.',
    closingAction: 'See the client stories',
    tags: 'Tags',
    fullSize: 'Full size',
    topics: 'Topics',
    allTopics: 'All',
    onThisPage: 'In this article',
    breadcrumb: 'You are here',
    home: 'Home',
    readMore: 'Read the article',
    latest: 'Latest article',
    otherArticles: 'More from the journal',
    keepReading: 'Keep reading',
    published: 'Published',
    subscribe: 'Subscribe (RSS)',
    writtenBy: 'Written by',
    contactTitle: 'Have a project like this?',
    listContactTitle: 'Does any of this sound like your team?',
    contactBody: 'Tell us what slows your team down. We answer within one working day.',
    contactAction: 'Start a project',
  },
};

export type JournalWords = typeof words;
