// Pricing rules of product.md §2: which plans a billing tab shows, how a "!" feature reads, and an annual price per month.
import type { PricingPlan } from '../../../src/contract';
import { formatPrice } from '../../../src/contract/money';
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
import { readFeature } from '../../../src/contract/plan-features';
export { readFeature as parseFeature };

/**
 * A price as the page shows it: "US$149", never a bare "$" (a visitor in Taiwan reads "$" as NT$). The listing's
 * price string stays "$NNN" (product.md §3); this is display only, the same in both languages.
 */
export const shownPrice = (price: string) => price.replace(/^\$/, 'US$');

/**
 * What an annual price comes to per month, so the annual tab compares with the monthly one: the stored annual amount
 * divided by twelve, to the dollar (to the cent below $10, where a dollar is a large share). "$1,502" → "$125".
 */
export function perMonthOf(annualAmount: number): string {
  const month = annualAmount / 12;
  return formatPrice(month < 10 ? Math.round(month * 100) : Math.round(month) * 100);
}

/**
 * What sets each plan apart, for a phone's open lines above its folded list (round 16: every plan folded read as three
 * identical cards): its included features, those fewer plans share first (the ones every plan includes only to make up
 * the count), the SAME number on every plan, at most `most` (round 31: Basic's two lines beside the others' four read as
 * a thin plan), in the plan's own order. By plan id.
 */
export function distinctFeatures(plans: PricingPlan[], lang: Lang, most = 3): Map<string, string[]> {
  const included = (plan: PricingPlan) =>
    (lang === 'zh' ? plan.featuresZh : plan.featuresEn)
      .map(readFeature)
      .filter((f) => f.included)
      .map((f) => f.text);
  const lists = new Map(plans.map((plan) => [plan.id, included(plan)]));
  const shared = (text: string) => [...lists.values()].filter((list) => list.includes(text)).length;
  const count = Math.min(most, ...[...lists.values()].map((list) => list.length));
  return new Map(
    [...lists].map(([id, list]) => {
      const kept = new Set([...list].sort((a, b) => shared(a) - shared(b)).slice(0, count));
      return [id, list.filter((text) => kept.has(text))];
    }),
  );
}
