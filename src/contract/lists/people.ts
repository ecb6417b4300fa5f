// The people a visitor will work with (the home page's team): a name, a role, a line about them and an optional photo.
import { IMAGE, LIST_LIMITS, NO_IMAGE, type EntryOf, type ListDescriptor, type ListSeed } from './fields';

export const people = {
  key: 'people',
  name: 'people',
  noun: 'person',
  section: 'home',
  // Contact names the first of them as who answers (decision 0239).
  alsoOn: 'contact',
  part: { after: 'steps', heading: 'team' },
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

/** The people a new site starts with (db/seed.ts), in both languages: until a photo comes, the page sets their portrait slot in type. */
export const peopleSeed: ListSeed<typeof people> = {
  rows: [
    {
      nameEn: 'Kevin Wu',
      nameZh: '吳冠宇',
      roleEn: 'Co-founder, engineering',
      roleZh: '共同創辦人 · 技術',
      bioEn: 'Fifteen years of factory and logistics systems. Scopes every project and reviews every release.',
      bioZh: '十五年工廠與物流系統經驗，親自規劃每個專案，審核每一次上線。',
      ...NO_IMAGE,
    },
    {
      nameEn: 'Iris Tsai',
      nameZh: '蔡依庭',
      roleEn: 'Co-founder, product and design',
      roleZh: '共同創辦人 · 產品與設計',
      bioEn: 'Turns how your staff really work into screens they learn in an afternoon. Your day-to-day contact.',
      bioZh: '把同仁真實的工作方式化為好上手的畫面，是您日常的聯絡窗口。',
      ...NO_IMAGE,
    },
    {
      nameEn: 'Jason Lee',
      nameZh: '李承翰',
      roleEn: 'Lead, AI and automation',
      roleZh: 'AI 與自動化負責人',
      bioEn: 'Builds the assistants and automations, then measures the hours they save after launch.',
      bioZh: '打造 AI 助理與自動化流程，並在上線後追蹤實際省下的工時。',
      ...NO_IMAGE,
    },
  ],
};
