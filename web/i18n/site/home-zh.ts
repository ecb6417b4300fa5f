// The home page's own words with the ones it shares with the services page (showcase-zh.ts), in Traditional Chinese (Taiwan): typed by the English part, so a missing key fails the typecheck.
import { HOME_DEFAULTS_ZH } from '../../../src/contract/page-defaults/home-zh';
import { words as showcase } from './showcase-zh';
import type { HomeWords } from './home-en';

export const words: HomeWords = {
  ...showcase,
  home: {
    eyebrow: '台北軟體工作室・2016 年成立',
    servicesButton: '看看我們做什麼',
    contactButton: '預約免費諮詢',
    expertise: [
      {
        title: '客製化軟體開發',
        description: '網頁與行動裝置上的訂單、排程與庫存系統，並串接您現有的工具。',
        tags: ['網站應用程式', '內部管理工具', '系統串接'],
      },
      {
        title: '自動化解決方案',
        description: '資料輸入、報表、簽核與提醒自動完成，每一次執行都有紀錄可查。',
        tags: ['工作流程', '自動報表', '線上簽核'],
      },
      {
        title: 'AI 助理開發',
        description: '在網站或 LINE 上，依據您自己的文件，日夜回答客戶與同仁問題的智慧助理。',
        tags: ['智慧客服', '內部問答', '附上出處'],
      },
    ],
    proofLabel: '這些台灣企業每天都用我們打造的軟體做生意',
    figuresSource: '自 2016 年起，依本公司專案紀錄統計。',
    featuredEyebrow: '精選案例',
    featuredLink: '閱讀更多客戶案例',
    featuredStory: '閱讀完整案例',
    stepsTitle: '從第一次通話到系統上線',
    stepsSubtitle: '多數專案為期二到五個月，每一步都清楚知道接下來要做什麼。',
    testimonialsTitle: '客戶親口說',
    valuesEyebrow: '白紙黑字寫進合約',
    valuesTitle: '每位客戶都能期待的事',
    valuesSubtitle: '不論專案大小，上線前後，這些承諾都不變。',
    defaultValues: [
      { title: '客製化', description: '從團隊現在的工作方式出發，讓軟體配合您，不必遷就軟體。' },
      { title: '創新', description: '在真正省下工時的地方導入自動化與 AI，其他地方用成熟可靠的工具。' },
      { title: '穩定可靠', description: '經過測試的程式碼、書面文件，出狀況時有專人可以聯絡。' },
    ],
    ctaButton: '洽談專案',
    ctaReply: '也可以直接來信或來電，創辦人會在一個工作天內回覆。',
  },
  /** The page's built-in texts, shown where the owner left a text blank. */
  content: { home: HOME_DEFAULTS_ZH },
};
