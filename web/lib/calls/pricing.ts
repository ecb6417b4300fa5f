// The pricing plans as the admin edits them (the same query, and key, as the public pricing page's read) and saving one.
import type { PlanId, PlanUpdate, PricingPlan } from '../../../src/contract';
import { API_PATHS, pathTo } from '../../../src/contract/api-paths';
import { api } from '../api';
import { publicQueries } from '../public-queries';

export const plansQuery = publicQueries.pricingPlans;

/** Answers the listing as the public page shows it. */
export const updatePlan = (id: PlanId, body: PlanUpdate) =>
  api<PricingPlan[]>(pathTo(API_PATHS.pricing.one, { id }), { method: 'PUT', body });
