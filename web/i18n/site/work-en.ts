// The Work pages' words, in English (decision 0095): this part of the dictionary (../en.ts) defines the shape its
// Chinese one matches.

export const words = {
  work: {
    eyebrow: 'Client stories',
    proofLabel: 'Businesses across Taiwan that run their day on software we built',
    featured: 'Featured story',
    title: 'Systems we built, and what they changed',
    intro: 'Each story names the problem a client brought, what we built with them, and the figures it moved.',
    empty: 'The first stories are on their way.',
    moreTitle: 'More projects, in brief',
    moreOneTitle: 'One more project, in brief',
    moreIntro: 'What each client asked for, and the figure that moved.',
    askAbout: 'Ask about a project like this',
    closing: 'What these projects taught us, written up for anyone planning one of their own.',
    closingAction: 'Read the journal',
    readStory: 'Read the story',
    nextStory: 'Next story',
    allStories: 'All client stories',
    home: 'Home',
    breadcrumb: 'You are here',
    result: 'The result',
    client: 'Client',
    industry: 'Industry',
    services: 'Services',
    gallery: 'Screens from the system',
    galleryOne: 'A screen from the system',
    pan: 'Swipe across to read the screen',
    fullSize: 'Full size',
    screen: 'Screen {{n}} of {{count}}',
    contactTitle: 'Is your team stuck on something like this?',
    contactBody: 'Tell us where the work slows down. We answer within one working day.',
    contactAction: 'Start a project',
  },
};

export type WorkWords = typeof words;
