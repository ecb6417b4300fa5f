// Where a contact message's visit began (decision 0074): its source as stored, cleaned as page views' values are
// (../insights/values.ts) so the two can be counted against each other, and as the API shows it.
import { BILLINGS, PLAN_IDS, type MessageSource, type MessageSourceInput } from '../../contract';
import { isPublicPath } from '../../../web/server';
import { clean, cleanCampaign, referrerHost } from '../insights/values';

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
