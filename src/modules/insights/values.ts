// What is kept of a referrer or a campaign (decision 0074): one place cuts and cleans them, for page views and for the
// source of a contact message alike (../messages/source.ts), so the two can be counted against each other.
import { INSIGHT_VALUE_MAX, type Campaign } from '../../contract';

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

export const cleanCampaign = (campaign: Campaign | undefined): Campaign => ({
  source: clean(campaign?.source).toLowerCase(),
  medium: clean(campaign?.medium).toLowerCase(),
  campaign: clean(campaign?.campaign),
});

/** "newsletter / email / spring": the campaign as one value; "" when it has none of the three. */
export const campaignLabel = (c: Campaign): string =>
  c.source || c.medium || c.campaign ? `${c.source} / ${c.medium} / ${c.campaign}` : '';
