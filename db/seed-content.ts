// First-run pricing plans in both languages (zh-Hant, Taiwan); each list's first entries are its descriptor's
// (src/contract/lists, LIST_SEEDS). Features are short enough for one line of a laptop's card (decision 0251: "…per
// month" and "…business days" left one-word last lines).
import type { PlanCreate } from '../src/contract';

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
      '5 hours of improvements a month',
      'Email support, 2-day reply',
      'System monitoring and daily backups',
      '!Monthly performance reports',
      '!Automation and AI assistant tuning',
      '!Dedicated account manager',
    ],
    featuresZh: [
      '錯誤修正與安全性更新',
      '每月 5 小時功能調整',
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
      '20 hours of improvements a month',
      'Priority support, 1-day reply',
      'System monitoring and daily backups',
      'Monthly performance reports',
      'Automation and AI assistant tuning',
      '!Dedicated account manager',
    ],
    featuresZh: [
      '錯誤修正與安全性更新',
      '每月 20 小時功能調整',
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
    descriptionEn: '24/7 support and a dedicated manager for the systems your whole company runs on.',
    descriptionZh: '全天候支援與專屬客戶經理，守護全公司每天倚賴的系統。',
    featuresEn: [
      'Bug fixes and security updates',
      '60 hours of improvements a month',
      '24/7 support for critical issues',
      'System monitoring and daily backups',
      'Monthly performance reports',
      'Automation and AI assistant tuning',
      'Dedicated account manager',
    ],
    featuresZh: [
      '錯誤修正與安全性更新',
      '每月 60 小時功能調整',
      '全天候緊急問題支援',
      '系統監控與每日備份',
      '每月效能報告',
      '自動化流程與 AI 助理優化',
      '專屬客戶經理',
    ],
    isPopular: false,
  },
];
