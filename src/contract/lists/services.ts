// The services the company offers (product.md §3), shown on the services page: each with its features and a picture.
import { DESCRIPTION, IMAGE, LIST_LIMITS, TITLE, NO_IMAGE, type EntryOf, type ListDescriptor, type ListSeed } from './fields';

export const services = {
  key: 'services',
  name: 'services',
  noun: 'service',
  section: 'services',
  part: { after: 'hero' },
  titleField: 'title',
  drawnAsTopic: true,
  fields: [
    TITLE,
    DESCRIPTION,
    { kind: 'lines', name: 'features', max: LIST_LIMITS.feature, count: LIST_LIMITS.features, item: 'feature' },
    IMAGE,
  ],
  history: true,
  toasts: { afterCreate: 'serviceCreated', afterUpdate: 'serviceUpdated', afterDelete: 'serviceDeleted' },
  sign: 'i-lucide-layers',
} as const satisfies ListDescriptor;

export type Service = EntryOf<typeof services>;

/** The services a new site starts with (db/seed.ts), in both languages (zh-Hant, Taiwan). Four features each, the most
 *  concrete (session 54, round 32: "Cloud deployment and database design" read as boilerplate beside the steps). */
export const servicesSeed: ListSeed<typeof services> = {
  firstRelease: true,
  rows: [
    {
      titleEn: 'Custom software development',
      titleZh: '客製化軟體開發',
      descriptionEn:
        'Order, scheduling, inventory and booking systems for web and mobile. Built around the way your business already works, and connected to the tools you keep.',
      descriptionZh: '網頁與行動裝置上的訂單、排程、庫存與預約系統。依照您既有的營運方式打造，並串接您沿用的工具。',
      featuresEn: [
        'Web and mobile app development',
        'Integration with existing systems and APIs',
        'Screens designed with the staff who will use them',
        'Long-term maintenance and support',
      ],
      featuresZh: ['網站與行動裝置應用程式開發', '與既有系統及 API 串接整合', '與實際使用的同仁一起設計畫面', '長期維護與技術支援'],
      ...NO_IMAGE,
    },
    {
      titleEn: 'Automation solutions',
      titleZh: '自動化解決方案',
      descriptionEn:
        'Repetitive manual work, turned into workflows that run on their own. Faster, cheaper and with fewer errors, with a log of every run.',
      descriptionZh: '把重複的人工作業變成自動執行的工作流程。速度更快、成本更低、錯誤更少，每次執行都有紀錄。',
      featuresEn: [
        'Automated data entry and report generation',
        'Data synchronization across systems',
        'Scheduled tasks and automatic notifications',
        'Production and inventory management automation',
      ],
      featuresZh: ['資料輸入與報表自動產生', '跨系統資料同步', '排程作業與自動通知', '生產與庫存管理自動化'],
      ...NO_IMAGE,
    },
    {
      titleEn: 'AI assistant development',
      titleZh: 'AI 助理開發',
      descriptionEn:
        'Assistants that answer from your own documents. On your website, LINE or team chat they handle routine questions day and night and pass the rest to your staff.',
      descriptionZh: '依據您自己的文件回答問題的 AI 助理。在網站、LINE 或內部通訊軟體上日夜處理例行詢問，其餘轉交同仁。',
      featuresEn: [
        'Knowledge bases built from your own documents',
        'Integration with your website, LINE and other messaging apps',
        'Natural conversations in Chinese and English',
        'Conversation analytics and continuous improvement',
      ],
      featuresZh: ['以您的文件建立專屬知識庫', '串接網站、LINE 及其他通訊軟體', '自然流暢的中英文對話', '對話分析與持續優化'],
      ...NO_IMAGE,
    },
  ],
};
