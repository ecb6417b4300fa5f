// The home page's big numbers: a value as shown ("120+", "98%") and what it counts.
import { LIST_LIMITS, type EntryOf, type ListDescriptor } from './fields';

export const figures = {
  key: 'figures',
  name: 'figures',
  noun: 'figure',
  section: 'home',
  titleField: 'label',
  fields: [
    { kind: 'text', name: 'value', max: LIST_LIMITS.figure, required: 'Value is required' },
    { kind: 'text', name: 'label', max: LIST_LIMITS.label, required: 'Label is required' },
  ],
  history: true,
  toasts: { afterCreate: 'figureCreated', afterUpdate: 'figureUpdated', afterDelete: 'figureDeleted' },
  sign: 'i-lucide-hash',
} as const satisfies ListDescriptor;

export type Figure = EntryOf<typeof figures>;
