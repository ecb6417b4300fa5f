// The owner's overview (decision 0270, after 0170 and 0162): its own tab, /admin/dashboard/overview, first in the tab bar:
// what to answer today (to-answer.tsx), what needs attention (each alert explained, what waits to publish) or, all well,
// the site's health (site-health.tsx), the week in figures with a small chart leading to Insights (week-panel.tsx), what
// was done, and the setup checklist with its actions. Decision 0281: on a phone what needs attention comes first.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Piece } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { piecesQuery } from '../../lib/calls/pieces';
import { dateLocale, shortDate } from '../../lib/dates';
import { fill, useLang } from '../../lib/i18n';
import { Link } from '../../lib/router';
import { type SiteAlert, useSiteAlerts } from '../../lib/site-alerts';
import { MoreLink, Panel, ROW } from './panel';
import { HealthRows } from './site-health';
import { ToAnswer } from './to-answer';
import { WeekPanel } from './week-panel';

export { waitedFor } from './to-answer';
export { changeWords, weekChange } from './week-panel';

/** The versions waiting to go up, soonest first. */
export function scheduledVersions(pieces: Piece[]) {
  return pieces
    .flatMap((piece) => [piece.en, piece.zh].filter((version) => version.state === 'scheduled' && version.publishAt))
    .sort((a, b) => Date.parse(a.publishAt!) - Date.parse(b.publishAt!));
}

/** The cards from 768 px (decision 0270): what to answer down the wider column, the site's health and the week stacked
 *  beside it, what was done across both under them. On a phone one column, "Needs attention" first (decision 0281). */
const COLUMNS = 'md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]';

/**
 * The Overview tab (decision 0270 after 0170, review round 32 #3: "nothing says what should I do today"): first what to
 * answer beside what needs attention (or, all well, the site's health), then the week in figures with its small chart
 * beside what was done, two rows from 768 px (a column on a phone), then `below` (the setup checklist, composed by the
 * dashboard) as one band across both. `activity` is the activity log's latest rows (another feature's, composed by the
 * dashboard). No shortcut cards: the tabs are the shortcuts.
 */
export function OverviewPanel({
  below,
  activity,
  explained,
}: {
  /** Each alert explained whole (another feature's, composed by the dashboard: decision 0257), its one place (0270: no
   *  strip on the Overview). Without it, each alert is a line linking to where it is fixed. */
  explained?: Partial<Record<SiteAlert['id'], ReactNode>>;
  below?: ReactNode;
  activity?: ReactNode;
}) {
  const t = useAdminT();
  const words = t.overview;
  const lang = useLang();
  const count = new Intl.NumberFormat(dateLocale(lang));
  const journal = useQuery(piecesQuery('journal')).data;
  const waiting = journal ? scheduledVersions(journal) : null;
  const next = waiting?.[0];
  // The same alerts as the strips, from the same rules (site-alerts.ts): never "Nothing needs you now" beside one.
  const alerts = useSiteAlerts();
  const alertWords = {
    mail: { title: t.mail.title, next: t.mail.fix },
    storage: { title: t.storage.title, next: words.roomNext },
  };
  return (
    <section aria-labelledby="overview-title" className="flex flex-col gap-3 sm:gap-4" data-overview>
      {/* On a phone the app bar already names the tab: the heading is heard only (review round 21: said twice). */}
      <h2 id="overview-title" className="admin-page-title mb-1 max-sm:sr-only sm:mb-2">
        {words.title}
      </h2>
      <div className={`grid gap-3 sm:gap-4 ${COLUMNS}`} data-overview-panels>
        <ToAnswer />
        {/* What needs attention before "To answer" on a phone (decision 0281); all well, the health after it. From 768 px
            the right column's top (after "To answer" in the source, which takes the left column's two rows). */}
        <Panel
          title={alerts.length > 0 ? words.attentionTitle : words.healthTitle}
          id="attention"
          place={`md:col-start-2 md:row-start-1 ${alerts.length > 0 ? 'max-md:order-first' : ''}`}
        >
          <ul className="flex flex-col">
            {alerts.map((alert) =>
              explained?.[alert.id] ? (
                <li
                  key={alert.id}
                  className="min-w-0 border-t border-line py-3 first:border-t-0 first:pt-1"
                  data-overview-explained={alert.id}
                >
                  {explained[alert.id]}
                </li>
              ) : (
                <li key={alert.id} className="min-w-0">
                  <Link href={alert.href} className={ROW} data-lines={3} data-overview-alert={alert.id}>
                    <span
                      className={`h-2 w-2 shrink-0 rounded-full ${alert.tone === 'danger' ? 'bg-bad' : 'bg-warn'}`}
                      aria-hidden="true"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold text-ink">{alertWords[alert.id].title}</span>
                      <span className="block text-xs text-muted">{alertWords[alert.id].next} →</span>
                    </span>
                  </Link>
                </li>
              ),
            )}
            {next && (
              <li className="min-w-0">
                <Link href="/dashboard/writing/journal" className={ROW} data-lines={3}>
                  <span className="i-lucide-calendar-clock h-4 w-4 shrink-0 text-muted" aria-hidden="true" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-ink">
                      {fill(words.scheduledCount, { count: count.format(waiting!.length) })}
                    </span>
                    <span className="block truncate text-xs text-muted">
                      {fill(words.next, { title: next.title, when: shortDate(next.publishAt!, lang) })}
                    </span>
                  </span>
                </Link>
              </li>
            )}
            {alerts.length === 0 && <HealthRows alone={!next} />}
          </ul>
        </Panel>
        <WeekPanel />
        {activity && (
          <Panel
            title={words.activityTitle}
            more={<MoreLink href="/dashboard/activity">{words.allActivity}</MoreLink>}
            id="activity"
            place="md:col-span-2"
          >
            {activity}
          </Panel>
        )}
      </div>
      {/* One band across both columns (review round 18), the setup checklist's one place (decision 0244: the header's dot
          leads here). */}
      {below}
    </section>
  );
}
