// Insights (decision 0074): the page view a public page reports without a cookie, where a contact message came from, and
// what the admin's Insights tab reads. Days are the server's calendar days (its TZ), written YYYY-MM-DD.
import * as v from 'valibot';
import { LANGS } from './constants';

/** A campaign's utm_* value, a referrer's host, a path: longer is not what a person typed, and is cut to this. */
export const INSIGHT_VALUE_MAX = 100;
/** The ranges the Insights tab offers, in days; any other span up to RANGE_DAYS_MAX is a custom range. */
export const INSIGHT_RANGES = [7, 30, 90] as const;
export const RANGE_DAYS_MAX = 366;
/** The devices a page view is counted under, told from its User-Agent. */
export const INSIGHT_DEVICES = ['phone', 'tablet', 'computer'] as const;
export type InsightDevice = (typeof INSIGHT_DEVICES)[number];

/** Accepted up to `max` characters (an address with its query can be long) and cut to INSIGHT_VALUE_MAX when kept. */
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)), '');

/** The campaign a visitor arrived with: the landing address's utm_source, utm_medium and utm_campaign. */
export const Campaign = v.object({
  source: optionalText(500),
  medium: optionalText(500),
  campaign: optionalText(500),
});
export type Campaign = v.InferOutput<typeof Campaign>;

/**
 * POST /api/hits (navigator.sendBeacon from a public page, once per page shown): the page's path and language; on the
 * first page of a visit also the referring address and the campaign. Answered 204 whether counted or not (a bot, DNT or
 * Sec-GPC: not counted); nothing is set in the browser.
 */
export const HitInput = v.object({
  path: v.pipe(v.string(), v.startsWith('/', 'path must start with /'), v.maxLength(500)),
  lang: v.picklist(LANGS, 'lang must be "en" or "zh"'),
  referrer: optionalText(2048),
  campaign: v.optional(Campaign),
});
export type HitInput = v.InferOutput<typeof HitInput>;

/**
 * Where a contact message came from, sent with it (kept only in the page's memory until then, never stored in the
 * browser): the first page of the visit, the plan whose button led to the form, the referring site and the campaign.
 */
export const MessageSourceInput = v.strictObject({
  landing: optionalText(500),
  plan: optionalText(500),
  referrer: optionalText(2048),
  campaign: v.optional(Campaign),
});
export type MessageSourceInput = v.InferOutput<typeof MessageSourceInput>;

/** A message's source as stored and shown: each part null when unknown; `referrer` is a host ("google.com"). */
export type MessageSource = {
  landing: string | null;
  plan: string | null;
  referrer: string | null;
  campaign: { source: string; medium: string; campaign: string } | null;
};

const Day = v.pipe(v.string(), v.isoDate('Days are written YYYY-MM-DD'));
/** GET /api/admin/insights?from&to and its CSV: both days included, `from` not after `to`, at most RANGE_DAYS_MAX days. */
export const InsightsQuery = v.object({ from: Day, to: Day });
export type InsightsQuery = v.InferOutput<typeof InsightsQuery>;

export type InsightTotals = {
  views: number;
  /** The sum of each day's visitors: a visitor is known only within one day (the salt changes every day). */
  visitors: number;
  inquiries: number;
  /** inquiries / visitors, 0 when there were no visitors. */
  conversion: number;
};
export type InsightDay = { day: string; views: number; visitors: number; inquiries: number };
/** One line of a breakdown; `inquiries` counts the messages whose visit began there (pages, referrers, campaigns). */
export type InsightRow = { value: string; views: number; visitors: number; inquiries?: number };

export type InsightsReport = {
  from: string;
  to: string;
  /** The site's time zone (decision 0089), whose days these are. */
  timeZone: string;
  totals: InsightTotals;
  /** The same number of days just before `from`. */
  previous: { from: string; to: string; totals: InsightTotals };
  /** Every day of the range, oldest first, zeros included. */
  days: InsightDay[];
  /** value "en /pricing": the language and the path. Views and visitors counted on every page shown; inquiries by landing page. */
  pages: InsightRow[];
  /** value: the referring host; "" for none (typed, bookmarked, or a site that sends no referrer). */
  referrers: InsightRow[];
  /** value "source / medium / campaign" as they came. */
  campaigns: InsightRow[];
  devices: InsightRow[];
  languages: InsightRow[];
  /** Messages of the range by the plan they asked about ("pro monthly"), with their count in `inquiries`. */
  plans: { value: string; inquiries: number }[];
};
