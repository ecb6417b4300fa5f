// The case studies (product.md §3), shown on the services page under the services: each with its industry, a headline
// result ("40%" / "less production time", added later: older clients may leave it out) and a picture.
import { DESCRIPTION, IMAGE, LIST_LIMITS, TITLE, type EntryOf, type ListDescriptor } from './fields';

export const caseStudies = {
  key: 'caseStudies',
  name: 'case-studies',
  noun: 'case study',
  section: 'services',
  alsoOn: 'home',
  titleField: 'title',
  fields: [
    TITLE,
    DESCRIPTION,
    { kind: 'text', name: 'industry', max: LIST_LIMITS.industry },
    { kind: 'text', name: 'resultValue', max: LIST_LIMITS.figure, added: true },
    { kind: 'text', name: 'resultLabel', max: LIST_LIMITS.label, added: true },
    IMAGE,
  ],
  history: true,
  toasts: { afterCreate: 'caseStudyCreated', afterUpdate: 'caseStudyUpdated', afterDelete: 'caseStudyDeleted' },
  sign: 'i-lucide-briefcase',
} as const satisfies ListDescriptor;

export type CaseStudy = EntryOf<typeof caseStudies>;
