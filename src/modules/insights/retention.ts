// Page views as they came are kept ANALYTICS_KEEP_DAYS days (decision 0074); their daily figures were made as they
// arrived and stay. Run by the hourly retention sweep.
import type { Db } from '../../../db/client';
import { addDays, dayOf } from './days';

/** Deletes the raw views of days before the last `keepDays` (today counted); how many went. */
export function pruneViews(db: Db, now: number, keepDays: number): number {
  const oldestKept = addDays(dayOf(now), -(keepDays - 1));
  return db.$client.query('DELETE FROM page_views WHERE day < ?').run(oldestKept).changes;
}
