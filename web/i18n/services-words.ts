// The services page's own scenes in both languages: a member of staff's
// question and an invoice's approval for the service rows, a customer's question for the client stories' cards
// (home's hero has its own chat and order flow). Kept out of the dictionaries every page loads (decisions 0054, 0055).
import type { Lang } from '../../src/contract/constants';

const en = {
  staffChat: {
    name: 'HR assistant',
    online: 'Online',
    question: 'Can I carry unused leave into next year?',
    answer: 'Yes, up to 5 days. Carried-over days must be taken by the end of March.',
    source: 'Employee handbook, leave 4.2',
  },
  storyChat: {
    name: 'Customer service',
    online: 'Online',
    question: 'Has my order #4512 shipped yet?',
    answer: 'Yes, it left the warehouse at 10:40 and arrives tomorrow before noon.',
    source: 'Order system, live status',
  },
  invoiceFlow: {
    title: 'Invoice approval',
    live: 'Live',
    steps: [
      { title: 'Supplier invoice', detail: 'Read from email' },
      { title: 'Manager approval', detail: 'One tap in team chat' },
      { title: 'Payment scheduled', detail: 'Bank transfer' },
      { title: 'Posted to accounting', detail: 'Ledger' },
    ],
    lastRun: 'Ran 5 min ago · no errors',
  },
};

export const SERVICES_WORDS: Record<Lang, typeof en> = {
  en,
  zh: {
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
  },
};
