// The Activity tab's rows by calendar day (the site's time zone), newest first as they come, each day with its heading:
// "Today", "Yesterday", or the day in full; a relative one with the day in full beside it (decision 0153), so every
// heading says its date.
import type { AdminDictionary } from '../../i18n/admin-en';
import { addDays } from '../../../src/contract/zoned-time';
import { dayKey, longDay } from '../../lib/dates';
import type { Lang } from '../../lib/i18n';
import type { Fold } from './fold';

/** `date`: the day in full beside a relative heading (Today, Yesterday); absent where the heading is the date. */
export type Day = { key: string; heading: string; date?: string; folds: Fold[] };

export function byDay(folds: Fold[], t: AdminDictionary, lang: Lang, now = new Date()): Day[] {
  const today = dayKey(now);
  const yesterday = addDays(today, -1);
  const days: Day[] = [];
  for (const fold of folds) {
    const at = fold[0]!.at;
    const key = dayKey(at);
    let day = days.at(-1);
    if (day?.key !== key) {
      const relative = key === today ? t.activity.today : key === yesterday ? t.activity.yesterday : null;
      day = relative ? { key, heading: relative, date: longDay(at, lang), folds: [] } : { key, heading: longDay(at, lang), folds: [] };
      days.push(day);
    }
    day.folds.push(fold);
  }
  return days;
}
