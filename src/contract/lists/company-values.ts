// The company's core values (product.md §3), shown on the home page: each with an icon.
import { DESCRIPTION, TITLE, type EntryOf, type ListDescriptor } from './fields';

export const companyValues = {
  key: 'companyValues',
  name: 'company-values',
  noun: 'company value',
  section: 'home',
  titleField: 'title',
  fields: [TITLE, DESCRIPTION, { kind: 'icon' }],
  history: true,
  toasts: { afterCreate: 'companyValueCreated', afterUpdate: 'companyValueUpdated', afterDelete: 'companyValueDeleted' },
} as const satisfies ListDescriptor;

export type CompanyValue = EntryOf<typeof companyValues>;
