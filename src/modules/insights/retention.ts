// Page views as they came are kept ANALYTICS_KEEP_DAYS days (decision 0074); their daily figures were made as they
// arrived and stay. Run by the hourly retention sweep.
import type { Db } from '../../../db/client';
import { addDays, dayIn } from '../../contract/zoned-time';
import { siteTimeZone } from '../settings/service';

/** Rows one sweep deletes at most, a few thousand at a time: the rest goes at the next hourly sweep, and no visitor
 * waits long behind it (a day at RAW_PER_DAY_MAX takes four sweeps). */
export const PRUNE_PER_SWEEP = 50_000;
const CHUNK = 5000;

/** Deletes raw views of days before the last `keepDays` (today counted), at most PRUNE_PER_SWEEP; how many went. */
export function pruneViews(db: Db, now: number, keepDays: number): number {
  const oldestKept = addDays(dayIn(now, siteTimeZone(db).zone), -(keepDays - 1));
  const chunk = db.$client.query('DELETE FROM page_views WHERE id IN (SELECT id FROM page_views WHERE day < ? LIMIT ?)');
  let removed = 0;
  for (let gone = CHUNK; gone === CHUNK && removed < PRUNE_PER_SWEEP; removed += gone) gone = chunk.run(oldestKept, CHUNK).changes;
  return removed;
}
