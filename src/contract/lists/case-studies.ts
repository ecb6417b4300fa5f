// The case studies (product.md §3), shown on the services page under the services: each with its industry, a headline
// result ("40%" / "less production time", added later: older clients may leave it out) and a picture.
import { DESCRIPTION, IMAGE, LIST_LIMITS, TITLE, NO_IMAGE, type EntryOf, type ListDescriptor, type ListSeed } from './fields';

export const caseStudies = {
  key: 'caseStudies',
  name: 'case-studies',
  noun: 'case study',
  section: 'services',
  part: { after: 'services', heading: 'caseStudies' },
  alsoOn: 'home',
  titleField: 'title',
  fields: [
    TITLE,
    DESCRIPTION,
    { kind: 'text', name: 'industry', max: LIST_LIMITS.industry },
    { kind: 'text', name: 'resultValue', max: LIST_LIMITS.figure, added: true },
    { kind: 'text', name: 'resultLabel', max: LIST_LIMITS.label, added: true },
    IMAGE,
  ],
  history: true,
  toasts: { afterCreate: 'caseStudyCreated', afterUpdate: 'caseStudyUpdated', afterDelete: 'caseStudyDeleted' },
  sign: 'i-lucide-briefcase',
  pages: 'work',
} as const satisfies ListDescriptor;

export type CaseStudy = EntryOf<typeof caseStudies>;

/** The case studies a new site starts with (db/seed.ts), in both languages: each names a client of the strip (./clients.ts). */
export const caseStudiesSeed: ListSeed<typeof caseStudies> = {
  firstRelease: true,
  rows: [
    {
      titleEn: 'Production scheduling for Kestrel Precision',
      titleZh: '鷹準精密的生產排程系統',
      descriptionEn:
        'Kestrel Precision, a Taichung maker of machined parts, planned its week in spreadsheets. A scheduling system connected to its machines brought 40% less production time, and every order is now tracked live.',
      descriptionZh:
        '台中的精密零件廠鷹準精密，過去用試算表安排每週生產。串接機台的排程系統讓生產時間減少 40%，每筆訂單的進度也能即時掌握。',
      industryEn: 'Manufacturing',
      industryZh: '製造業',
      resultValueEn: '40%',
      resultValueZh: '40%',
      resultLabelEn: 'less production time',
      resultLabelZh: '生產時間縮短',
      ...NO_IMAGE,
    },
    {
      titleEn: 'A customer service assistant for Jadeport Foods',
      titleZh: '玉港食品的 AI 客服助理',
      descriptionEn:
        'Jadeport Foods sells packaged foods online. Its AI assistant answers order, delivery and return questions day and night, with 75% of routine inquiries handled automatically, so staff take the complex cases.',
      descriptionZh:
        '玉港食品在網路上販售包裝食品。AI 助理日夜回答訂單、配送與退換貨問題，75% 的例行詢問皆可自動處理，客服人員得以專心處理複雜案件。',
      industryEn: 'E-commerce',
      industryZh: '電子商務',
      resultValueEn: '75%',
      resultValueZh: '75%',
      resultLabelEn: 'of routine inquiries handled',
      resultLabelZh: '例行詢問自動處理',
      ...NO_IMAGE,
    },
  ],
};
