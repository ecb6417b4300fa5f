// What is kept of a referrer, a campaign or a plan (decision 0074): one place cuts and cleans them, for page views and for
// the source of a contact message alike, so the two can be counted against each other.
import { INSIGHT_VALUE_MAX, type Campaign, type MessageSource, type MessageSourceInput } from '../../contract';

/** Control characters and the ends' spaces out, at most INSIGHT_VALUE_MAX characters: a value becomes a table's cell. */
export const clean = (value: string | undefined): string =>
  [...(value ?? '')]
    .filter((char) => char >= ' ' && char !== '\u007f')
    .join('')
    .trim()
    .slice(0, INSIGHT_VALUE_MAX);

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

/** A contact message's source as stored: each part null when it was not sent or came empty. */
export function sourceColumns(input: MessageSourceInput | undefined, ownHost: string | null) {
  const campaign = cleanCampaign(input?.campaign);
  const orNull = (value: string) => value || null;
  const landing = clean(input?.landing);
  return {
    sourceLanding: landing.startsWith('/') ? landing : null,
    sourcePlan: orNull(clean(input?.plan)),
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
