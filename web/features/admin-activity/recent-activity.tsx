// The Overview's "Recent activity" (review round 18): the log's latest rows, edits in a row grouped (decision 0257), one
// line each (the action's sign, what was done, on what, how long ago), changes to the site and to messages only; the
// whole log is one link away.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AuditAction, AuditEntry, Section } from '../../../src/contract';
import { DateText } from '../../components/admin/date-text';
import { LoadFailed } from '../../components/admin/load-failed';
import { useAdminT } from '../../lib/admin-i18n';
import { auditLogQuery } from '../../lib/calls/audit';
import { ago, longDate, shortDate } from '../../lib/dates';
import { fill, useLang } from '../../lib/i18n';
import type { AdminDictionary } from '../../i18n/admin-en';
import { ACTION_SIGNS } from './action-signs';
import { describeEntry } from './describe';
import { groupRecent, placeOf } from './recent-groups';

/** How many rows the Overview shows. */
const SHOWN = 5;
/** How many pages of the log it reads at most to find them. */
const MOST_PAGES = 6;

/**
 * What the Overview lists: changes to what visitors see and what was done with their messages (review round 20 #10:
 * sign-ins and uploads crowded them out). Everything else stays in the Activity tab, one link away.
 */
export const OVERVIEW_ACTIONS: ReadonlySet<AuditAction> = new Set<AuditAction>([
  'content_update',
  'list_create',
  'list_update',
  'list_delete',
  'list_reorder',
  'plan_update',
  'snippet_update',
  'brand_update',
  'piece_create',
  'piece_update',
  'piece_delete',
  'piece_state',
  'message_reply',
  'message_replied',
  'message_delete',
  'messages_delete',
  'message_spam',
]);

/** A group's line: what was done (and how often) and where. One entry as the Activity tab names it; edits in a row to a
 *  page's part as "4 edits · Home › Closing invitation" (decision 0257); other repeats as "Entry changed ×3". */
function groupLine(t: AdminDictionary, group: AuditEntry[], lang: 'en' | 'zh'): { what: string; where: string } {
  const entry = group[0]!;
  const { target } = describeEntry(t, entry, lang);
  const what = t.activity.actions[entry.action];
  if (group.length === 1) return { what, where: target };
  const count = String(group.length);
  if (entry.action !== 'content_update') return { what: fill(t.overview.repeated, { action: what, count }), where: target };
  const same = group.every((other) => other.target === entry.target);
  const [section, part] = placeOf(entry).split('.') as [Section, string];
  const parts: Record<string, string> = t.content.groups;
  const where = same || !(section in t.content.sections) || !parts[part] ? target : `${t.content.sections[section]} › ${parts[part]}`;
  return { what: fill(t.overview.edits, { count }), where };
}

export function RecentActivity() {
  const t = useAdminT();
  const lang = useLang();
  const log = useInfiniteQuery(auditLogQuery(''));
  const entries = (log.data?.pages ?? []).flatMap((page) => page.items).filter((entry) => OVERVIEW_ACTIONS.has(entry.action));
  const folds = groupRecent(entries).slice(0, SHOWN);
  // Sign-ins and uploads can fill a page of the log: read on (a few pages at most) until there are rows enough, so
  // "nothing yet" is never said of a log whose changes sit past its first page (code review of session 47).
  // A page that failed is not asked again by itself (it was, without end): Retry asks (code review of session 48).
  const readOn =
    folds.length < SHOWN &&
    log.hasNextPage &&
    !log.isFetchingNextPage &&
    !log.isFetchNextPageError &&
    (log.data?.pages.length ?? 0) < MOST_PAGES;
  useEffect(() => {
    if (readOn) void log.fetchNextPage();
  }, [readOn, log.fetchNextPage]);
  // Not read (its first page, or a later one while no row is found yet): said, with Retry, rather than a blank card.
  if (log.isError && (!log.data || (folds.length === 0 && log.isFetchNextPageError)))
    return (
      <LoadFailed
        what={t.activity.loadFailed}
        error={log.error}
        onRetry={() => void (log.data ? log.fetchNextPage() : log.refetch())}
        retrying={log.isFetching}
      />
    );
  if (!log.data) return null;
  // A week and more ago, the day alone ("November 26, 2026"), not its minute: the rows stay one line at 1280.
  const when = (at: string) => (Date.now() - Date.parse(at) >= 7 * 86_400_000 ? shortDate(at, lang) : ago(at, lang, t.overview.justNow));
  if (folds.length === 0) return readOn || log.isFetchingNextPage ? null : <p className="text-sm text-muted">{t.overview.activityNone}</p>;
  return (
    <ul className="flex flex-col" data-recent-activity="">
      {folds.map((fold) => {
        const entry = fold[0]!;
        const { what, where: target } = groupLine(t, fold, lang);
        const failed = entry.action === 'sign_in_failed';
        return (
          // One line from 640 px; on a phone (decision 0270, review round 32 #8: "Message from …" cut, the name you need)
          // what was done and when on the first line, on what under it, whole.
          <li key={entry.id} className="flex min-h-11 min-w-0 items-center gap-3 text-sm max-sm:items-start max-sm:py-1.5 md:min-h-8">
            <span
              className={`${ACTION_SIGNS[entry.action]} h-4 w-4 shrink-0 max-sm:mt-0.5 ${failed ? 'text-bad' : 'text-muted'}`}
              aria-hidden="true"
            />
            <span className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 gap-y-0.5">
              <span className="min-w-0 sm:truncate">
                <span className={`font-semibold ${failed ? 'text-bad' : 'text-ink'}`}>{what}</span>
                {target && <span className="text-muted max-sm:hidden"> · {target}</span>}
              </span>
              <span className="shrink-0 text-xs text-faint tabular-nums" title={longDate(entry.at, lang)}>
                <DateText text={when(entry.at)} at={entry.at} />
              </span>
              {target && (
                <span className="col-span-2 text-muted [overflow-wrap:anywhere] sm:hidden" data-activity-target="">
                  {target}
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
