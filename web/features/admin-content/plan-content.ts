// A plan's descriptions, feature lists and Most Popular flag: how the editor shows them, and what of them a save sends.
import type { PlanFeature, PlanId, PlanUpdate, PricingPlan } from '../../../src/contract';
import { readFeature, writeFeature } from '../../../src/contract/plan-features';

/** One feature as the editor shows it: the text without its marker, and the "Included" switch. */
export type Feature = PlanFeature;
export type PlanExtras = { descriptionEn: string; descriptionZh: string; featuresEn: Feature[]; featuresZh: Feature[]; isPopular: boolean };
type ExtrasUpdate = Pick<PlanUpdate, 'descriptionEn' | 'descriptionZh' | 'featuresEn' | 'featuresZh' | 'isPopular'>;

// product.md §3's stored format (a leading "!" means not included), read and written by the contract's one rule.
export { readFeature as toFeature, writeFeature as toStored } from '../../../src/contract/plan-features';

/** What a list would store: blank features dropped. */
export const storedList = (features: readonly Feature[]) => features.map(writeFeature).filter(Boolean);

/**
 * The plan's current descriptions, features and flag. They come from the same GET /api/pricing-plans listing the
 * prices and titles come from (product.md §7: the admin's one pricing read, for the pricing section only): both billing
 * entries of a plan are built from one stored row, so either carries them, and the editor shows exactly what visitors
 * see. GET /api/pricing-plans/{id} would answer the same fields in three more requests and a second cache to refresh.
 */
export function currentExtras(plans: PricingPlan[] | undefined, id: PlanId): PlanExtras {
  const plan = plans?.find((p) => p.planId === id);
  return {
    descriptionEn: plan?.descriptionEn ?? '',
    descriptionZh: plan?.descriptionZh ?? '',
    featuresEn: (plan?.featuresEn ?? []).map(readFeature),
    featuresZh: (plan?.featuresZh ?? []).map(readFeature),
    isPopular: plan?.isPopular ?? false,
  };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * The edited, non-empty extras that differ from the stored ones (product.md §5): a blank description or a list with no
 * feature left is not sent, as a blank title is not; lists are compared as they would be stored, so retyping the same
 * text, or a feature added and left blank, changes nothing.
 */
export function extrasChanges(edits: Partial<PlanExtras> | undefined, current: PlanExtras): ExtrasUpdate {
  const body: ExtrasUpdate = {};
  for (const field of ['descriptionEn', 'descriptionZh'] as const) {
    const value = edits?.[field]?.trim();
    if (value && value !== current[field].trim()) body[field] = value;
  }
  for (const field of ['featuresEn', 'featuresZh'] as const) {
    const list = edits?.[field] && storedList(edits[field]);
    if (list?.length && !sameList(list, storedList(current[field]))) body[field] = list;
  }
  if (edits?.isPopular !== undefined && edits.isPopular !== current.isPopular) body.isPopular = edits.isPopular;
  return body;
}

// ——— Annual follows monthly ———

/**
 * The discount the pricing page promises for annual billing: its caption is fixed text (product.md §2 and §9, "Save
 * 16% with annual billing", in web/i18n/en.ts and zh.ts; plan-content.test.ts checks they still say this number).
 */
export const ADVERTISED_DISCOUNT = 16;

/** A typed price in whole cents ("399" → 39900, "29.99" → 2999), or null when it is not a price. */
export function toCents(price: string): number | null {
  const text = price.trim();
  if (!/^(\d{1,7}(\.\d{0,2})?|\.\d{1,2})$/.test(text)) return null;
  // Math.round: 0.29 * 100 is 28.999… in binary floating point.
  return Math.round(Number(text) * 100);
}

/** How much cheaper a year paid at once is than twelve months, in percent (unrounded); null without a monthly price. */
export function discountPercent(monthlyCents: number, annualCents: number): number | null {
  if (monthlyCents <= 0) return null;
  return (100 * (12 * monthlyCents - annualCents)) / (12 * monthlyCents);
}

/**
 * The annual price that gives `percent` off twelve months, in cents, ROUNDED DOWN TO A WHOLE DOLLAR: prices stay round
 * like the seeded ones, and rounding down means the saving is never less than the page promises
 * (409 a month: 12 × 409 × 0.84 = 4,122.72 → 4,122).
 */
export function annualFor(monthlyCents: number, percent = ADVERTISED_DISCOUNT): number {
  // In cents × percent, all integers, so no binary fraction creeps in before the rounding.
  const exactCentsTimes100 = 12 * monthlyCents * (100 - percent);
  return Math.floor(exactCentsTimes100 / 10000) * 100;
}

/** A discount as the page words it: whole percent (16.02 → 16). */
export const wholePercent = (percent: number) => Math.round(percent);

export type AnnualAdvice = {
  monthly: number;
  annual: number;
  /** The discount the current values make, unrounded. */
  percent: number;
  /** It rounds to something other than the advertised 16%: the page's caption would not be true of this plan. */
  offAdvertised: boolean;
  /** The annual price that keeps 16% off (rounded down to a dollar), offered when the annual has not followed. */
  offer: { annual: number; keeps: boolean } | null;
};

/**
 * What the editor says beside a plan's prices: the discount they make now and, when the monthly price was changed (or
 * the discount is not the advertised one) and the annual price does not already give 16% off, the annual price that
 * would. `keeps` says the stored prices made 16% (the offer keeps it) rather than something else (it restores it).
 */
export function annualAdvice(
  value: { monthlyPrice: string; annualPrice: string },
  stored: { monthlyPrice: string; annualPrice: string },
): AnnualAdvice | null {
  const monthly = toCents(value.monthlyPrice);
  const annual = toCents(value.annualPrice);
  if (monthly === null || annual === null) return null;
  const percent = discountPercent(monthly, annual);
  if (percent === null) return null;
  const offAdvertised = wholePercent(percent) !== ADVERTISED_DISCOUNT;
  const monthlyChanged = monthly !== toCents(stored.monthlyPrice);
  const target = annualFor(monthly);
  const storedMonthly = toCents(stored.monthlyPrice);
  const storedAnnual = toCents(stored.annualPrice);
  const storedPercent = storedMonthly !== null && storedAnnual !== null ? discountPercent(storedMonthly, storedAnnual) : null;
  const keeps = storedPercent !== null && wholePercent(storedPercent) === ADVERTISED_DISCOUNT;
  const offer = (monthlyChanged || offAdvertised) && target !== annual && target > 0 ? { annual: target, keeps } : null;
  return { monthly, annual, percent, offAdvertised, offer };
}
