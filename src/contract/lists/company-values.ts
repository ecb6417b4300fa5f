// The company's core values (product.md §3), shown on the home page: each with an icon.
import { DESCRIPTION, TITLE, type EntryOf, type ListDescriptor, type ListSeed } from './fields';

export const companyValues = {
  key: 'companyValues',
  name: 'company-values',
  noun: 'company value',
  section: 'home',
  part: { after: 'features' },
  titleField: 'title',
  fields: [TITLE, DESCRIPTION, { kind: 'icon' }],
  history: true,
  toasts: { afterCreate: 'companyValueCreated', afterUpdate: 'companyValueUpdated', afterDelete: 'companyValueDeleted' },
} as const satisfies ListDescriptor;

export type CompanyValue = EntryOf<typeof companyValues>;

/** The values a new site starts with (db/seed.ts), in both languages (zh-Hant, Taiwan). */
export const companyValuesSeed: ListSeed<typeof companyValues> = {
  firstRelease: true,
  rows: [
    {
      icon: 'i-lucide-scale',
      titleEn: 'A fixed quote, not an hourly meter',
      titleZh: '固定報價，不按時數計費',
      descriptionEn:
        'After a free call you get a written scope and one price. It does not move once work starts, and any change is quoted before it is made.',
      descriptionZh: '免費諮詢後，您會拿到書面的範圍與一個總價。開工後價格不變，任何變更都先報價，經您同意才動工。',
    },
    {
      icon: 'i-lucide-rocket',
      titleEn: 'Working software every two weeks',
      titleZh: '每兩週交付可用的版本',
      descriptionEn:
        'From the first month you try real screens with your own data, so a wrong turn shows up while it is still cheap to fix.',
      descriptionZh: '從第一個月起，您就能用自己的資料操作真實畫面；方向若有偏差，在還容易修正時就會發現。',
    },
    {
      icon: 'i-lucide-handshake',
      titleEn: 'A named person answers within a business day',
      titleZh: '專人在一個工作天內回覆',
      descriptionEn:
        'One contact who knows your system, before launch and for years after it. Not a ticket queue, and never a call center.',
      descriptionZh: '由熟悉您系統的固定窗口負責，上線前後都一樣；不必排客服工單，也不會轉接總機。',
    },
  ],
};
