// The home page's big numbers: a value as shown ("120+", "98%") and what it counts.
import { LIST_LIMITS, type EntryOf, type ListDescriptor, type ListSeed } from './fields';

export const figures = {
  key: 'figures',
  name: 'figures',
  noun: 'figure',
  section: 'home',
  part: { after: 'hero' },
  titleField: 'label',
  fields: [
    { kind: 'text', name: 'value', max: LIST_LIMITS.figure, required: 'Value is required' },
    { kind: 'text', name: 'label', max: LIST_LIMITS.label, required: 'Label is required' },
  ],
  history: true,
  toasts: { afterCreate: 'figureCreated', afterUpdate: 'figureUpdated', afterDelete: 'figureDeleted' },
} as const satisfies ListDescriptor;

export type Figure = EntryOf<typeof figures>;

/** The figures a new site starts with (db/seed.ts), in both languages (zh-Hant, Taiwan). */
export const figuresSeed: ListSeed<typeof figures> = {
  rows: [
    { valueEn: '127', valueZh: '127', labelEn: 'projects delivered', labelZh: '完成專案' },
    { valueEn: '97.6%', valueZh: '97.6%', labelEn: 'of milestones delivered on schedule', labelZh: '里程碑準時交付' },
    {
      valueEn: '6 weeks',
      valueZh: '6 週',
      labelEn: 'from signing to a first working release (median)',
      labelZh: '簽約到首版可用的中位時間',
    },
    { valueEn: '31,400', valueZh: '31,400', labelEn: 'staff hours our clients save a year', labelZh: '客戶每年省下的工時' },
  ],
};
