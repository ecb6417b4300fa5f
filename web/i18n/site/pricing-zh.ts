// The pricing page's words the dictionary keeps (its fixed texts are in ../pricing-words.ts), in Traditional Chinese (Taiwan): typed by the English part, so a missing key fails the typecheck.
import { PRICING_DEFAULTS_ZH } from '../../../src/contract/page-defaults/pricing-zh';
import type { PricingWords } from './pricing-en';

export const words: PricingWords = {
  pricing: {
    billingLabel: '計費週期',
    monthly: '月訂閱',
    annual: '年訂閱',
    monthlyCaption: '彈性的月訂閱方案',
    annualCaption: '年訂閱方案可省 16%',
    annualSaving: '{{plan}}：每年 {{price}}，省下 {{saved}}',
    annualBadge: '省 16%',
    perMonth: '/ 月',
    perYear: '/ 年',
    mostPopular: '最受歡迎',
    askAbout: '詢問{{plan}}方案',
    comingSoon: '即將推出',
    onlineCheckout: '線上結帳',
    billedYearly: '年訂閱 {{price}}',
    included: '包含',
    notIncluded: '不包含',
    noPlans: '目前沒有可顯示的方案。',
    eyebrow: '方案與價格',
    customCta: '洽談專案',
  },
  /** The page's built-in texts, shown where the owner left a text blank. */
  content: { pricing: PRICING_DEFAULTS_ZH },
};
