// The home page's built-in texts in Traditional Chinese (Taiwan): carried by that page's words (web/i18n/site/home-zh.ts), so a
// page loads only its own; the seed and the server read them through ../content-defaults-zh.ts.
import type { PageDefaults } from '../constants';

export const HOME_DEFAULTS_ZH: PageDefaults['home'] = {
  'hero.title': '讓軟體配合您的營運',
  'hero.subtitle': '我們為製造業、診所、物流與零售團隊打造訂單與排程系統、流程自動化和 AI 助理，讓同仁把時間花在客戶身上，而不是試算表。',
  'features.title': '三種方式，幫您卸下繁瑣工作',
  'features.subtitle': '多數專案從其中一項開始，許多客戶在一年內又加入第二項。',
  'team.title': '與您合作的夥伴',
  'team.subtitle': '精實的資深團隊：負責規劃專案的人，也就是負責開發與維運的人。',
  'cta.title': '是什麼拖慢了您的團隊？',
  'cta.description': '先通話 30 分鐘，一週內提供書面規劃，列明範圍、時程與固定報價。免費諮詢，沒有任何義務。',
};
