// The Insights tab's figures for a range of days and the same span before it (decision 0074): page views and visitors
// from the daily rollups (a few hundred rows a day at most, read by their key), inquiries from the inbox's messages and
// the source each was sent with.
import { and, gte, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { contactMessages as messages } from '../../../db/schema';
import type { InsightDay, InsightRow, InsightTotals, InsightsReport } from '../../contract';
import { addDays, dayIn, dayStartIn, daysFrom, spanDays } from '../../contract/zoned-time';
import { siteTimeZone } from '../settings/service';
import type { Dimension } from './recorder';
import { campaignLabel } from './values';

/** Rows a breakdown answers at most, the most visited first. */
export const ROWS_MAX = 100;

type Inquiry = { day: string; lang: string | null; landing: string | null; plan: string | null; referrer: string | null; campaign: string };

export function insightsReport(db: Db, from: string, to: string): InsightsReport {
  const span = spanDays(from, to);
  const previous = { from: addDays(from, -span), to: addDays(from, -1) };
  const zone = siteTimeZone(db).zone;
  const inquiries = inquiriesBetween(db, from, to, zone);
  const daily = dailyTotals(db, from, to);
  const perDay = countBy(inquiries, (q) => q.day);
  const days: InsightDay[] = daysFrom(from, to).map((day) => ({
    day,
    views: daily.get(day)?.views ?? 0,
    visitors: daily.get(day)?.visitors ?? 0,
    inquiries: perDay.get(day) ?? 0,
  }));
  const sourced = inquiries.filter((q) => q.landing !== null || q.referrer !== null || q.plan !== null || q.campaign !== '');
  return {
    from,
    to,
    timeZone: zone,
    totals: totalsOf(days),
    previous: { ...previous, totals: totalsOf(previousDays(db, previous.from, previous.to)) },
    days,
    pages: breakdown(
      db,
      'page',
      from,
      to,
      countBy(sourced, (q) => (q.landing ? `${q.lang ?? 'en'} ${q.landing}` : null)),
    ),
    referrers: breakdown(
      db,
      'referrer',
      from,
      to,
      countBy(sourced, (q) => q.referrer ?? ''),
    ),
    campaigns: breakdown(
      db,
      'campaign',
      from,
      to,
      countBy(sourced, (q) => q.campaign || null),
    ),
    devices: breakdown(db, 'device', from, to),
    languages: breakdown(db, 'lang', from, to),
    plans: [...countBy(sourced, (q) => q.plan)]
      .map(([value, n]) => ({ value, inquiries: n }))
      .sort((a, b) => b.inquiries - a.inquiries)
      .slice(0, ROWS_MAX),
  };
}

function totalsOf(days: InsightDay[]): InsightTotals {
  const sum = (pick: (d: InsightDay) => number) => days.reduce((total, d) => total + pick(d), 0);
  const [views, visitors, inquiries] = [sum((d) => d.views), sum((d) => d.visitors), sum((d) => d.inquiries)];
  return { views, visitors, inquiries, conversion: visitors === 0 ? 0 : inquiries / visitors };
}

function dailyTotals(db: Db, from: string, to: string): Map<string, { views: number; visitors: number }> {
  const rows = db.$client
    .query<{ day: string; views: number; visitors: number }, [string, string]>(
      "SELECT day, views, visitors FROM insight_rollups WHERE dimension = 'total' AND day BETWEEN ? AND ?",
    )
    .all(from, to);
  return new Map(rows.map((row) => [row.day, row]));
}

const previousDays = (db: Db, from: string, to: string): InsightDay[] => {
  const daily = dailyTotals(db, from, to);
  const perDay = countBy(inquiriesBetween(db, from, to, siteTimeZone(db).zone), (q) => q.day);
  return daysFrom(from, to).map((day) => ({ day, ...(daily.get(day) ?? { views: 0, visitors: 0 }), inquiries: perDay.get(day) ?? 0 }));
};

/** A dimension's values over the range, most visitors first; with `inquiries`, each row counts the messages that began there. */
function breakdown(db: Db, dimension: Dimension, from: string, to: string, inquiries?: Map<string, number>): InsightRow[] {
  const rows = db.$client
    .query<InsightRow, [Dimension, string, string, number]>(
      `SELECT value, SUM(views) AS views, SUM(visitors) AS visitors FROM insight_rollups
       WHERE dimension = ? AND day BETWEEN ? AND ? GROUP BY value ORDER BY visitors DESC, views DESC, value LIMIT ?`,
    )
    .all(dimension, from, to, ROWS_MAX);
  if (!inquiries) return rows;
  const listed = rows.map((row) => ({ ...row, inquiries: inquiries.get(row.value) ?? 0 }));
  // A message can begin where no view was counted in the range (a visitor with Do Not Track): it still has its line.
  const unseen = [...inquiries].filter(([value]) => !rows.some((row) => row.value === value));
  return [...listed, ...unseen.map(([value, n]) => ({ value, views: 0, visitors: 0, inquiries: n }))].slice(0, ROWS_MAX);
}

function inquiriesBetween(db: Db, from: string, to: string, zone: string): Inquiry[] {
  const rows = db
    .select({
      createdAt: messages.createdAt,
      lang: messages.lang,
      landing: messages.sourceLanding,
      plan: messages.sourcePlan,
      referrer: messages.sourceReferrer,
      source: messages.sourceUtmSource,
      medium: messages.sourceUtmMedium,
      campaign: messages.sourceUtmCampaign,
    })
    .from(messages)
    .where(
      and(
        gte(messages.createdAt, dayStartIn(from, zone)),
        lt(messages.createdAt, dayStartIn(addDays(to, 1), zone)),
        // Spam is no inquiry (decision 0108); a message the owner moves out of it counts again.
        isNull(messages.spam),
      ),
    )
    .all();
  return rows.map((row) => ({
    day: dayIn(row.createdAt, zone),
    lang: row.lang,
    landing: row.landing,
    plan: row.plan,
    referrer: row.referrer,
    campaign: campaignLabel({ source: row.source ?? '', medium: row.medium ?? '', campaign: row.campaign ?? '' }),
  }));
}

function countBy<T>(items: T[], key: (item: T) => string | null): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    if (k !== null) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}
