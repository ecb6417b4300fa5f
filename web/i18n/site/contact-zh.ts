// The contact page's words: its steps, the form and the form's checks, in Traditional Chinese (Taiwan): typed by the English part, so a missing key fails the typecheck.
import { CONTACT_DEFAULTS_ZH } from '../../../src/contract/page-defaults/contact-zh';
import { SERVICE_LABELS_ZH } from '../../../src/contract/service-labels-zh';
import type { ContactWords } from './contact-en';

export const words: ContactWords = {
  contact: {
    servicesTitle: '我們能協助的事',
    nextTitle: '接下來的流程',
    nowTitle: '接下來會這樣進行',
    received: { title: '已收到您的訊息', description: '訊息已在我們的收件匣，您不需要再做任何事。' },
    stepDone: '完成',
    stepNext: '下一步',
    nextSteps: [
      { title: '一個工作天內回覆', description: '我們會以電子郵件回覆，並提出對專案的初步問題。' },
      { title: '30 分鐘線上通話', description: '一起釐清您的目標、現有工具，以及理想的成果。' },
      { title: '書面規劃與報價', description: '以書面列出範圍、時程與費用，讓您掌握全貌再做決定。' },
    ],
    services: [
      { title: '客製化軟體開發', description: '網頁與行動裝置上的訂單、排程與後台系統。' },
      { title: '自動化解決方案', description: '以工作流程與系統串接，免除重複性的工作。' },
      { title: 'AI 助理開發', description: '依據您自己的文件，回答客戶與同仁的問題。' },
    ],
    address: '地址',
    phone: '電話',
    email: '電子郵件',
    form: {
      title: '留言給我們',
      name: '姓名',
      email: '電子郵件',
      service: '有興趣的服務',
      serviceNone: '請選擇服務（選填）',
      services: SERVICE_LABELS_ZH,
      message: '訊息內容',
      messagePlaceholder: '例如：我們用試算表安排 12 台機器的生產，希望明年春天前有一套共用的排程看板，預算約 2 萬美元。',
      messageHint: '請說明想做的系統、大概的時程，以及預算（如已有概念）。幾句話就夠了。',
      required: '必填',
      honeypot: '此欄位請留空',
      submit: '送出訊息',
      sending: '傳送中…',
      success: '您的訊息已成功送出，我們會盡快與您聯絡。',
      error: '傳送訊息時發生錯誤，請再試一次。',
      sentTitle: '訊息已送出',
      replyTime: '創辦人之一會在一個工作天內寫信到 {{email}}。',
      replyFrom: '回信會由 {{email}} 寄出；若到時還沒收到，請查看垃圾郵件匣。',
      sendAnother: '再傳送一則訊息',
      sentNote: '謝謝您，我們已收到您的訊息。',
      summaryOne: '有 1 個欄位需要修正：',
      summaryMany: '有 {{count}} 個欄位需要修正：',
      askAboutPlan: '我想詢問「{{plan}}」方案。',
      privacyNote: '您的資料只會用於回覆您的訊息。',
      privacyLink: '隱私權聲明',
    },
  },
  validation: {
    title: '資料驗證錯誤',
    required: '此欄位為必填',
    invalidEmail: '電子郵件格式不正確',
    validEmail: '請輸入有效的電子郵件地址',
    messageMin: '訊息至少需要 10 個字元',
    tooManyLinks: '訊息中最多只能包含 3 個連結',
    tooLong: '最多只能輸入 {{max}} 個字元',
    oneLine: '請只輸入一行文字，不要包含特殊字元',
    noControl: '請移除訊息中的特殊字元',
    allRequired: '所有欄位皆為必填',
  },
  /** The page's built-in texts, shown where the owner left a text blank. */
  content: { contact: CONTACT_DEFAULTS_ZH },
};
