// Pricing rules of SPEC §2: which plans a billing tab shows, and how a "!" feature reads.
import type { PricingPlan } from '../../../src/contract';
import type { Lang } from '../../lib/i18n';

export type Period = 'monthly' | 'annual';

/** A plan belongs to a tab by its name in the current language: "Monthly"/"月訂閱" or "Annual"/"年訂閱". */
export function plansFor(plans: PricingPlan[], period: Period, lang: Lang): PricingPlan[] {
  const words = period === 'monthly' ? ['Monthly', '月訂閱'] : ['Annual', '年訂閱'];
  return plans.filter((plan) => {
    const name = lang === 'zh' ? plan.nameZh : plan.nameEn;
    return words.some((word) => name.includes(word));
  });
}

/** "!Dedicated manager" is a feature the plan does not include; the "!" is not shown. */
export function parseFeature(feature: string): { text: string; included: boolean } {
  return feature.startsWith('!') ? { text: feature.slice(1).trim(), included: false } : { text: feature, included: true };
}
