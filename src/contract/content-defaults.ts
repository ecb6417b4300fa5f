// Built-in page content, the default for every key of the content registry. Imports nothing at run time.
import type { ContentLeaf } from './content';
import type { CONTENT_KEYS, Section } from './constants';

/** The text of every content key in both languages: what the seed stores, and what a page shows for a blank value. */
export const CONTENT_DEFAULTS: { [S in Section]: Record<(typeof CONTENT_KEYS)[S][number], ContentLeaf> } = {
  home: {
    'hero.title': {
      en: 'Custom Software Built Around Your Business',
      zh: '為您的事業量身打造的客製化軟體',
    },
    'hero.subtitle': {
      en: 'We design and build custom software, workflow automation and AI assistants that fit the way your team actually works.',
      zh: '我們設計並開發客製化軟體、流程自動化與 AI 助理，完全貼合您團隊的實際運作方式。',
    },
    'features.title': {
      en: 'Our Expertise',
      zh: '我們的專業領域',
    },
    'features.subtitle': {
      en: 'From tailored business systems to intelligent assistants, we turn complex processes into tools your team can rely on.',
      zh: '從量身打造的企業系統到智慧助理，我們將繁瑣的流程化為團隊信賴的好工具。',
    },
    'cta.title': {
      en: 'Ready to Build Software That Truly Fits?',
      zh: '準備好打造真正合用的軟體了嗎？',
    },
    'cta.description': {
      en: "Tell us about your project and we'll come back with a clear plan, timeline and estimate.",
      zh: '告訴我們您的專案需求，我們會提供清楚的規劃、時程與報價。',
    },
  },
  services: {
    'hero.title': {
      en: 'Services That Solve Real Business Problems',
      zh: '解決實際營運問題的專業服務',
    },
    'hero.subtitle': {
      en: 'Custom software, automation and AI assistants, designed, built and supported by one dedicated team.',
      zh: '客製化軟體、自動化解決方案與 AI 助理，由同一個專屬團隊負責設計、開發與後續支援。',
    },
    'caseStudies.title': {
      en: 'Case Studies',
      zh: '成功案例',
    },
    'caseStudies.subtitle': {
      en: 'See how our clients save time, cut costs and serve their customers better.',
      zh: '看看我們的客戶如何節省時間、降低成本，並提供更好的客戶服務。',
    },
  },
  pricing: {
    'hero.title': {
      en: 'Simple, Transparent Pricing',
      zh: '簡單透明的價格方案',
    },
    'hero.subtitle': {
      en: 'Maintenance and support plans that keep your software secure, up to date and growing with your business.',
      zh: '完善的維護與支援方案，讓您的軟體安全穩定、持續更新，並隨業務一起成長。',
    },
    'customSolution.title': {
      en: 'Need a Custom Solution?',
      zh: '需要客製化解決方案嗎？',
    },
    'customSolution.description': {
      en: "Every business is different. Contact us for a plan and quote tailored to your project's scope.",
      zh: '每家企業的需求都不同。歡迎與我們聯絡，取得依專案規模量身規劃的方案與報價。',
    },
  },
  contact: {
    'hero.title': {
      en: "Let's Talk About Your Project",
      zh: '聊聊您的專案',
    },
    'hero.subtitle': {
      en: "Share your goals and challenges, and we'll help you find the right solution.",
      zh: '分享您的目標與挑戰，我們將協助您找到最合適的解決方案。',
    },
    'info.title': {
      en: 'Contact Information',
      zh: '聯絡資訊',
    },
  },
};
