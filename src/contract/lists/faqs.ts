// The pricing page's frequently asked questions: a question and its answer (several lines).
import { LIST_LIMITS, type EntryOf, type ListDescriptor } from './fields';

export const faqs = {
  key: 'faqs',
  name: 'faqs',
  noun: 'question',
  section: 'pricing',
  titleField: 'question',
  fields: [
    { kind: 'text', name: 'question', max: LIST_LIMITS.question, required: 'Question is required' },
    { kind: 'text', name: 'answer', max: LIST_LIMITS.description, required: 'Answer is required', multiline: true },
  ],
  history: true,
  toasts: { afterCreate: 'faqCreated', afterUpdate: 'faqUpdated', afterDelete: 'faqDeleted' },
  sign: 'i-lucide-circle-help',
} as const satisfies ListDescriptor;

export type Faq = EntryOf<typeof faqs>;
