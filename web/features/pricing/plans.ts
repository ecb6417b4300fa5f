// Pricing rules of product.md §2: which plans a billing tab shows, and how a "!" feature reads.
import type { PricingPlan } from '../../../src/contract';
import { BILLING_WORDS, LANGS, type Billing, type Lang } from '../../../src/contract/constants';

export type Period = Billing;

/** A plan belongs to a tab by its name in the current language: "Monthly"/"月訂閱" or "Annual"/"年訂閱". */
export function plansFor(plans: PricingPlan[], period: Period, lang: Lang): PricingPlan[] {
  const words = LANGS.map((l) => BILLING_WORDS[l][period]);
  return plans.filter((plan) => {
    const name = lang === 'zh' ? plan.nameZh : plan.nameEn;
    return words.some((word) => name.includes(word));
  });
}

/** How the card reads a stored feature (product.md §2: "!" means not included); the rule lives in the contract. */
export { readFeature as parseFeature } from '../../../src/contract/plan-features';
