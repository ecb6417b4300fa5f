// Pricing plans: the three fixed plans, the public listing, one plan as the admin edits it, and the write bodies.
import * as v from 'valibot';
import type { BilingualText } from './lists/fields';
import { optionalLines, requiredText } from './common';
import { PLAN_IDS, type Billing, type PlanId } from './constants';

export const PlanIdParam = v.object({ id: v.picklist(PLAN_IDS, 'Unknown pricing plan') });

export const PRICE_MAX = 1_000_000;
/** US dollars with at most two decimals (the editor's step is 0.01). */
const Amount = v.pipe(
  v.number('Price must be a number'),
  v.finite('Price must be a number'),
  v.minValue(0, 'Price cannot be negative'),
  v.maxValue(PRICE_MAX, `Price must be at most ${PRICE_MAX}`),
  v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Price has at most two decimals'),
);
const Features = v.pipe(v.array(requiredText(200)), v.maxLength(30, 'At most 30 features'));

const planFields = {
  titleEn: requiredText(60),
  titleZh: requiredText(60),
  monthlyPrice: Amount,
  annualPrice: Amount,
  descriptionEn: optionalLines(500),
  descriptionZh: optionalLines(500),
  featuresEn: Features,
  featuresZh: Features,
  isPopular: v.boolean(),
};

/** POST /api/pricing-plans: a whole plan, for one of the fixed ids that is not stored yet. */
export const PlanCreate = v.strictObject({ id: v.picklist(PLAN_IDS, 'Unknown pricing plan'), ...planFields });
export type PlanCreate = v.InferOutput<typeof PlanCreate>;

/**
 * PUT /api/pricing-plans/{id}: any subset of a plan's fields, at least one. It may carry the plan's `id`, as a client
 * sends back the PlanDetail it read; that id must be the one in the path (the route checks, naming `id`).
 */
export const PlanUpdate = v.pipe(
  v.strictObject({ id: v.optional(v.picklist(PLAN_IDS, 'Unknown pricing plan')), ...v.partial(v.object(planFields)).entries }),
  v.check((b) => Object.keys(b).some((key) => key !== 'id'), 'Give at least one field to change'),
);
export type PlanUpdate = v.InferOutput<typeof PlanUpdate>;

/** GET /api/pricing-plans/{id}: one stored plan with every field PUT takes (product.md §3's admin entity and the rest). */
export type PlanDetail = PlanCreate;
/** A field of a plan the admin changes. */
export type PlanField = Exclude<keyof PlanDetail, 'id'>;

/** One entry of GET /api/pricing-plans: a plan in one billing period. */
export type PricingPlan = BilingualText & {
  id: string; // `${planId}-${billing}`
  planId: PlanId;
  billing: Billing;
  nameEn: string; // "Basic Monthly"
  nameZh: string; // "基本 月訂閱"
  price: string; // "$1,234" or "$1,234.50"
  amount: number; // 1234.5
  featuresEn: string[];
  featuresZh: string[];
  isPopular: boolean;
};
