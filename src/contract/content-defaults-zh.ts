// Built-in page content in Traditional Chinese (Taiwan): what the seed stores and what a page shows for a blank value.
import type { PageDefaults } from './constants';

/** The texts of the pages every visitor may see first: what the zh dictionary carries. */
export const PAGE_DEFAULTS_ZH: PageDefaults = {
  home: {
    'hero.title': '讓軟體配合您的營運',
    'hero.subtitle': '我們為製造業、診所、物流與零售團隊打造訂單與排程系統、流程自動化和 AI 助理，讓同仁把時間花在客戶身上，而不是試算表。',
    'features.title': '三種方式，幫您卸下繁瑣工作',
    'features.subtitle': '多數專案從其中一項開始，許多客戶在一年內又加入第二項。',
    'team.title': '與您合作的夥伴',
    'team.subtitle': '精實的資深團隊：負責規劃專案的人，也就是負責開發與維運的人。',
    'cta.title': '是什麼拖慢了您的團隊？',
    'cta.description': '先通話 30 分鐘，一週內提供書面規劃，列明範圍、時程與固定報價。免費諮詢，沒有任何義務。',
  },
  services: {
    'hero.title': '值得投資的系統、自動化與 AI',
    'hero.subtitle': '從第一次需求訪談到上線後的多年維運，都由同一個團隊設計、開發與支援。',
    'caseStudies.title': '近期案例',
    'caseStudies.subtitle': '客戶的改變，用他們自己的數字說話。',
  },
  pricing: {
    'hero.title': '系統上線後的維運方案',
    'hero.subtitle': '系統上線後，月繳方案涵蓋錯誤修正、安全更新、系統監控與功能調整時數。',
    'customSolution.title': '正在規劃新系統嗎？',
    'customSolution.description': '新專案在免費諮詢後提供固定價格報價。多數專案的費用為 1.5 萬至 6 萬美元，依里程碑分期付款。',
  },
  contact: {
    'hero.title': '聊聊您的專案',
    'hero.subtitle': '告訴我們什麼事拖慢了您的團隊，創辦人會在一個工作天內親自回覆。',
    'info.title': '聯絡資訊',
  },
};
