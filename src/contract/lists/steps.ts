// How the company works, step by step (the home page): each step's title and a sentence about it.
import { DESCRIPTION, TITLE, type EntryOf, type ListDescriptor, type ListSeed } from './fields';

export const steps = {
  key: 'steps',
  name: 'steps',
  noun: 'step',
  section: 'home',
  part: { after: 'companyValues' },
  titleField: 'title',
  fields: [TITLE, DESCRIPTION],
  history: true,
  toasts: { afterCreate: 'stepCreated', afterUpdate: 'stepUpdated', afterDelete: 'stepDeleted' },
} as const satisfies ListDescriptor;

export type Step = EntryOf<typeof steps>;

/** The steps a new site starts with (db/seed.ts), in both languages (zh-Hant, Taiwan). */
export const stepsSeed: ListSeed<typeof steps> = {
  rows: [
    {
      titleEn: 'Discover',
      titleZh: '需求探索',
      descriptionEn: 'We sit with your team, map how the work really flows and agree on the results that matter.',
      descriptionZh: '我們與您的團隊面對面討論，釐清實際的作業流程，並共同訂出真正重要的目標。',
    },
    {
      titleEn: 'Design',
      titleZh: '規劃設計',
      descriptionEn: 'You see clickable screens and a fixed plan with costs and milestones before any code is written.',
      descriptionZh: '動工寫程式之前，您會先看到可操作的畫面原型，以及列明費用與里程碑的完整計畫。',
    },
    {
      titleEn: 'Build',
      titleZh: '開發建置',
      descriptionEn: 'You try each release as it lands, with your own data, and steer while the system takes shape.',
      descriptionZh: '每個版本一完成，您就能用自己的資料試用，邊用邊調整方向。',
    },
    {
      titleEn: 'Support and grow',
      titleZh: '維運與成長',
      descriptionEn: 'After launch we monitor, fix and improve the system as your business and your numbers change.',
      descriptionZh: '上線後持續監控、修正與優化，讓系統跟著您的業務一起成長。',
    },
  ],
};
