// The services page's own words with the ones it shares with the home page (showcase-zh.ts), in Traditional Chinese (Taiwan): typed by the English part, so a missing key fails the typecheck.
import { SERVICES_DEFAULTS_ZH } from '../../../src/contract/page-defaults/services-zh';
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
    /** Six claims, each with how it is kept (the home page's figures are not said again here); not numbered: no order. */
    benefits: [
      { title: '一個下午就能上手', description: '教育訓練只要一次，直接用您自己的資料操作，隔天就能照常上工。' },
      { title: '時程說到做到', description: '每個里程碑的日期都寫在您簽署的計畫書裡，過程中依這些日期回報進度。' },
      { title: '很快就能用上', description: '簽約後幾週內，團隊就能用上第一版，之後每兩週更新一次。' },
      { title: '沿用現有工具', description: '串接您的會計系統、LINE 與試算表，不必全部換掉。' },
      { title: '程式碼與資料歸您', description: '從第一版起，原始碼與資料都屬於您，而且每天備份。' },
      { title: '省下的工時有憑據', description: '上線前後都實際計算工時，省下多少，用您自己的數字呈現。' },
    ],
    readMore: '閱讀更多',
    ctaTitle: '有哪個流程每週都在消耗工時嗎？',
    ctaDescription: '告訴我們吧。免費通話後提供附固定報價的書面規劃，也可以先比較維運方案。',
    ctaPricing: '查看方案',
    ctaContact: '洽談專案',
  },
  /** The scenes only this page draws (components/visuals): a staff question, a customer's, an invoice's approval, the topics' screens. */
  serviceScenes: {
    staffChat: {
      name: '人資助理',
      online: '線上',
      question: '今年沒休完的特休可以延到明年嗎？',
      answer: '可以，最多保留 5 天，延後的天數須在明年 3 月底前休完。',
      source: '員工手冊・請假規定 4.2',
    },
    storyChat: {
      name: '客服助理',
      online: '線上',
      question: '我的訂單 #4512 出貨了嗎？',
      answer: '已出貨，今天 10:40 從倉庫寄出，明天中午前送達。',
      source: '訂單系統・即時狀態',
    },
    invoiceFlow: {
      title: '請款審核',
      live: '運作中',
      steps: [
        { title: '供應商發票', detail: '自動讀取信件' },
        { title: '主管核准', detail: '在群組一鍵核准' },
        { title: '排定付款', detail: '銀行轉帳' },
        { title: '入帳', detail: '會計系統' },
      ],
      lastRun: '5 分鐘前執行・無錯誤',
    },
    scenes: {
      orders: {
        title: '訂單',
        filter: '今天',
        columns: ['訂單', '客戶', '狀態'],
        rows: [
          { id: '#2231', who: '林記貿易', status: '已包裝' },
          { id: '#2230', who: '港邊咖啡', status: '揀貨中' },
          { id: '#2229', who: '高診所', status: '已出貨' },
          { id: '#2228', who: '吳設計', status: '新訂單' },
        ],
      },
      schedule: {
        title: '生產排程',
        days: ['週一', '週二', '週三', '週四', '週五'],
        machines: ['CNC 1', 'CNC 2', '車床', '品檢'],
        today: '今天',
      },
      calendar: {
        title: '門診預約',
        days: ['週一', '週二', '週三', '週四'],
        booked: '已預約',
        slots: ['健檢', '回診', '洗牙', '諮詢', '健檢', 'X 光'],
        reminder: '已傳送提醒',
      },
      route: {
        title: '今日路線',
        stops: '6 個站點',
        distance: '42 公里',
        eta: '準時',
      },
    },
  },
  /** The page's built-in texts, shown where the owner left a text blank. */
  content: { services: SERVICES_DEFAULTS_ZH },
};
