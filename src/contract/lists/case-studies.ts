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
  drawnAsTopic: true,
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
        'Jadeport Foods sells packaged foods online. Its AI assistant answers order, delivery and return questions day and night, and hands its staff only the complex cases.',
      descriptionZh: '玉港食品在網路上販售包裝食品。AI 助理日夜回答訂單、配送與退換貨問題，只把複雜的案件交給客服人員。',
      industryEn: 'E-commerce',
      industryZh: '電子商務',
      resultValueEn: '75%',
      resultValueZh: '75%',
      resultLabelEn: 'of routine inquiries handled',
      resultLabelZh: '例行詢問自動處理',
      ...NO_IMAGE,
    },
    {
      titleEn: 'Delivery routing for Harborline Logistics',
      titleZh: '港運物流的配送路線規劃',
      descriptionEn:
        'Harborline Logistics delivers across northern Taiwan, and its dispatchers rebuilt the day’s routes by hand every morning. A routing system now plans them in ten minutes from the day’s orders, and late deliveries fell by a third in its first quarter.',
      descriptionZh:
        '港運物流的車隊跑遍北台灣，過去調度人員每天早上都要手動重排路線。現在路線規劃系統依當天訂單十分鐘排好，上線第一季延遲送達就少了三分之一。',
      industryEn: 'Logistics',
      industryZh: '物流',
      resultValueEn: '33%',
      resultValueZh: '33%',
      resultLabelEn: 'fewer late deliveries',
      resultLabelZh: '延遲送達減少',
      ...NO_IMAGE,
    },
    {
      titleEn: 'A booking assistant for Evergreen Clinics',
      titleZh: '長青診所的預約助理',
      descriptionEn:
        'Evergreen Clinics runs four family-medicine clinics in Taipei, and its front desks spent the morning on the phone. A booking assistant on LINE now answers patients at any hour and sends reminders, and the desks take 58% fewer calls.',
      descriptionZh:
        '長青診所在台北有四間家醫科診所，櫃檯一早就忙著接電話。現在 LINE 上的預約助理隨時回覆病患、自動發送回診提醒，櫃檯接到的電話少了 58%。',
      industryEn: 'Healthcare',
      industryZh: '醫療',
      resultValueEn: '58%',
      resultValueZh: '58%',
      resultLabelEn: 'fewer calls to the front desk',
      resultLabelZh: '櫃檯來電減少',
      ...NO_IMAGE,
    },
  ],
};
