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
