// The pricing page's own strings in both languages: the hero card's label, how billing works for the care plans, the
// questions' heading, the payment notes (product.md §2) and the closing band (a question of its own: the
// custom-solution texts have their home in the hero's card). Kept out of the dictionaries every page loads (decision
// 0054; docs/design.md changelog "2026-11-25: inner-page headers and pricing").
import type { Lang } from '../../src/contract/constants';

const en = {
  newProjects: 'New projects',
  /** A phone's one-line new-projects strip: the usual range read from the card's text ({{range}}, e.g. US$15,000–60,000). */
  usualRange: 'Most projects {{range}}',
  billingTitle: 'How billing works',
  /** A plan card's folded feature list on a phone: opens the whole list, ticks and crosses, {{count}} lines in all
   * (round 29: "What's included (4)" under two open ticks read as a count of something else). */
  featuresSummary: 'See all {{count}} features',
  billingFacts: [
    { title: 'Monthly or yearly', description: 'Pay month by month, or a year ahead and save 16%.' },
    { title: 'Change plans any month', description: 'Move up or down a plan at the start of any month.' },
    { title: 'Unused hours roll over', description: 'Improvement hours carry over for up to three months.' },
  ],
  faqTitle: 'Questions, answered',
  faqSubtitle: 'What clients usually ask before they choose a plan.',
  /** The care plans' heading over the billing switch: what the monthly prices are for (round 20: on a phone a monthly
   * price read as the price of a new system). */
  plansTitle: 'After launch: care plans',
  /** product.md §2's payment notes said once, in one block under the plans' "Coming Soon" tags (round 24: said four
   * times, on the tags, a grey banner, a methods line and a question's answer, it read as an apology): the currency,
   * then the two methods and the card integration in progress, what the tags mean. */
  paymentTitle: 'Payment',
  currency: 'All prices in USD',
  // One way to pay today, the other on its way (round 26: "by wire or card… for now by wire" read as a contradiction).
  payment: 'We invoice you and you pay by wire transfer for now; the integration for paying by credit card is in progress.',
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
    usualRange: '多數專案 {{range}}',
    billingTitle: '計費方式',
    featuresSummary: '查看全部 {{count}} 項內容',
    billingFacts: [
      { title: '月訂閱或年訂閱', description: '可按月付款，也可預付一年，省下 16%。' },
      { title: '每月都能調整方案', description: '每個月初都可以升級或降級方案。' },
      { title: '時數可以累積', description: '未用完的功能調整時數，最多可保留三個月。' },
    ],
    faqTitle: '您可能想知道的事',
    faqSubtitle: '客戶在選擇方案前，最常問我們的問題。',
    plansTitle: '上線之後：維運方案',
    paymentTitle: '付款方式',
    currency: '所有價格均以美元計價',
    payment: '目前由我們開立請款單，您以銀行電匯支付；信用卡付款的整合正在進行中。',
    close: {
      title: '不確定哪個方案適合？',
      description: '告訴我們您目前使用的系統，我們會推薦合適的方案，或告訴您現在還不需要。',
      cta: '請我們推薦方案',
    },
  },
};
