// First-run seed data in both languages (zh-Hant, Taiwan): company values, services, case studies and pricing plans;
// the home and pricing pages' other lists are in ./seed-home-lists.ts.
import type { CaseStudy, CompanyValue, ListEntry, ListImage, ListKey, PlanCreate, Service } from '../src/contract';
import { SEED_CLIENTS, SEED_FAQS, SEED_FIGURES, SEED_STEPS, SEED_TESTIMONIALS } from './seed-home-lists';

/** The seeded entries have no picture: pages show their fallback icon until the admin adds one. */
const NO_IMAGE: ListImage = { imagePath: null, imageWidth: null, imageHeight: null, imageAltEn: '', imageAltZh: '' };

const SEED_COMPANY_VALUES: Omit<CompanyValue, 'id'>[] = [
  {
    icon: 'i-lucide-settings-2',
    titleEn: 'Customization',
    titleZh: '客製化',
    descriptionEn: 'Every solution is designed around your workflows, data and goals, never forced into a one-size-fits-all template.',
    descriptionZh: '每套解決方案都依照您的工作流程、資料與目標設計，絕不套用一體適用的制式範本。',
  },
  {
    icon: 'i-lucide-lightbulb',
    titleEn: 'Innovation',
    titleZh: '創新',
    descriptionEn: 'We put proven new technology, from automation to AI, to work wherever it delivers measurable results.',
    descriptionZh: '我們善用自動化與 AI 等經過驗證的新技術，在能帶來具體成效的地方發揮最大價值。',
  },
  {
    icon: 'i-lucide-shield-check',
    titleEn: 'Reliability',
    titleZh: '穩定可靠',
    descriptionEn: 'Tested code, clear documentation and responsive support keep your systems running when it matters most.',
    descriptionZh: '經過完整測試的程式碼、清楚的文件與即時的技術支援，確保系統在關鍵時刻穩定運作。',
  },
];

const SEED_SERVICES: Omit<Service, 'id'>[] = [
  {
    titleEn: 'Custom Software Development',
    titleZh: '客製化軟體開發',
    descriptionEn: 'Websites, mobile apps and internal systems built from the ground up to match your business processes exactly.',
    descriptionZh: '從零開始打造網站、行動應用程式與內部系統，精準符合您的業務流程。',
    featuresEn: [
      'Requirements analysis and system planning',
      'Web and mobile app development',
      'Integration with existing systems and APIs',
      'Cloud deployment and database design',
      'Intuitive, user-friendly interface design',
      'Long-term maintenance and support',
    ],
    featuresZh: [
      '需求分析與系統規劃',
      '網站與行動裝置應用程式開發',
      '與既有系統及 API 串接整合',
      '雲端部署與資料庫設計',
      '直覺易用的使用者介面設計',
      '長期維護與技術支援',
    ],
    ...NO_IMAGE,
  },
  {
    titleEn: 'Automation Solutions',
    titleZh: '自動化解決方案',
    descriptionEn: 'Replace repetitive manual work with automated workflows that run faster, cost less and make fewer errors.',
    descriptionZh: '以自動化工作流程取代重複的人工作業，速度更快、成本更低、錯誤更少。',
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
    titleEn: 'AI Assistant Development',
    titleZh: 'AI 助理開發',
    descriptionEn:
      'Intelligent assistants grounded in your own data that answer questions, handle routine tasks and support your customers around the clock.',
    descriptionZh: '依據您自有資料打造的智慧助理，能回答問題、處理例行工作，全天候為您的客戶提供服務。',
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
    titleEn: 'Smart Production Scheduling for a Precision Parts Maker',
    titleZh: '精密零件製造商的智慧生產排程系統',
    descriptionEn:
      'We replaced spreadsheet scheduling with a custom system connected to the factory floor, delivering 40% less production time and real-time visibility into every order.',
    descriptionZh: '我們以串接產線的客製化系統取代試算表排程，讓生產時間減少 40%，每筆訂單的進度也能即時掌握。',
    industryEn: 'Manufacturing',
    industryZh: '製造業',
    resultValueEn: '40%',
    resultValueZh: '40%',
    resultLabelEn: 'less production time',
    resultLabelZh: '生產時間縮短',
    ...NO_IMAGE,
  },
  {
    titleEn: 'AI Customer Service Assistant for an Online Retailer',
    titleZh: '電商業者的 AI 智慧客服助理',
    descriptionEn:
      'Our AI assistant answers order, shipping and return questions around the clock, with 75% of routine inquiries handled automatically so staff can focus on complex cases.',
    descriptionZh: 'AI 助理全天候回答訂單、配送與退換貨問題，75% 的例行詢問皆可自動處理，讓客服人員專注於較複雜的案件。',
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
