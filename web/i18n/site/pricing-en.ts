// The pricing page's words the dictionary keeps (its fixed texts are in ../pricing-words.ts), in English: this part of the dictionary (../en.ts) defines the shape its Chinese one matches.

import { PRICING_DEFAULTS_EN } from '../../../src/contract/page-defaults/pricing-en';
export const words = {
  pricing: {
    billingLabel: 'Billing period',
    monthly: 'Monthly',
    annual: 'Annual',
    monthlyCaption: 'Flexible monthly payments',
    annualCaption: 'Save 16% with annual billing',
    annualSaving: '{{plan}}: {{price}} a year, {{saved}} saved',
    annualBadge: 'Save 16%',
    perMonth: '/ month',
    perYear: '/ year',
    mostPopular: 'Most Popular',
    comingSoon: 'Coming Soon',
    onlineCheckout: 'Online checkout',
    billedYearly: 'Billed {{price}} yearly',
    askAbout: 'Ask about {{plan}}',
    included: 'Included',
    notIncluded: 'Not included',
    noPlans: 'No plans to show right now.',
    eyebrow: 'Plans and pricing',
    customCta: 'Start a project',
  },
  /** The page's built-in texts, shown where the owner left a text blank. */
  content: { pricing: PRICING_DEFAULTS_EN },
};

export type PricingWords = typeof words;
