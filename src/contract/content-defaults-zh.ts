// Built-in page content in Traditional Chinese (Taiwan): what the seed stores and what a page shows for a blank value.
import type { PageDefaults } from './constants';

/** The texts of the pages every visitor may see first: what the zh dictionary carries. */
export const PAGE_DEFAULTS_ZH: PageDefaults = {
  home: {
    'hero.title': '為您的事業量身打造的客製化軟體',
    'hero.subtitle': '我們設計並開發客製化軟體、流程自動化與 AI 助理，完全貼合您團隊的實際運作方式。',
    'features.title': '我們的專業領域',
    'features.subtitle': '從量身打造的企業系統到智慧助理，我們將繁瑣的流程化為團隊信賴的好工具。',
    'cta.title': '準備好打造真正合用的軟體了嗎？',
    'cta.description': '告訴我們您的專案需求，我們會提供清楚的規劃、時程與報價。',
  },
  services: {
    'hero.title': '解決實際營運問題的專業服務',
    'hero.subtitle': '客製化軟體、自動化解決方案與 AI 助理，由同一個專屬團隊負責設計、開發與後續支援。',
    'caseStudies.title': '成功案例',
    'caseStudies.subtitle': '看看我們的客戶如何節省時間、降低成本，並提供更好的客戶服務。',
  },
  pricing: {
    'hero.title': '簡單透明的價格方案',
    'hero.subtitle': '完善的維護與支援方案，讓您的軟體安全穩定、持續更新，並隨業務一起成長。',
    'customSolution.title': '需要客製化解決方案嗎？',
    'customSolution.description': '每家企業的需求都不同。歡迎與我們聯絡，取得依專案規模量身規劃的方案與報價。',
  },
  contact: {
    'hero.title': '聊聊您的專案',
    'hero.subtitle': '分享您的目標與挑戰，我們將協助您找到最合適的解決方案。',
    'info.title': '聯絡資訊',
  },
};
