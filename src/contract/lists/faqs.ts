// The pricing page's frequently asked questions: a question and its answer (several lines).
import { LIST_LIMITS, type EntryOf, type ListDescriptor, type ListSeed } from './fields';

export const faqs = {
  key: 'faqs',
  name: 'faqs',
  noun: 'question',
  section: 'pricing',
  part: { after: 'plans' },
  titleField: 'question',
  fields: [
    { kind: 'text', name: 'question', max: LIST_LIMITS.question, required: 'Question is required' },
    { kind: 'text', name: 'answer', max: LIST_LIMITS.description, required: 'Answer is required', multiline: true },
  ],
  history: true,
  toasts: { afterCreate: 'faqCreated', afterUpdate: 'faqUpdated', afterDelete: 'faqDeleted' },
} as const satisfies ListDescriptor;

export type Faq = EntryOf<typeof faqs>;

/** The questions a new site starts with (db/seed.ts), in both languages (zh-Hant, Taiwan). */
export const faqsSeed: ListSeed<typeof faqs> = {
  rows: [
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
      questionZh: '可以更換方案或改為年訂閱嗎？',
      answerEn:
        'You can move up or down a plan at the start of any month. Paying for a year in advance saves 16% compared with twelve monthly payments.',
      answerZh: '每個月初都可以升級或降級方案。選擇年訂閱，費用比按月付款省下 16%。',
    },
    {
      // How to pay is said once, under the plans (round 24: said here as well, it was the fourth time); this answer is
      // about the invoice and points there.
      questionEn: 'Do you issue invoices?',
      questionZh: '會開立發票嗎？',
      answerEn:
        'Yes: every payment comes with an invoice, a Taiwan e-invoice with your company tax ID where applicable. How you can pay is set out under the plans.',
      answerZh: '會。每筆款項都會開立發票，如有需要，可開立載明貴公司統一編號的電子發票。付款方式請見方案下方的說明。',
    },
    {
      questionEn: 'What if we need a new feature or a whole new project?',
      questionZh: '如果需要新功能，或是全新的專案怎麼辦？',
      answerEn:
        'Small features fit within your monthly hours. For a larger project we send a separate quote with scope, timeline and price, so you know the cost before anything starts.',
      answerZh:
        '小型功能可以直接使用每月的方案時數完成。較大型的專案，我們會另外提供報價，列明範圍、時程與費用，讓您在開工前就清楚所有成本。',
    },
  ],
};
