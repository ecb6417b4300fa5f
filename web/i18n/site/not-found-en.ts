// The 404 page's words, in English: this part of the dictionary (../en.ts) defines the shape its Chinese one matches.

export const words = {
  notFound: {
    eyebrow: 'Error 404',
    title: 'Page Not Found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Back to home',
    elsewhere: 'Or go straight to',
    links: {
      services: 'What we build, and how a project runs',
      pricing: 'Maintenance and support plans, monthly or yearly',
      contact: 'Tell us about your project',
      journal: 'Articles from our projects, newest first',
      work: 'What we built for clients, and what it changed',
    },
  },
};

export type NotFoundWords = typeof words;
