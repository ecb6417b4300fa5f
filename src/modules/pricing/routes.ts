// /api/pricing-plans: the public listing and one plan as the admin edits it; create and update for the admin.
import { Elysia } from 'elysia';
import type { Tx } from '../../../db/client';
import { audited, type TxAudit } from '../audit/auditor';
import {
  API_PATHS,
  PlanCreate,
  type PlanDetail,
  type PlanId,
  PlanIdParam,
  PlanUpdate,
  type PricingPlan,
  PUBLIC_READS,
} from '../../contract';
import type { Deps } from '../../deps';
import { adminGuard } from '../sign-in';
import { conflict, invalidField, notFound, validate, validateParams } from '../../http/errors';
import { createPlan, getPlan, listPricing, planChanges, planListing, updatePlan } from './service';

const PATH = PUBLIC_READS.pricingPlans;
/** How the activity log names a plan: its path under /api. */
const PLANS = PATH.slice('/api/'.length);

/** A plan's update, recorded in the activity log and its history; false when there is no such plan. */
function savePlan(tx: Tx, audit: TxAudit, id: PlanId, input: PlanUpdate, restoredFrom?: number): boolean {
  const before = getPlan(tx, id);
  if (!before || !updatePlan(tx, id, input)) return false;
  const after = getPlan(tx, id)!;
  audit('plan_update', `${PLANS}/${id}`, { changes: planChanges(before, after) }, { before, after, restoredFrom });
  return true;
}

export function pricingRoutes(deps: Deps) {
  deps.cache.publish(PATH, () => listPricing(deps.db));
  deps.restorers.register(PLANS, (tx, audit, target, value, restoredFrom) => {
    const { id } = validateParams(PlanIdParam, { id: target.slice(PLANS.length + 1) }, 'No such pricing plan');
    if (!savePlan(tx, audit, id, validate(PlanUpdate, value), restoredFrom)) throw notFound('No such pricing plan');
  });
  return new Elysia()
    .use(adminGuard(deps))
    .get(API_PATHS.pricing.list, ({ request }) => deps.cache.respond(PATH, request))
    .get(API_PATHS.pricing.one, ({ params }): PlanDetail => {
      const { id } = validateParams(PlanIdParam, params, 'No such pricing plan');
      const plan = getPlan(deps.db, id);
      if (!plan) throw notFound('No such pricing plan');
      return plan;
    })
    .post(
      API_PATHS.pricing.list,
      ({ body, set, request, server }): PricingPlan[] => {
        const input = validate(PlanCreate, body);
        const created = audited(deps, { request, server }, (tx, audit) => {
          if (!createPlan(tx, input)) return false;
          audit('plan_update', `${PLANS}/${input.id}`, { created: true }, { before: null, after: getPlan(tx, input.id) });
          return true;
        });
        if (!created) throw conflict(`The ${input.id} plan already exists; change it with PUT`);
        deps.cache.clear([PATH]);
        set.status = 201;
        return planListing(deps.db, input.id);
      },
      { admin: true },
    )
    .put(
      API_PATHS.pricing.one,
      ({ params, body, request, server }): PricingPlan[] => {
        const { id } = validateParams(PlanIdParam, params, 'No such pricing plan');
        const input = validate(PlanUpdate, body);
        if (input.id !== undefined && input.id !== id) throw invalidField('id', `The id must be the plan in the path (${id})`);
        const updated = audited(deps, { request, server }, (tx, audit) => savePlan(tx, audit, id, input));
        if (!updated) throw notFound('No such pricing plan');
        deps.cache.clear([PATH]);
        return planListing(deps.db, id);
      },
      { admin: true },
    );
}
