// The people a visitor will work with (the home page's team): a name, a role, a line about them and an optional photo.
import { IMAGE, LIST_LIMITS, type EntryOf, type ListDescriptor } from './fields';

export const people = {
  key: 'people',
  name: 'people',
  noun: 'person',
  section: 'home',
  titleField: 'name',
  fields: [
    { kind: 'text', name: 'name', max: LIST_LIMITS.label, required: 'Name is required' },
    { kind: 'text', name: 'role', max: LIST_LIMITS.label, blank: true },
    { kind: 'text', name: 'bio', max: LIST_LIMITS.bio, multiline: true, blank: true },
    IMAGE,
  ],
  history: true,
  toasts: { afterCreate: 'personCreated', afterUpdate: 'personUpdated', afterDelete: 'personDeleted' },
} as const satisfies ListDescriptor;

export type Person = EntryOf<typeof people>;
