// /api/brand: the site's logo, read by anyone (and by every page's server render), replaced by the admin.
import { Elysia } from 'elysia';
import { API_PATHS, BrandUpdate, PUBLIC_READS, type Brand } from '../../contract';
import type { Deps } from '../../deps';
import { validate } from '../../http/errors';
import { audited } from '../audit/auditor';
import { adminGuard } from '../sign-in';
import { getBrand, saveBrand } from './service';

const BRAND = PUBLIC_READS.brand;
/** How the activity log names the logo. */
const TARGET = 'logo';

export function brandRoutes(deps: Deps) {
  deps.cache.publish(BRAND, (): Brand => getBrand(deps.db));
  return new Elysia()
    .use(adminGuard(deps))
    .get(BRAND, ({ request }) => deps.cache.respond(BRAND, request))
    .put(
      API_PATHS.brand,
      ({ body, request, server }): Brand => {
        const input = validate(BrandUpdate, body);
        const saved = audited(deps, { request, server }, (tx, audit) => {
          const before = getBrand(tx);
          const after = saveBrand(tx, input, deps.now());
          audit('brand_update', TARGET, { from: before.logoPath ?? '', to: after.logoPath ?? '' });
          return after;
        });
        deps.cache.clear([BRAND]); // every page's header shows it on the next request
        return saved;
      },
      { admin: true },
    );
}
