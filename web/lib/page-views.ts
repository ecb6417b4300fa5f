// The cookieless page-view beacon (decision 0074): each public page shown is reported once, path and language; the first
// of a visit also with the referring site and the landing address's utm_* campaign. The visit is also a contact
// message's source. Kept in this module's memory only, never in a cookie or storage: a reload or a new tab is a new visit.
import type { InferInput } from 'valibot';
import type { Lang } from '../../src/contract/constants';
import { HITS_PATH } from '../../src/contract/insight-paths';
import type { HitInput, MessageSourceInput } from '../../src/contract/insights';
import type { PublicRoute } from './routes';

export type Visit = InferInput<typeof MessageSourceInput>;

/** The visit's first public page, what is known of its arrival; undefined until one is shown. */
let visit: Visit | undefined;
/** The path last reported: shown again by a re-render (React's strict mode runs effects twice) it is not a new view. */
let shown: string | undefined;

/**
 * The visitor asked not to be tracked (Do Not Track, Global Privacy Control). A browser a program drives
 * (navigator.webdriver) is not refused here: the server tells bots and headless browsers by their User-Agent, and a
 * person may use assistive automation.
 */
export const trackingRefused = () => {
  const n = navigator as Navigator & { doNotTrack?: string | null; globalPrivacyControl?: boolean };
  return n.doNotTrack === '1' || n.globalPrivacyControl === true;
};

/** The visit so far (for a contact message's source). */
export const visitSoFar = () => visit;

/**
 * Reports a page shown in `lang`: its public route (routeAt), undefined for any other path (the admin area, the 404
 * screen), which sends nothing. Called after render, never on the server. The caller looks the route up, so this module
 * imports no route table: it then weighs only its own bytes in the scripts of the pages that load it.
 */
export function countPageView(route: PublicRoute | undefined, lang: Lang): void {
  const path = route?.path;
  if (path === shown) return;
  shown = path;
  if (!path || trackingRefused()) return;
  const hit: InferInput<typeof HitInput> = { path, lang };
  if (!visit) {
    // Cut to HitInput's limits: a longer value would have the whole view refused.
    const query = new URLSearchParams(location.search);
    const utm = (name: string) => (query.get(`utm_${name}`) ?? '').slice(0, 500);
    const campaign = { source: utm('source'), medium: utm('medium'), campaign: utm('campaign') };
    visit = { landing: path };
    if (campaign.source || campaign.medium || campaign.campaign) hit.campaign = visit.campaign = campaign;
    // Another site's address only: a move between this site's pages (a full load) is no referral.
    const from = document.referrer;
    if (from && new URL(from).host !== location.host) hit.referrer = visit.referrer = from.slice(0, 2048);
  }
  const body = new Blob([JSON.stringify(hit)], { type: 'application/json' });
  // A beacon outlives the page it leaves and carries no answer to wait for; fetch only where there is none.
  if (navigator.sendBeacon) navigator.sendBeacon(HITS_PATH, body);
  else fetch(HITS_PATH, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => {});
}

/** Forgets the visit, as a new page load would (tests). */
export function forgetVisit() {
  visit = shown = undefined;
}
