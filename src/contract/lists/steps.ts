// How the company works, step by step (the home page): each step's title and a sentence about it.
import { DESCRIPTION, TITLE, type EntryOf, type ListDescriptor } from './fields';

export const steps = {
  key: 'steps',
  name: 'steps',
  noun: 'step',
  section: 'home',
  titleField: 'title',
  fields: [TITLE, DESCRIPTION],
  history: true,
  toasts: { afterCreate: 'stepCreated', afterUpdate: 'stepUpdated', afterDelete: 'stepDeleted' },
  sign: 'i-lucide-footprints',
} as const satisfies ListDescriptor;

export type Step = EntryOf<typeof steps>;
