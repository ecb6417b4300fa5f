// The services page's own scenes in both languages: a member of staff's question and an invoice's approval for the
// service rows, a customer's question for the client stories' cards (home's hero has its own chat and order flow), and
// the words of the topic scenes (orders, a production plan, a week of appointments, a route) that only the services
// page draws. Kept out of the dictionaries every page loads (decision 0054; docs/design.md changelog
// "2026-11-25: inner-page headers and pricing").
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
  scenes: {
    orders: {
      title: 'Orders',
      filter: 'Today',
      columns: ['Order', 'Customer', 'Status'],
      rows: [
        { id: '#2231', who: 'Lin Trading', status: 'Packed' },
        { id: '#2230', who: 'Harbor Café', status: 'Picking' },
        { id: '#2229', who: 'Kao Clinic', status: 'Shipped' },
        { id: '#2228', who: 'Wu Studio', status: 'New' },
      ],
    },
    schedule: {
      title: 'Production plan',
      days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
      machines: ['CNC 1', 'CNC 2', 'Lathe', 'QC'],
      today: 'Today',
    },
    calendar: {
      title: 'Appointments',
      days: ['Mon', 'Tue', 'Wed', 'Thu'],
      booked: 'Booked',
      slots: ['Check-up', 'Follow-up', 'Cleaning', 'Consult', 'Check-up', 'X-ray'],
      reminder: 'Reminder sent',
    },
    route: {
      title: "Today's route",
      stops: '6 stops',
      distance: '42 km',
      eta: 'On time',
    },
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
};
