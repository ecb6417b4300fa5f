// What clients say (the home page's testimonials): a quote, who said it (name, role, company) and an optional photo.
import { IMAGE, LIST_LIMITS, NO_IMAGE, type EntryOf, type ListDescriptor, type ListSeed } from './fields';

export const testimonials = {
  key: 'testimonials',
  name: 'testimonials',
  noun: 'testimonial',
  section: 'home',
  part: { after: 'team' },
  titleField: 'name',
  fields: [
    { kind: 'text', name: 'quote', max: LIST_LIMITS.quote, required: 'Quote is required', multiline: true },
    { kind: 'text', name: 'name', max: LIST_LIMITS.label, required: 'Name is required' },
    { kind: 'text', name: 'role', max: LIST_LIMITS.label, blank: true },
    { kind: 'text', name: 'company', max: LIST_LIMITS.label, blank: true },
    IMAGE,
  ],
  history: true,
  toasts: { afterCreate: 'testimonialCreated', afterUpdate: 'testimonialUpdated', afterDelete: 'testimonialDeleted' },
} as const satisfies ListDescriptor;

export type Testimonial = EntryOf<typeof testimonials>;

/** The quotes a new site starts with (db/seed.ts), in both languages: each signed by someone at a client of the strip.
 * A quote says what working with the studio was like, not a figure a client story tells again (decision 0143). */
export const testimonialsSeed: ListSeed<typeof testimonials> = {
  rows: [
    {
      quoteEn:
        'Our dispatchers were sure no system could plan around how our drivers really work. The team rode along for two days before they drew a single screen, and now it is the dispatchers who ask for the next feature.',
      quoteZh: '調度人員原本認定，沒有系統排得出司機真正的跑法。團隊先跟車兩天，才畫出第一個畫面；現在反而是調度人員主動提出下一個功能。',
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
        'Patients book and move their visits on LINE without waiting on hold, and our nurses write the assistant’s answers themselves. When we ask for a change, it is live the same week.',
      quoteZh: '病患直接在 LINE 上預約、改時間，不必再等電話接通；助理的回答由我們的護理師自己撰寫。我們提出的修改，同一週就會上線。',
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
    {
      quoteEn:
        'Monday mornings used to be two planners and a spreadsheet. Now the board is right before we arrive, and when a rush order comes in we can see exactly what it pushes back.',
      quoteZh: '以前每週一早上，就是兩位排程人員對著一份試算表。現在我們進公司前看板就已經排好；急單一進來，就能清楚看到它會延後哪些工單。',
      nameEn: 'Jason Liao',
      nameZh: '廖建宏',
      roleEn: 'Production manager',
      roleZh: '生產經理',
      companyEn: 'Kestrel Precision',
      companyZh: '鷹準精密',
      ...NO_IMAGE,
    },
    {
      quoteEn:
        'Customers get an answer at eleven at night now, and it is the right answer, because it comes from the order itself. Our team finally has time for the cases that need a person.',
      quoteZh: '現在客人晚上十一點也能得到回覆，而且答案是對的，因為它直接來自訂單資料。我們的團隊終於有時間處理真正需要人的案件。',
      nameEn: 'Vivian Kuo',
      nameZh: '郭雅雯',
      roleEn: 'Customer service lead',
      roleZh: '客服主管',
      companyEn: 'Jadeport Foods',
      companyZh: '玉港食品',
      ...NO_IMAGE,
    },
  ],
};
