// First-run seed data in both languages (zh-Hant, Taiwan): company values, services, case studies and pricing plans;
// the home and pricing pages' other lists are in ./seed-home-lists.ts.
import type { CaseStudy, CompanyValue, ListEntry, ListImage, ListKey, PlanCreate, Service } from '../src/contract';
import { SEED_CLIENTS, SEED_FAQS, SEED_FIGURES, SEED_PEOPLE, SEED_STEPS, SEED_TESTIMONIALS } from './seed-home-lists';

/** The seeded entries have no picture: pages show their fallback icon until the admin adds one. */
const NO_IMAGE: ListImage = { imagePath: null, imageWidth: null, imageHeight: null, imageAltEn: '', imageAltZh: '' };

const SEED_COMPANY_VALUES: Omit<CompanyValue, 'id'>[] = [
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
    descriptionEn: 'From the first month you try real screens with your own data, so a wrong turn shows up while it is still cheap to fix.',
    descriptionZh: '從第一個月起，您就能用自己的資料操作真實畫面；方向若有偏差，在還容易修正時就會發現。',
  },
  {
    icon: 'i-lucide-handshake',
    titleEn: 'A named person answers within a business day',
    titleZh: '專人在一個工作天內回覆',
    descriptionEn: 'One contact who knows your system, before launch and for years after it. Not a ticket queue, and never a call center.',
    descriptionZh: '由熟悉您系統的固定窗口負責，上線前後都一樣；不必排客服工單，也不會轉接總機。',
  },
];

const SEED_SERVICES: Omit<Service, 'id'>[] = [
  {
    titleEn: 'Custom software development',
    titleZh: '客製化軟體開發',
    descriptionEn:
      'Order, scheduling, inventory and booking systems for web and mobile. Built around the way your business already works, and connected to the tools you keep.',
    descriptionZh: '網頁與行動裝置上的訂單、排程、庫存與預約系統。依照您既有的營運方式打造，並串接您沿用的工具。',
    featuresEn: [
      'Requirements analysis and system planning',
      'Web and mobile app development',
      'Integration with existing systems and APIs',
      'Cloud deployment and database design',
      'Screens designed with the staff who will use them',
      'Long-term maintenance and support',
    ],
    featuresZh: [
      '需求分析與系統規劃',
      '網站與行動裝置應用程式開發',
      '與既有系統及 API 串接整合',
      '雲端部署與資料庫設計',
      '與實際使用的同仁一起設計畫面',
      '長期維護與技術支援',
    ],
    ...NO_IMAGE,
  },
  {
    titleEn: 'Automation solutions',
    titleZh: '自動化解決方案',
    descriptionEn:
      'Repetitive manual work, turned into workflows that run on their own. Faster, cheaper and with fewer errors, with a log of every run.',
    descriptionZh: '把重複的人工作業變成自動執行的工作流程。速度更快、成本更低、錯誤更少，每次執行都有紀錄。',
    featuresEn: [
      'Workflow analysis and process optimization',
      'Automated data entry and report generation',
      'Data synchronization across systems',
      'Scheduled tasks and automatic notifications',
      'Production and inventory management automation',
    ],
    featuresZh: ['作業流程分析與優化', '資料輸入與報表自動產生', '跨系統資料同步', '排程作業與自動通知', '生產與庫存管理自動化'],
    ...NO_IMAGE,
  },
  {
    titleEn: 'AI assistant development',
    titleZh: 'AI 助理開發',
    descriptionEn:
      'Assistants that answer from your own documents. On your website, LINE or team chat they handle routine questions day and night and pass the rest to your staff.',
    descriptionZh: '依據您自己的文件回答問題的 AI 助理。在網站、LINE 或內部通訊軟體上日夜處理例行詢問，其餘轉交同仁。',
    featuresEn: [
      'AI customer service chatbots',
      'Knowledge bases built from your own documents',
      'Integration with your website, LINE and other messaging apps',
      'Natural conversations in Chinese and English',
      'Seamless handoff to human agents',
      'Conversation analytics and continuous improvement',
    ],
    featuresZh: [
      'AI 智慧客服聊天機器人',
      '以您的文件建立專屬知識庫',
      '串接網站、LINE 及其他通訊軟體',
      '自然流暢的中英文對話',
      '無縫轉接真人客服',
      '對話分析與持續優化',
    ],
    ...NO_IMAGE,
  },
];

const SEED_CASE_STUDIES: Omit<CaseStudy, 'id'>[] = [
  {
    titleEn: 'Production scheduling for Kestrel Precision',
    titleZh: '鷹準精密的生產排程系統',
    descriptionEn:
      'Kestrel Precision, a Taichung maker of machined parts, planned its week in spreadsheets. A scheduling system connected to its machines brought 40% less production time, and every order is now tracked live.',
    descriptionZh: '台中的精密零件廠鷹準精密，過去用試算表安排每週生產。串接機台的排程系統讓生產時間減少 40%，每筆訂單的進度也能即時掌握。',
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
];

/** Each list's first entries, in order, by its key (src/contract/lists). */
export const SEED_LISTS = {
  companyValues: SEED_COMPANY_VALUES,
  services: SEED_SERVICES,
  caseStudies: SEED_CASE_STUDIES,
  testimonials: SEED_TESTIMONIALS,
  clients: SEED_CLIENTS,
  figures: SEED_FIGURES,
  steps: SEED_STEPS,
  faqs: SEED_FAQS,
  people: SEED_PEOPLE,
} satisfies Record<ListKey, Omit<ListEntry, 'id'>[]>;

/**
 * The lists a database seeded before each list had its own mark already has (the one `lists_seeded` mark covers
 * them, decision 0046); every later list is seeded once on the first start that knows it.
 */
export const FIRST_RELEASE_LISTS: readonly ListKey[] = ['companyValues', 'services', 'caseStudies'];

export const SEED_PRICING_PLANS: PlanCreate[] = [
  {
    id: 'basic',
    titleEn: 'Basic',
    titleZh: '基本',
    monthlyPrice: 149,
    annualPrice: 1502, // 12 × 149 less 16%
    descriptionEn: 'Essential maintenance that keeps a single application secure and up to date.',
    descriptionZh: '基本維護方案，確保單一應用程式安全無虞並持續更新。',
    featuresEn: [
      'Bug fixes and security updates',
      'Up to 5 hours of enhancements per month',
      'Email support, reply within 2 business days',
      'System monitoring and daily backups',
      '!Monthly performance reports',
      '!Automation and AI assistant tuning',
      '!Dedicated account manager',
    ],
    featuresZh: [
      '錯誤修正與安全性更新',
      '每月最多 5 小時功能調整',
      '電子郵件支援，2 個工作天內回覆',
      '系統監控與每日備份',
      '!每月效能報告',
      '!自動化流程與 AI 助理優化',
      '!專屬客戶經理',
    ],
    isPopular: false,
  },
  {
    id: 'pro',
    titleEn: 'Pro',
    titleZh: '專業',
    monthlyPrice: 399,
    annualPrice: 4022, // 12 × 399 less 16%
    descriptionEn: 'Continuous improvements and priority support for growing businesses.',
    descriptionZh: '為成長中的企業提供持續優化與優先技術支援。',
    featuresEn: [
      'Bug fixes and security updates',
      'Up to 20 hours of enhancements per month',
      'Priority support, reply within 1 business day',
      'System monitoring and daily backups',
      'Monthly performance reports',
      'Automation and AI assistant tuning',
      '!Dedicated account manager',
    ],
    featuresZh: [
      '錯誤修正與安全性更新',
      '每月最多 20 小時功能調整',
      '優先支援，1 個工作天內回覆',
      '系統監控與每日備份',
      '每月效能報告',
      '自動化流程與 AI 助理優化',
      '!專屬客戶經理',
    ],
    isPopular: true,
  },
  {
    id: 'enterprise',
    titleEn: 'Enterprise',
    titleZh: '企業',
    monthlyPrice: 1299,
    annualPrice: 13094, // 12 × 1299 less 16%
    descriptionEn: 'Full-service support for mission-critical systems across your organization.',
    descriptionZh: '為企業的關鍵系統提供全方位的維護與支援服務。',
    featuresEn: [
      'Bug fixes and security updates',
      'Up to 60 hours of enhancements per month',
      '24/7 support for critical issues',
      'System monitoring and daily backups',
      'Monthly performance reports',
      'Automation and AI assistant tuning',
      'Dedicated account manager',
    ],
    featuresZh: [
      '錯誤修正與安全性更新',
      '每月最多 60 小時功能調整',
      '全天候緊急問題支援',
      '系統監控與每日備份',
      '每月效能報告',
      '自動化流程與 AI 助理優化',
      '專屬客戶經理',
    ],
    isPopular: false,
  },
];
