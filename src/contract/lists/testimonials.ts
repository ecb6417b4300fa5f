// What clients say (the home page's testimonials): a quote, who said it (name, role, company) and an optional photo.
import { IMAGE, LIST_LIMITS, type EntryOf, type ListDescriptor } from './fields';

export const testimonials = {
  key: 'testimonials',
  name: 'testimonials',
  noun: 'testimonial',
  section: 'home',
  titleField: 'name',
  fields: [
    { kind: 'text', name: 'quote', max: LIST_LIMITS.quote, required: 'Quote is required', multiline: true },
    { kind: 'text', name: 'name', max: LIST_LIMITS.label, required: 'Name is required' },
    { kind: 'text', name: 'role', max: LIST_LIMITS.label, blank: true },
    { kind: 'text', name: 'company', max: LIST_LIMITS.label, blank: true },
    IMAGE,
  ],
  history: true,
  toasts: { afterCreate: 'testimonialCreated', afterUpdate: 'testimonialUpdated', afterDelete: 'testimonialDeleted' },
} as const satisfies ListDescriptor;

export type Testimonial = EntryOf<typeof testimonials>;
