// The home page's proof strip ("trusted by"): each client's name, and its logo when there is one.
import { IMAGE, LIST_LIMITS, type EntryOf, type ListDescriptor } from './fields';

export const clients = {
  key: 'clients',
  name: 'clients',
  noun: 'client',
  section: 'home',
  titleField: 'name',
  fields: [{ kind: 'text', name: 'name', max: LIST_LIMITS.clientName, required: 'Name is required' }, IMAGE],
  history: true,
  toasts: { afterCreate: 'clientCreated', afterUpdate: 'clientUpdated', afterDelete: 'clientDeleted' },
  sign: 'i-lucide-building-2',
} as const satisfies ListDescriptor;

export type Client = EntryOf<typeof clients>;
