// createApp(deps): the whole HTTP surface in one list — cross-cutting guards first, every API module, then the
// web app for all other paths.
import { Elysia } from 'elysia';
import type { Deps } from './deps';
import { jsonBody } from './http/body';
import { errorHandler } from './http/errors';
import { peerSeen } from './http/client';
import { requestLog } from './http/request-log';
import { sameOriginWrites } from './http/same-origin';
import { lingerFor } from './http/unread-body';
import { securityHeaders } from './http/security-headers';
import { refuseOtherHosts } from './http/site-hosts';
import { crawlers } from './http/crawlers';
import { shareImages } from './http/share-images';
import { fastLane } from './http/fast-lane';
import { pages } from './http/pages';
import { auditRoutes } from './modules/audit/routes';
import { adminGuard, signInRoutes } from './modules/sign-in';
import { brandRoutes } from './modules/brand/routes';
import { backupsRoutes } from './modules/backups/routes';
import { contentRoutes } from './modules/content/routes';
import { healthRoutes } from './modules/health/routes';
import { listsRoutes } from './modules/lists/routes';
import { mediaRoutes } from './modules/media/routes';
import { messagesRoutes } from './modules/messages/routes';
import { repliesRoutes } from './modules/replies/routes';
import { channelsRoutes } from './modules/channels/routes';
import { contactChallengeRoutes } from './modules/contact-challenge/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { pageSnippetsRoutes } from './modules/page-snippets/routes';
import { publishingRoutes } from './modules/publishing/routes';
import { shareCardRoutes } from './modules/publishing/share-cards';
import { redirectsRoutes } from './modules/redirects/routes';
import { tagsRoutes } from './modules/tags/routes';
import { pricingRoutes } from './modules/pricing/routes';
import { imageUses } from './modules/media/library';
import { revisionsRoutes } from './modules/revisions/routes';
import { settingsRoutes } from './modules/settings/routes';
import { setupRoutes } from './modules/setup/routes';
import { storageRoutes } from './modules/storage/routes';
import { cachePurgeRoutes } from './modules/cache-purges/routes';
import { insightsRoutes } from './modules/insights/routes';

export function createApp(deps: Deps) {
  const linger = lingerFor(deps.config);
  // Elysia finds the path by position, skipping 11 characters for the shortest "normal" host ("http://a.bc"): with a
  // shorter Host header ("a") `GET /xx/services` was routed as `/services`. Bun serves plain HTTP here, so the path
  // always starts after "http://" and the host.
  const app = new Elysia({ handler: { standardHostname: false } });
  const listening = () => app.server; // for the log's client address (src/http/client.ts Listening)
  // Handed to the modules below sign-in (settings, audit, revisions), which may not import it.
  const guard = adminGuard(deps);
  return app
    .use(peerSeen(deps.config, listening)) // with TRUSTED_PROXIES: who connected, for every later hook (nothing otherwise)
    .use(fastLane(deps, listening)) // cached public reads and rendered pages, answered before every other hook (it logs its own)
    .use(requestLog(deps.logRequest, deps.config, listening))
    .use(securityHeaders(deps.config))
    .use(errorHandler(deps.log, linger))
    .use(refuseOtherHosts(deps.hosts))
    .use(sameOriginWrites(deps.config))
    .use(jsonBody({ maxBytes: deps.config.bodyLimitBytes, timeoutSeconds: deps.config.bodyTimeoutSeconds }, linger, deps.bodyRules))
    .use(healthRoutes(deps))
    .use(contentRoutes(deps))
    .use(listsRoutes(deps)) // every content list, one descriptor each (src/contract/lists)
    .use(pricingRoutes(deps))
    .use(pageSnippetsRoutes(deps))
    .use(publishingRoutes(deps, () => deps.publishing.changed())) // the journal and the Work pages (decision 0091)
    .use(shareCardRoutes(deps)) // their drawn share cards (decision 0097)
    .use(tagsRoutes(deps)) // the journal's tags named in each language (decision 0100)
    .use(redirectsRoutes(deps)) // old addresses sent on, and the addresses that answered 404 (decision 0096)
    .use(new Elysia().use(contactChallengeRoutes(deps)).use(messagesRoutes(deps)).use(repliesRoutes(deps))) // the form's check; the inbox
    .use(insightsRoutes(deps)) // page views without a cookie, and the figures made of them (decision 0074)
    .use(settingsRoutes(deps, guard))
    .use(brandRoutes(deps))
    .use(new Elysia().use(notificationRoutes(deps)).use(channelsRoutes(deps))) // email, and the other channels (decision 0107)
    .use(setupRoutes(deps))
    .use(storageRoutes(deps))
    .use(cachePurgeRoutes(deps))
    .use(backupsRoutes(deps))
    .use(auditRoutes(deps, guard, imageUses))
    .use(revisionsRoutes(deps, guard))
    .use(signInRoutes(deps))
    .use(mediaRoutes(deps))
    .use(crawlers(deps))
    .use(shareImages()) // the built-in share images at their stable paths
    .use(pages(deps));
}

export type App = ReturnType<typeof createApp>;
