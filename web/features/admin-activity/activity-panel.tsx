// The Activity tab: the audit log newest first, a page at a time, alike entries folded; read only. It opens on the changes
// (decision 0244; outside review of session 52 #3: routine "Signed in" rows drowned the real edits), the sign-ins and
// everything one click away, and everything narrows to one action.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { AUDIT_ACTIONS, type AuditAction, type AuditGroup } from '../../../src/contract';
import { LoadFailed } from '../../components/admin/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { PageHead } from '../../components/admin/page-head';
import { useAdminT } from '../../lib/admin-i18n';
import { useLang } from '../../lib/i18n';
import { byDay } from './activity-days';
import { auditLogQuery } from '../../lib/calls/audit';
import { ActivityRow } from './activity-row';
import { foldEntries } from './fold';

export function ActivityPanel() {
  const t = useAdminT();
  const lang = useLang();
  const a = t.activity;
  const id = useId();
  const [action, setAction] = useState<AuditAction | ''>('');
  const [group, setGroup] = useState<AuditGroup | ''>('changes');
  const log = useInfiniteQuery({ ...auditLogQuery(action, group), placeholderData: keepPreviousData });
  const views: [AuditGroup | '', string][] = [
    ['changes', a.views.changes],
    ['sign_ins', a.views.signIns],
    ['', a.views.all],
  ];

  const filter = (
    // One row, as the inbox's search and filters (decision 0259): the select's name is read out, not shown above it alone.
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      {/* The views, one click each (a segmented control); one action is chosen under "Everything". */}
      <fieldset aria-label={a.views.label} className="segmented-bar" data-activity-views="">
        {views.map(([value, name]) => (
          <button
            key={value || 'all'}
            type="button"
            aria-pressed={group === value && (value !== '' || action === '')}
            onClick={() => {
              setGroup(value);
              setAction('');
            }}
            className="segment"
          >
            {name}
          </button>
        ))}
      </fieldset>
      <div className="max-sm:w-full">
        <label htmlFor={id} className="sr-only">
          {a.filter}
        </label>
        <select
          id={id}
          value={action}
          onChange={(e) => {
            setAction(e.target.value as AuditAction | '');
            setGroup('');
          }}
          className="field w-60 max-w-full max-sm:w-full"
        >
          <option value="">{a.allActions}</option>
          {AUDIT_ACTIONS.map((name) => (
            <option key={name} value={name}>
              {a.actions[name]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
  const head = (
    <PageHead title={t.tabs.activity} actions={filter} quietOnPhone>
      <p>{a.intro}</p>
    </PageHead>
  );
  // Loading, or not loaded: the page keeps its heading and filter, the spinner or the error where the days will be.
  if (log.isPending || (log.isError && !log.data))
    return (
      <section aria-label={t.tabs.activity}>
        {head}
        {log.isPending ? (
          <Spinner label={a.loading} />
        ) : (
          <LoadFailed what={a.loadFailed} error={log.error} onRetry={() => void log.refetch()} retrying={log.isFetching} />
        )}
      </section>
    );
  const entries = log.data.pages.flatMap((page) => page.items);
  return (
    <section aria-label={t.tabs.activity}>
      {head}
      {entries.length === 0 ? (
        <p className="muted py-12 text-center">{group === 'changes' ? a.noChanges : a.none}</p>
      ) : (
        // One card per day under its heading; a row says only the time.
        <div className={`grid gap-6 ${log.isPlaceholderData ? 'opacity-60' : ''}`}>
          {byDay(foldEntries(entries), t, lang).map((day) => (
            <section key={day.key} aria-labelledby={`activity-day-${day.key}`}>
              {/* The day as a heading in ink, its date in full beside "Today" (decision 0153): the days part the log. */}
              <h3 id={`activity-day-${day.key}`} className="admin-section-title mb-2">
                {day.heading}
                {day.date && <span className="font-normal text-muted"> · {day.date}</span>}
              </h3>
              <ol className="card divide-y divide-line">
                {day.folds.map((fold) => (
                  <ActivityRow key={fold[0]!.id} fold={fold} />
                ))}
              </ol>
            </section>
          ))}
        </div>
      )}
      {log.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <button type="button" className="btn-outline" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
            {log.isFetchingNextPage ? t.messages.loadingMore : a.loadMore}
          </button>
        </div>
      )}
    </section>
  );
}
