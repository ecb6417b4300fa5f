// The Activity tab's rows by calendar day (the site's time zone), newest first as they come, each day with its heading:
// "Today", "Yesterday", or the day in full.
import type { AdminDictionary } from '../../i18n/admin-en';
import { addDays } from '../../../src/contract/zoned-time';
import { dayKey, longDay } from '../../lib/dates';
import type { Lang } from '../../lib/i18n';
import type { Fold } from './fold';

export type Day = { key: string; heading: string; folds: Fold[] };

export function byDay(folds: Fold[], t: AdminDictionary, lang: Lang, now = new Date()): Day[] {
  const today = dayKey(now);
  const yesterday = addDays(today, -1);
  const days: Day[] = [];
  for (const fold of folds) {
    const at = fold[0]!.at;
    const key = dayKey(at);
    let day = days.at(-1);
    if (day?.key !== key) {
      const heading = key === today ? t.activity.today : key === yesterday ? t.activity.yesterday : longDay(at, lang);
      day = { key, heading, folds: [] };
      days.push(day);
    }
    day.folds.push(fold);
  }
  return days;
}
