// Built-in page content in Traditional Chinese (Taiwan): what the seed stores and what a page shows for a blank value.
import type { ContentDefaults } from './constants';

export const CONTENT_DEFAULTS_ZH: ContentDefaults = {
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
  privacy: {
    'hero.title': '隱私權聲明',
    'hero.subtitle': '當您與我們聯絡時，我們收集哪些資料、為什麼收集，以及保存多久。',
    'collected.title': '我們收集的資料',
    'collected.body':
      '當您透過聯絡表單傳送訊息時，我們會收到您的姓名、電子郵件地址、您感興趣的服務（若有選擇）以及訊息內容。本網站不使用任何追蹤或廣告 Cookie，只會在您自己的瀏覽器中記住您選擇的語言與主題。',
    'use.title': '資料的用途',
    'use.body':
      '這些資料僅用於回覆您的詢問；若您成為我們的客戶，也用於準備及執行雙方的合作。我們絕不出售您的資料，也不會提供給他人做行銷用途；除非您主動要求，我們不會寄送電子報。',
    'keeping.title': '保存期間',
    'keeping.body':
      '我們只在回覆您及後續聯繫所需的期間內保存訊息，不再需要時即予刪除，最長不超過兩年。訊息存放於我們自己的伺服器及其備份中。',
    'rights.title': '您的權利',
    'rights.body':
      '您可以隨時要求查閱、更正或刪除我們保存的您的資料。請透過聯絡頁面或頁面上顯示的電子郵件與我們聯繫，我們會在 30 天內回覆。',
  },
};
