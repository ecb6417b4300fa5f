// The home page's proof strip ("trusted by"): each client's name, and its logo when there is one.
import { IMAGE, LIST_LIMITS, NO_IMAGE, type EntryOf, type ListDescriptor, type ListSeed } from './fields';

export const clients = {
  key: 'clients',
  name: 'clients',
  noun: 'client',
  section: 'home',
  part: { after: 'figures' },
  titleField: 'name',
  fields: [{ kind: 'text', name: 'name', max: LIST_LIMITS.clientName, required: 'Name is required' }, IMAGE],
  history: true,
  toasts: { afterCreate: 'clientCreated', afterUpdate: 'clientUpdated', afterDelete: 'clientDeleted' },
  sign: 'i-lucide-building-2',
} as const satisfies ListDescriptor;

export type Client = EntryOf<typeof clients>;

/**
 * The clients a new site starts with (db/seed.ts), in both languages (zh-Hant, Taiwan). The seeded proof's companies
 * and people are invented; each quote's company is in this strip, and so is each client a seeded project write-up
 * names, so the proof reads as one set (db/seed-proof.test.ts).
 */
export const clientsSeed: ListSeed<typeof clients> = {
  rows: [
    { nameEn: 'Harborline Logistics', nameZh: '港運物流', ...NO_IMAGE },
    { nameEn: 'Evergreen Clinics', nameZh: '長青診所', ...NO_IMAGE },
    { nameEn: 'Mountain Loom', nameZh: '山織紡品', ...NO_IMAGE },
    { nameEn: 'Kestrel Precision', nameZh: '鷹準精密', ...NO_IMAGE },
    { nameEn: 'Jadeport Foods', nameZh: '玉港食品', ...NO_IMAGE },
    { nameEn: 'Tidewater', nameZh: '潮水供應', ...NO_IMAGE },
  ],
};
