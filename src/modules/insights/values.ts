// What is kept of a referrer, a campaign or a plan (decision 0074): one place cuts and cleans them, for page views and for
// the source of a contact message alike, so the two can be counted against each other.
import { BILLINGS, INSIGHT_VALUE_MAX, PLAN_IDS, type Campaign, type MessageSource, type MessageSourceInput } from '../../contract';
import { isPublicPath } from '../../../web/server';

/** Control, format (bidi overrides, zero-width) and line/paragraph separator characters. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * Invisible characters out, the ends' spaces trimmed, at most INSIGHT_VALUE_MAX characters (code points, so no
 * character is cut in half): a value becomes a table's cell, and a bidi override could reorder what the owner reads.
 */
export const clean = (value: string | undefined): string =>
  [...(value ?? '').replace(INVISIBLE, '').trim()].slice(0, INSIGHT_VALUE_MAX).join('').trim();

/**
 * The host of a referring address, without "www."; "" for none, for an address that is not http(s), and for the site's
 * own host (moving between its pages is no referral).
 */
export function referrerHost(referrer: string | undefined, ownHost: string | null): string {
  if (!referrer) return '';
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return '';
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    return ownHost !== null && host === ownHost.toLowerCase().replace(/^www\./, '') ? '' : clean(host);
  } catch {
    return '';
  }
}

/** The host name (no port) this request named: the site's own, whose addresses are no referral. */
export const hostOf = (request: Request): string =>
  (request.headers.get('host') ?? new URL(request.url, 'http://localhost').host).replace(/:\d+$/, '');

export const cleanCampaign = (campaign: Campaign | undefined): Campaign => ({
  source: clean(campaign?.source).toLowerCase(),
  medium: clean(campaign?.medium).toLowerCase(),
  campaign: clean(campaign?.campaign),
});

/** "newsletter / email / spring": the campaign as one value; "" when it has none of the three. */
export const campaignLabel = (c: Campaign): string =>
  c.source || c.medium || c.campaign ? `${c.source} / ${c.medium} / ${c.campaign}` : '';

/** "pro annual": a plan of the pricing page and a billing period, the only plans a message is counted under. */
const KNOWN_PLAN = new RegExp(`^(${PLAN_IDS.join('|')}) (${BILLINGS.join('|')})$`);

/**
 * A contact message's source as stored: each part null when it was not sent, came empty, or names no page or plan of
 * the site (a landing page is one of the public pages, so nothing else is ever listed or linked as one).
 */
export function sourceColumns(input: MessageSourceInput | undefined, ownHost: string | null) {
  const campaign = cleanCampaign(input?.campaign);
  const orNull = (value: string) => value || null;
  const [landing, plan] = [clean(input?.landing), clean(input?.plan).toLowerCase()];
  return {
    sourceLanding: isPublicPath(landing) ? landing : null,
    sourcePlan: KNOWN_PLAN.test(plan) ? plan : null,
    sourceReferrer: orNull(referrerHost(input?.referrer, ownHost)),
    sourceUtmSource: orNull(campaign.source),
    sourceUtmMedium: orNull(campaign.medium),
    sourceUtmCampaign: orNull(campaign.campaign),
  };
}

type SourceColumns = ReturnType<typeof sourceColumns>;

/** The stored columns as the API shows them; null when nothing at all was known. */
export function messageSource(row: SourceColumns): MessageSource | null {
  const campaign =
    row.sourceUtmSource || row.sourceUtmMedium || row.sourceUtmCampaign
      ? { source: row.sourceUtmSource ?? '', medium: row.sourceUtmMedium ?? '', campaign: row.sourceUtmCampaign ?? '' }
      : null;
  if (!row.sourceLanding && !row.sourcePlan && !row.sourceReferrer && !campaign) return null;
  return { landing: row.sourceLanding, plan: row.sourcePlan, referrer: row.sourceReferrer, campaign };
}
