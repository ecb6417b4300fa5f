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
    benefitsTitle: '每個專案，您都會拿到',
    benefitsSubtitle: '不論專案大小，都會交到您手上的六樣東西，每一樣都可以要求過目。',
    /** Six things the client receives (round 13: no longer home's core values again); not numbered: no order. */
    benefits: [
      { title: '開發前先試用的畫面', description: '主要畫面先做成可點選的雛形，由您的同仁試用過，才開始開發。' },
      { title: '用自己資料的教育訓練', description: '每個職務一次課程，附一份簡短的書面指南，新進同仁也能照著學。' },
      { title: '與現有工具的串接', description: '串接您的會計系統、LINE 與試算表，而不是取代它們；每一條串接都有文件。' },
      { title: '原始碼與資料', description: '從第一版起就屬於您，存放在您名下的程式庫，每天備份。' },
      { title: '白話的技術文件', description: '系統怎麼建置、怎麼運作、怎麼修改都寫清楚，任何工程師都能接手。' },
      { title: '上線前後的數字', description: '上線前後都實際計算工時，省下多少，用您自己的數字呈現。' },
    ],
    readMore: '閱讀更多',
    proofBefore: '導入前',
    proofAfter: '導入後',
    methodLabel: '我們怎麼做',
    methods: {
      build: [
        { title: '先和使用的人坐在一起', detail: '到您公司待一週，每個畫面先畫出來、試用過才開發。' },
        { title: '每兩週上線一段', detail: '每一段都交給同仁實際使用，邊做邊由您決定方向。' },
        { title: '搬入資料，長期照顧', detail: '舊資料完整轉入，每個職務都受訓，並有專人負責聯絡。' },
      ],
      flow: [
        { title: '先量現在的工時', detail: '逐步跟著手動流程走一遍，算出今天要花多少時間。' },
        { title: '重複的步驟交給系統', detail: '會重複的步驟自動執行，需要判斷的仍由人決定。' },
        { title: '每次執行都有紀錄', detail: '每一次執行都留下紀錄，出錯時立即通知負責的人。' },
      ],
      chat: [
        { title: '整理您的答案', detail: '以您的手冊、價目表與過去的回覆，作為它唯一的依據。' },
        { title: '用真實問題測試', detail: '上線前，先用上個月的真實提問逐一測過。' },
        { title: '答不了的轉給同仁', detail: '連同對話內容轉給同仁，並從他們的回覆中學習。' },
      ],
    },
    ctaTitle: '說說看，工時都花在哪裡',
    ctaDescription: '告訴我們最耗團隊工時的那一項工作，一個工作天內回覆我們的做法與初步估價。',
    ctaContact: '描述您的工作',
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
        planned: '已排程',
        done: '已完成',
      },
      calendar: {
        title: '門診預約',
        days: ['週一', '週二', '週三', '週四'],
        booked: '已預約',
        slots: ['健檢', '回診', '疫苗', '諮詢', '健檢', 'X 光'],
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
