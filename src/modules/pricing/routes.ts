// /api/pricing-plans: the public listing; create and update for the admin.
import { Elysia } from 'elysia';
import { PlanCreate, PlanIdParam, PlanUpdate, type PricingPlan } from '../../contract';
import type { Deps } from '../../deps';
import { adminGuard } from '../../http/auth';
import { conflict, notFound, validate, validateParams } from '../../http/errors';
import { createPlan, listPricing, planListing, updatePlan } from './service';

const PATH = '/api/pricing-plans';

export function pricingRoutes(deps: Deps) {
  deps.cache.publish(PATH, () => listPricing(deps.db));
  return new Elysia({ prefix: PATH })
    .use(adminGuard(deps))
    .get('/', ({ request }) => deps.cache.respond(PATH, request))
    .post(
      '/',
      ({ body, set }): PricingPlan[] => {
        const input = validate(PlanCreate, body);
        if (!createPlan(deps.db, input)) throw conflict(`The ${input.id} plan already exists; change it with PUT`);
        set.status = 201;
        return planListing(deps.db, input.id);
      },
      { admin: true },
    )
    .put(
      '/:id',
      ({ params, body }): PricingPlan[] => {
        const { id } = validateParams(PlanIdParam, params, 'No such pricing plan');
        if (!updatePlan(deps.db, id, validate(PlanUpdate, body))) throw notFound('No such pricing plan');
        return planListing(deps.db, id);
      },
      { admin: true },
    );
}
