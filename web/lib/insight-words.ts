// How a plan and a campaign that Insights recorded read in the admin, the same in the Insights tab and in a message's
// "Where it came from" (two features, so the words live here).
import { BILLING_WORDS, BILLINGS, PLAN_IDS, type Billing, type Lang, type PlanId } from '../../src/contract/constants';
import type { AdminDictionary } from '../i18n/admin-en';

/**
 * "pro annual" as the pricing page names it: "Pro Annual", "專業 年訂閱". A value in another shape (a plan added later, an
 * old page) is shown as it came.
 */
export function planLabel(value: string, t: AdminDictionary, lang: Lang): string {
  const [plan, billing, ...rest] = value.trim().split(/\s+/);
  const known = PLAN_IDS.includes(plan as PlanId) && (billing === undefined || BILLINGS.includes(billing as Billing));
  if (!known || rest.length > 0) return value;
  const name = t.content.plans[plan as PlanId];
  return billing ? `${name} ${BILLING_WORDS[lang][billing as Billing]}` : name;
}

/** A campaign as its name first ("spring-sale"), then where it ran ("newsletter · email"); either may be empty. */
export function campaignParts(campaign: { source: string; medium: string; campaign: string }): { name: string; via: string } {
  return { name: campaign.campaign, via: [campaign.source, campaign.medium].filter(Boolean).join(' · ') };
}

/** The report's "source / medium / campaign" value back in its parts (a part may hold " / " itself: then all is the name). */
export function campaignOfValue(value: string): { source: string; medium: string; campaign: string } {
  const parts = value.split(' / ');
  return parts.length === 3 ? { source: parts[0]!, medium: parts[1]!, campaign: parts[2]! } : { source: '', medium: '', campaign: value };
}
