// The privacy page's own words around its notice, in English: this part of the dictionary (../en.ts) defines the shape its Chinese one matches.

export const words = {
  privacy: {
    onThisPage: 'On this page',
    questionsTitle: 'Questions about your data?',
    questions: 'Write to',
    or: 'or use the',
    contactPage: 'contact page',
    end: '.',
  },
};

export type PrivacyWords = typeof words;
