// The services the company offers (product.md §3), shown on the services page: each with its features and a picture.
import { DESCRIPTION, IMAGE, LIST_LIMITS, TITLE, type EntryOf, type ListDescriptor } from './fields';

export const services = {
  key: 'services',
  name: 'services',
  noun: 'service',
  section: 'services',
  titleField: 'title',
  fields: [
    TITLE,
    DESCRIPTION,
    { kind: 'lines', name: 'features', max: LIST_LIMITS.feature, count: LIST_LIMITS.features, item: 'feature' },
    IMAGE,
  ],
  history: true,
  toasts: { afterCreate: 'serviceCreated', afterUpdate: 'serviceUpdated', afterDelete: 'serviceDeleted' },
  sign: 'i-lucide-layers',
} as const satisfies ListDescriptor;

export type Service = EntryOf<typeof services>;
