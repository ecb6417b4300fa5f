// First-run entries of the home page's testimonials, clients, figures, steps and people and the pricing page's questions, in
// both languages (zh-Hant, Taiwan). The companies and people are invented; each quote's company is in the clients'
// strip, and so is each client a seeded project write-up names (./seed-content.ts), so the proof reads as one set.
import type { Client, Faq, Figure, ListImage, Person, Step, Testimonial } from '../src/contract';

/** No photo or logo yet: the page shows the name until the admin uploads one. */
const NO_IMAGE: ListImage = { imagePath: null, imageWidth: null, imageHeight: null, imageAltEn: '', imageAltZh: '' };

export const SEED_TESTIMONIALS: Omit<Testimonial, 'id'>[] = [
  {
    quoteEn:
      'Our dispatchers used to rebuild the delivery plan by hand every morning. The routing system they built does it in ten minutes, and late deliveries dropped by a third in the first quarter.',
    quoteZh: '以前調度人員每天早上都要手動重排配送路線，現在系統十分鐘就排好。上線第一季，延遲送達的件數就少了三分之一。',
    nameEn: 'Daniel Lin',
    nameZh: '林志豪',
    roleEn: 'Director of operations',
    roleZh: '營運總監',
    companyEn: 'Harborline Logistics',
    companyZh: '港運物流',
    ...NO_IMAGE,
  },
  {
    quoteEn:
      'The booking assistant answers patients on LINE at any hour. Our front desk takes about 60% fewer phone calls, and no-shows fell once reminders went out automatically.',
    quoteZh: '預約助理在 LINE 上隨時回覆病患，櫃檯接到的電話少了約六成；自動發送回診提醒後，爽約的情況也明顯減少。',
    nameEn: 'Grace Chen',
    nameZh: '陳怡君',
    roleEn: 'Medical director',
    roleZh: '院長',
    companyEn: 'Evergreen Clinics',
    companyZh: '長青診所',
    ...NO_IMAGE,
  },
  {
    quoteEn:
      'Stock counts across our three stores and the workshop now match the books. Month-end closing went from four days to one, and they answered every question we had within the day.',
    quoteZh: '三間門市和工坊的庫存終於跟帳面對得起來。月結從四天縮短成一天，有任何問題，他們當天就會回覆。',
    nameEn: 'Amy Huang',
    nameZh: '黃淑芬',
    roleEn: 'General manager',
    roleZh: '總經理',
    companyEn: 'Mountain Loom',
    companyZh: '山織紡品',
    ...NO_IMAGE,
  },
];

/** The people a visitor will work with: until a photo is uploaded, the page draws each one's initials. */
export const SEED_PEOPLE: Omit<Person, 'id'>[] = [
  {
    nameEn: 'Kevin Wu',
    nameZh: '吳冠宇',
    roleEn: 'Co-founder, engineering',
    roleZh: '共同創辦人・技術',
    bioEn: 'Fifteen years of factory and logistics systems. Scopes every project and reviews every release.',
    bioZh: '十五年工廠與物流系統經驗，親自規劃每個專案，審核每一次上線。',
    ...NO_IMAGE,
  },
  {
    nameEn: 'Iris Tsai',
    nameZh: '蔡依庭',
    roleEn: 'Co-founder, product and design',
    roleZh: '共同創辦人・產品與設計',
    bioEn: 'Turns how your staff really work into screens they learn in an afternoon. Your day-to-day contact.',
    bioZh: '把同仁真實的工作方式化為好上手的畫面，是您日常的聯絡窗口。',
    ...NO_IMAGE,
  },
  {
    nameEn: 'Jason Lee',
    nameZh: '李承翰',
    roleEn: 'Lead, AI and automation',
    roleZh: 'AI 與自動化負責人',
    bioEn: 'Builds the assistants and automations, then measures the hours they save after launch.',
    bioZh: '打造 AI 助理與自動化流程，並在上線後追蹤實際省下的工時。',
    ...NO_IMAGE,
  },
];

export const SEED_CLIENTS: Omit<Client, 'id'>[] = [
  { nameEn: 'Harborline Logistics', nameZh: '港運物流', ...NO_IMAGE },
  { nameEn: 'Evergreen Clinics', nameZh: '長青診所', ...NO_IMAGE },
  { nameEn: 'Mountain Loom', nameZh: '山織紡品', ...NO_IMAGE },
  { nameEn: 'Kestrel Precision', nameZh: '鷹準精密', ...NO_IMAGE },
  { nameEn: 'Jadeport Foods', nameZh: '玉港食品', ...NO_IMAGE },
  { nameEn: 'Tidewater', nameZh: '潮水供應', ...NO_IMAGE },
];

export const SEED_FIGURES: Omit<Figure, 'id'>[] = [
  { valueEn: '127', valueZh: '127', labelEn: 'projects delivered', labelZh: '完成專案' },
  { valueEn: '97.6%', valueZh: '97.6%', labelEn: 'of milestones delivered on schedule', labelZh: '里程碑準時交付' },
  {
    valueEn: '6 weeks',
    valueZh: '6 週',
    labelEn: 'from signing to a first working release (median)',
    labelZh: '簽約到首版可用的中位時間',
  },
  { valueEn: '31,400', valueZh: '31,400', labelEn: 'staff hours our clients save a year', labelZh: '客戶每年省下的工時' },
];

export const SEED_STEPS: Omit<Step, 'id'>[] = [
  {
    titleEn: 'Discover',
    titleZh: '需求探索',
    descriptionEn: 'We sit with your team, map how the work really flows and agree on the results that matter.',
    descriptionZh: '我們與您的團隊面對面討論，釐清實際的作業流程，並共同訂出真正重要的目標。',
  },
  {
    titleEn: 'Design',
    titleZh: '規劃設計',
    descriptionEn: 'You see clickable screens and a fixed plan with costs and milestones before any code is written.',
    descriptionZh: '動工寫程式之前，您會先看到可操作的畫面原型，以及列明費用與里程碑的完整計畫。',
  },
  {
    titleEn: 'Build',
    titleZh: '開發建置',
    descriptionEn: 'We deliver working software every two weeks, so you can try it and steer while it takes shape.',
    descriptionZh: '每兩週交付一次可實際操作的版本，讓您邊試用邊調整方向。',
  },
  {
    titleEn: 'Support and grow',
    titleZh: '維運與成長',
    descriptionEn: 'After launch we monitor, fix and improve the system as your business and your numbers change.',
    descriptionZh: '上線後持續監控、修正與優化，讓系統跟著您的業務一起成長。',
  },
];

export const SEED_FAQS: Omit<Faq, 'id'>[] = [
  {
    questionEn: 'What does a plan cover?',
    questionZh: '方案包含哪些服務？',
    answerEn:
      'Every plan keeps your system secure and running: bug fixes, security updates, monitoring and daily backups, plus a monthly allowance of hours for enhancements (5, 20 or 60). Higher plans add faster support, monthly reports and a dedicated account manager.',
    answerZh:
      '每個方案都涵蓋錯誤修正、安全性更新、系統監控與每日備份，確保系統穩定運作，另含每月固定的功能調整時數（5、20 或 60 小時）。較高階的方案還提供更快速的支援、每月報告與專屬客戶經理。',
  },
  {
    questionEn: 'What does a new project cost?',
    questionZh: '新專案的費用大約多少？',
    answerEn:
      'Every project gets a fixed quote after a free call, so the price does not move once work starts. Most of our projects cost between US$15,000 and US$60,000 and take two to five months; you pay in three or four milestones. A care plan starts after launch.',
    answerZh:
      '每個專案都會在免費諮詢後提供固定報價，開工後價格不會變動。我們多數專案的費用介於 1.5 萬至 6 萬美元、時程兩到五個月，分三到四個里程碑付款。上線後再開始維運方案。',
  },
  {
    questionEn: 'Do unused hours roll over?',
    questionZh: '當月沒用完的時數可以累積嗎？',
    answerEn:
      'Yes: unused hours carry over to the next month, for up to three months. Hours beyond your plan are billed at the hourly rate, and we always ask before going over.',
    answerZh: '可以。未使用的時數可延到下個月使用，最多保留三個月。超出方案的時數會依時薪計費，而且我們一定會事先徵詢您的同意。',
  },
  {
    questionEn: 'Can we switch plans or pay annually?',
    questionZh: '可以更換方案或改為年繳嗎？',
    answerEn:
      'You can move up or down a plan at the start of any month. Paying for a year in advance saves 16% compared with twelve monthly payments.',
    answerZh: '每個月初都可以升級或降級方案。選擇年繳，費用比按月付款省下 16%。',
  },
  {
    questionEn: 'How can we pay, and do you issue invoices?',
    questionZh: '有哪些付款方式？會開立發票嗎？',
    answerEn:
      'We accept credit cards and bank wire transfers. Every payment comes with an invoice (a Taiwan e-invoice with your company tax ID where applicable).',
    answerZh: '我們接受信用卡與銀行匯款。每筆款項都會開立發票，如有需要，可開立載明貴公司統一編號的電子發票。',
  },
  {
    questionEn: 'What if we need a new feature or a whole new project?',
    questionZh: '如果需要新功能，或是全新的專案怎麼辦？',
    answerEn:
      'Small features fit within your monthly hours. For a larger project we send a separate quote with scope, timeline and price, so you know the cost before anything starts.',
    answerZh:
      '小型功能可以直接使用每月的方案時數完成。較大型的專案，我們會另外提供報價，列明範圍、時程與費用，讓您在開工前就清楚所有成本。',
  },
];
