// The words of every public page's frame: the brand, the header and footer, the contact details' fallback and the pages' built-in texts, in Traditional Chinese (Taiwan): typed by the English part, so a missing key fails the typecheck.
import type { ShellWords } from './shell-en';

export const words: ShellWords = {
  brand: '客製化軟體解決方案',
  brandShort: '客製化軟體',
  journalFeed: '客製化軟體解決方案團隊的文章，談成長中企業的軟體、自動化與 AI。',
  journalFeedLink: '日誌（RSS）',
  pageTitle: '{{page}} - {{brand}}',
  pages: {
    home: '首頁',
    services: '服務項目',
    pricing: '價格方案',
    contact: '聯絡我們',
    privacy: '隱私權聲明',
    notFound: '找不到頁面',
    journal: '日誌',
    work: '客戶案例',
  },
  nav: {
    main: '主要導覽',
    skip: '跳至主要內容',
    openMenu: '開啟選單',
    start: '洽談專案',
    closeMenu: '關閉選單',
    otherLanguage: 'English',
    otherLanguageShort: 'EN',
    switchLanguage: '切換為英文',
    theme: '佈景主題：{{name}}。切換主題',
    themes: { light: '淺色', dark: '深色', system: '跟隨系統' },
  },
  footer: {
    mission: '台北的軟體工作室，自 2016 年起為成長中的企業打造系統、自動化與 AI 助理。',
    copyright: '© {{year}} 客製化軟體解決方案。保留所有權利。',
    pages: '網站導覽',
    work: '案例與日誌',
    legal: '法律資訊',
    contact: '聯絡方式',
    place: '台灣台北製作',
  },
  common: { loading: '載入中…', learnMore: '了解更多' },
  contact: {
    fallback: { address: '台灣台北市', phone: '+886 2 2700 1234', email: 'hello@example.com' },
  },
  admin: { loading: '正在載入管理後台…' },
};
