// The case studies (product.md §3), shown on the services page under the services: each with its industry and a picture.
import { DESCRIPTION, IMAGE, LIST_LIMITS, TITLE, type EntryOf, type ListDescriptor } from './fields';

export const caseStudies = {
  key: 'caseStudies',
  name: 'case-studies',
  noun: 'case study',
  section: 'services',
  fields: [TITLE, DESCRIPTION, { kind: 'text', name: 'industry', max: LIST_LIMITS.industry }, IMAGE],
  history: true,
  toasts: { afterCreate: 'caseStudyCreated', afterUpdate: 'caseStudyUpdated', afterDelete: 'caseStudyDeleted' },
} as const satisfies ListDescriptor;

export type CaseStudy = EntryOf<typeof caseStudies>;
