// The services page's built-in texts in Traditional Chinese (Taiwan): carried by that page's words (web/i18n/site/services-zh.ts), so a
// page loads only its own; the seed and the server read them through ../content-defaults-zh.ts.
import type { PageDefaults } from '../constants';

export const SERVICES_DEFAULTS_ZH: PageDefaults['services'] = {
  'hero.title': '值得投資的系統、自動化與 AI',
  'hero.subtitle': '從第一次需求訪談到上線後的多年維運，都由同一個團隊設計、開發與支援。',
  'caseStudies.title': '近期案例',
  'caseStudies.subtitle': '客戶的改變，用他們自己的數字說話。',
};
