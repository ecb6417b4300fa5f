// The pricing page's own strings in both languages: the hero card's label, how billing works for the care plans, the
// questions' heading, the payment notes (product.md §2) and the closing band (a question of its own: the
// custom-solution texts have their home in the hero's card). Kept out of the dictionaries every page loads (decision
// 0054; docs/design.md changelog "2026-11-25: inner-page headers and pricing").
import type { Lang } from '../../src/contract/constants';

const en = {
  newProjects: 'New projects',
  billingTitle: 'How billing works',
  /** A plan card's folded feature list on a phone: how many features it includes. */
  featuresSummary: 'What’s included ({{count}})',
  billingFacts: [
    { title: 'Monthly or yearly', description: 'Pay month by month, or a year ahead and save 16%.' },
    { title: 'Change plans any month', description: 'Move up or down a plan at the start of any month.' },
    { title: 'Unused hours roll over', description: 'Enhancement hours carry over for up to three months.' },
  ],
  faqTitle: 'Questions, answered',
  faqSubtitle: 'What clients usually ask before they choose a plan.',
  /** The care plans' heading over the billing switch: what the monthly prices are for (round 20: on a phone a monthly
   * price read as the price of a new system). */
  plansTitle: 'After launch: care plans',
  /** product.md §2's note that card payment is being integrated, one sentence right under the plans' "Coming Soon"
   * tags it explains (round 20: "Pay our invoice by card … today" read as if cards already worked, 600 px below). */
  checkoutNote: 'Online card payment is being integrated; until it opens, ask about a plan and we invoice you monthly or yearly.',
  paymentTitle: 'Payment',
  /** product.md §2's payment methods, credit card and wire transfer, said as they stand today: a wire now, a card once
   * card payment opens (round 21: "credit card and wire transfer" under "Coming Soon" read as a contradiction). */
  paymentMethods: 'Payment methods: wire transfer today; credit card once card payment is live',
  currency: 'All prices in USD',
  close: {
    title: 'Not sure which plan fits?',
    description: 'Tell us what you run today. We will recommend a plan, or tell you if you do not need one yet.',
    // The band's own job, not the new-projects card's "Start a project" again (round 18: calls to action repeated).
    cta: 'Ask which plan fits',
  },
};

export const PRICING_WORDS: Record<Lang, typeof en> = {
  en,
  zh: {
    newProjects: '新專案',
    billingTitle: '計費方式',
    featuresSummary: '方案內容（{{count}} 項）',
    billingFacts: [
      { title: '月訂閱或年訂閱', description: '可按月付款，也可預付一年，省下 16%。' },
      { title: '每月都能調整方案', description: '每個月初都可以升級或降級方案。' },
      { title: '時數可以累積', description: '未用完的功能調整時數，最多可保留三個月。' },
    ],
    faqTitle: '您可能想知道的事',
    faqSubtitle: '客戶在選擇方案前，最常問我們的問題。',
    plansTitle: '上線之後：維運方案',
    checkoutNote: '線上刷卡付款正在整合中；開放之前，請先詢問方案，我們會按月或按年開立請款單。',
    paymentTitle: '付款方式',
    paymentMethods: '付款方式：目前以銀行電匯付款；線上刷卡開放後，也可使用信用卡',
    currency: '所有價格均以美元計價',
    close: {
      title: '不確定哪個方案適合？',
      description: '告訴我們您目前使用的系統，我們會推薦合適的方案，或告訴您現在還不需要。',
      cta: '請我們推薦方案',
    },
  },
};
