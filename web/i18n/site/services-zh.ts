// The services page's own words with the ones it shares with the home page (showcase-zh.ts), in Traditional Chinese (Taiwan): typed by the English part, so a missing key fails the typecheck.
import { words as showcase } from './showcase-zh';
import type { ServicesWords } from './services-en';

export const words: ServicesWords = {
  ...showcase,
  services: {
    ...showcase.services,
    eyebrow: '我們的服務',
    areasLabel: '服務領域',
    getStarted: '立即開始',
    empty: '目前沒有服務項目。',
    featuresLabel: '服務內容',
    benefitsTitle: '客戶為什麼長期合作',
    benefitsSubtitle: '多數客戶已與我們合作超過三年。以下六個理由，每一項都有根據。',
    /** Six claims, each with its evidence (figures that agree with the seeded ones); not numbered: no order. */
    benefits: [
      { title: '一個下午就能上手', description: '教育訓練只要一次，直接用您自己的資料操作，隔天就能照常上工。' },
      { title: '時程說到做到', description: '97.6% 的里程碑如期完成，日期就寫在您簽署的計畫書裡。' },
      { title: '六週就能用上', description: '從簽約到團隊實際用上第一版，中位時間是六週。' },
      { title: '沿用現有工具', description: '串接您的會計系統、LINE 與試算表，不必全部換掉。' },
      { title: '程式碼與資料歸您', description: '從第一版起，原始碼與資料都屬於您，而且每天備份。' },
      { title: '省下的工時有憑據', description: '上線前後實際計算工時：客戶每年合計省下 31,400 小時。' },
    ],
    readMore: '閱讀更多',
    ctaTitle: '有哪個流程每週都在消耗工時嗎？',
    ctaDescription: '告訴我們吧。免費通話後提供附固定報價的書面規劃，也可以先比較維運方案。',
    ctaPricing: '查看方案',
    ctaContact: '聯絡我們',
  },
};
