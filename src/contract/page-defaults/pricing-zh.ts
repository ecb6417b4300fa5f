// The pricing page's built-in texts in Traditional Chinese (Taiwan): carried by that page's words (web/i18n/site/pricing-zh.ts), so a
// page loads only its own; the seed and the server read them through ../content-defaults-zh.ts.
import type { PageDefaults } from '../constants';

export const PRICING_DEFAULTS_ZH: PageDefaults['pricing'] = {
  'hero.title': '系統上線後的維運方案',
  'hero.subtitle': '系統上線後，月訂閱方案涵蓋錯誤修正、安全更新、系統監控與功能調整時數。',
  'customSolution.title': '正在規劃新系統嗎？',
  'customSolution.description': '新專案在免費諮詢後提供固定價格報價。多數專案的費用為 1.5 萬至 6 萬美元，依里程碑分期付款。',
};
