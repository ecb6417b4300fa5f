// Insights (decision 0074): POST /api/hits takes a public page's view (204 whether counted or not; limited per address
// like every other write), GET /api/admin/insights answers the figures of a range of days, and its CSV the daily ones.
import { Elysia } from 'elysia';
import { API_PATHS, HitInput, InsightsQuery, RANGE_DAYS_MAX, type InsightsReport } from '../../contract';
import type { Deps } from '../../deps';
import { adminGuard } from '../sign-in';
import { clientIp, requestHost } from '../../http/client';
import { limitKey } from '../../http/limit-key';
import { invalidField, tooManyRequests, validate } from '../../http/errors';
import { isPublicPath } from '../../../web/server';
import { deviceOf, notCounted } from './counting';
import { isDay, spanDays } from '../../contract/zoned-time';
import { dailyCsv, dailyCsvName } from './export';
import { insightsReport } from './report';
import { campaignLabel, cleanCampaign, referrerHost } from './values';

const PATHS = API_PATHS.insights;

/** A real day since 2000: "2026-02-30" reads as another day, and years before 100 as the 1900s. */
const realDay = (day: string) => isDay(day) && day >= '2000-01-01';

/** A range the report can answer: real days, `from` not after `to`, at most RANGE_DAYS_MAX days. */
function range(query: unknown): InsightsQuery {
  const { from, to } = validate(InsightsQuery, query);
  for (const [field, day] of [
    ['from', from],
    ['to', to],
  ] as const)
    if (!realDay(day)) throw invalidField(field, 'A day of the calendar, from 2000 on, written YYYY-MM-DD');
  const span = spanDays(from, to);
  if (span < 1) throw invalidField('to', 'The last day must not come before the first');
  if (span > RANGE_DAYS_MAX) throw invalidField('to', `A range is at most ${RANGE_DAYS_MAX} days`);
  return { from, to };
}

export const insightsRoutes = (deps: Deps) =>
  new Elysia()
    .use(adminGuard(deps))
    .post(PATHS.hits, ({ body, request, server, set }) => {
      const hit = validate(HitInput, body);
      const address = clientIp({ request, server }, deps.config);
      const key = limitKey(address);
      for (const limit of [deps.limits.hitsPerAddress, deps.limits.hitsPerAddressDaily]) {
        const wait = limit.retryAfter(key);
        if (wait) throw tooManyRequests(wait, 'Too many page views from your address. Please try again later.');
      }
      deps.limits.hitsPerAddress.hit(key);
      deps.limits.hitsPerAddressDaily.hit(key);
      set.status = 204;
      // Only the site's pages are counted (an invented path would be a row of its own); the answer says nothing either way.
      if (notCounted(request.headers) || !isPublicPath(hit.path)) return;
      const userAgent = request.headers.get('user-agent') ?? '';
      const campaign = cleanCampaign(hit.campaign);
      deps.views.record({
        address,
        key,
        userAgent,
        path: hit.path,
        lang: hit.lang,
        device: deviceOf(userAgent),
        referrer: referrerHost(hit.referrer, requestHost(request)),
        ...campaign,
        campaignLabel: campaignLabel(campaign),
      });
    })
    .get(
      PATHS.report,
      ({ query }): InsightsReport => {
        const { from, to } = range(query);
        deps.views.flush(); // what has arrived is counted, not a second later
        return insightsReport(deps.db, from, to);
      },
      { admin: true },
    )
    .get(
      PATHS.export,
      ({ query }) => {
        const { from, to } = range({ from: query.from, to: query.to });
        const lang = query.lang === 'zh' ? 'zh' : 'en';
        deps.views.flush();
        return new Response(dailyCsv(insightsReport(deps.db, from, to).days, lang), {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="${dailyCsvName(from, to)}"`,
            'cache-control': 'no-store',
          },
        });
      },
      { admin: true },
    );
