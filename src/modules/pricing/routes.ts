// /api/pricing-plans: the public listing and one plan as the admin edits it; create and update for the admin.
import { Elysia } from 'elysia';
import { auditor } from '../audit/auditor';
import { PlanCreate, type PlanDetail, PlanIdParam, PlanUpdate, type PricingPlan, PUBLIC_READS } from '../../contract';
import type { Deps } from '../../deps';
import { adminGuard } from '../auth/guard';
import { conflict, invalidField, notFound, validate, validateParams } from '../../http/errors';
import { createPlan, getPlan, listPricing, planListing, updatePlan } from './service';

const PATH = PUBLIC_READS.pricingPlans;

export function pricingRoutes(deps: Deps) {
  deps.cache.publish(PATH, () => listPricing(deps.db));
  return new Elysia({ prefix: PATH })
    .use(adminGuard(deps))
    .get('/', ({ request }) => deps.cache.respond(PATH, request))
    .get('/:id', ({ params }): PlanDetail => {
      const { id } = validateParams(PlanIdParam, params, 'No such pricing plan');
      const plan = getPlan(deps.db, id);
      if (!plan) throw notFound('No such pricing plan');
      return plan;
    })
    .post(
      '/',
      ({ body, set, request, server }): PricingPlan[] => {
        const input = validate(PlanCreate, body);
        if (!createPlan(deps.db, input)) throw conflict(`The ${input.id} plan already exists; change it with PUT`);
        deps.cache.clear();
        auditor(deps, { request, server })('plan_update', `plan ${input.id}`, 'Created');
        set.status = 201;
        return planListing(deps.db, input.id);
      },
      { admin: true },
    )
    .put(
      '/:id',
      ({ params, body, request, server }): PricingPlan[] => {
        const { id } = validateParams(PlanIdParam, params, 'No such pricing plan');
        const input = validate(PlanUpdate, body);
        if (input.id !== undefined && input.id !== id) throw invalidField('id', `The id must be the plan in the path (${id})`);
        if (!updatePlan(deps.db, id, input)) throw notFound('No such pricing plan');
        deps.cache.clear();
        auditor(deps, { request, server })('plan_update', `plan ${id}`, `Changed ${Object.keys(input).filter((k) => k !== 'id').join(', ') || 'nothing'}`);
        return planListing(deps.db, id);
      },
      { admin: true },
    );
}
