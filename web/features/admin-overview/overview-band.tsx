// The owner's overview (decision 0270, after 0170 and 0162): its own tab, /admin/dashboard/overview, first in the tab bar:
// what to answer today (the messages waiting for a reply by sender, subject and how long they waited, each opening its
// dialog), what needs attention (each alert explained, what waits to publish) or, all well, the site's health, the week
// in figures with a small chart leading to Insights, what was done, and the setup checklist with its actions. A figure
// that cannot be read is left out, never shown as a zero.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ContactMessage, Piece } from '../../../src/contract';
import { addDays } from '../../../src/contract/zoned-time';
import { CHANGE_LOOK } from '../../components/admin/change-look';
import { useAdminT } from '../../lib/admin-i18n';
import { insightsQuery } from '../../lib/calls/insights';
import { inboxQuery } from '../../lib/calls/messages';
import { piecesQuery } from '../../lib/calls/pieces';
import { backupsQuery } from '../../lib/calls/backups';
import { setupQuery } from '../../lib/calls/setup';
import { dateLocale, dayKey, longDate, shortDate } from '../../lib/dates';
import { fill, useLang, useT } from '../../lib/i18n';
import { Link } from '../../lib/router';
import { type SiteAlert, useSiteAlerts } from '../../lib/site-alerts';

/** The week: the last seven days of the site's calendar, today included. */
const WEEK = 7;

/** The versions waiting to go up, soonest first. */
export function scheduledVersions(pieces: Piece[]) {
  return pieces
    .flatMap((piece) => [piece.en, piece.zh].filter((version) => version.state === 'scheduled' && version.publishAt))
    .sort((a, b) => Date.parse(a.publishAt!) - Date.parse(b.publishAt!));
}

/** A week's change on the week before, in whole per cent; null when the week before had none to compare with. */
export function weekChange(now: number, before: number): number | null {
  return before > 0 ? Math.round(((now - before) / before) * 100) : null;
}

/** The first line of a message with text on it: what it is about, under its sender's name. */
const firstLine = (text: string) =>
  text
    .split('\n')
    .find((line) => line.trim())
    ?.trim() ?? '';

/** How many messages waiting for a reply the Overview lists by name; the rest are counted, one click from the inbox. */
const SHOWN = 5;

/** A panel of the home: a small surface with its heading (and how many, quiet, after it) and, at its right, where to
 *  read more. */
function Panel({
  title,
  count,
  more,
  children,
  id,
  place = '',
}: {
  title: string;
  count?: string;
  more?: ReactNode;
  children: ReactNode;
  id?: string;
  /** Its place in the cards' grid. */
  place?: string;
}) {
  return (
    <section className={`flex min-w-0 flex-col gap-2 rounded-xl border border-line bg-surface p-4 ${place}`} data-overview-card={id}>
      <div className="flex min-h-6 items-center justify-between gap-2">
        <h3 className="admin-section-title">
          {title}
          {/* Whole, never broken in its middle: on a phone its own smaller line under the title. */}
          {count && (
            <span className="ml-2 inline-block font-medium whitespace-nowrap text-muted tabular-nums max-sm:ml-0 max-sm:block max-sm:text-sm">
              {count}
            </span>
          )}
        </h3>
        {more}
      </div>
      {children}
    </section>
  );
}

/** A card's "more" link at its right: quiet, 44 px tall on a phone. */
function MoreLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="keyboard-ring inline-flex shrink-0 items-center rounded text-xs font-medium text-muted hover:text-ink max-md:-my-2.5 max-md:-mr-2 max-md:min-h-11 max-md:px-2"
    >
      {children} →
    </Link>
  );
}

/** The cards from 768 px (decision 0270): what to answer down the wider column, the site's health and the week stacked
 *  beside it, what was done across both under them. */
const COLUMNS = 'md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]';

/** A row of a panel: one line that leads somewhere, 44 px tall on a phone. */
const ROW = 'keyboard-ring -mx-2 flex min-h-11 min-w-0 items-center gap-3 rounded-md px-2 text-sm hover:bg-surface-alt md:min-h-8';

/** How long a message has waited, as a person says it: "5 minutes", "3 hours", "2 days" (「2 天」). */
export function waitedFor(when: string, lang: 'en' | 'zh', now = Date.now()): string {
  const minutes = Math.max(1, Math.floor((now - Date.parse(when)) / 60_000));
  const [value, unit] =
    minutes < 60 ? [minutes, 'minute'] : minutes < 1440 ? [Math.floor(minutes / 60), 'hour'] : [Math.floor(minutes / 1440), 'day'];
  return new Intl.NumberFormat(dateLocale(lang), { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** A message waiting longer than this is overdue: an amber "Waiting 3 days" tag (review round 33 #3), not a bold age. */
const LONG_WAIT_MS = 2 * 24 * 3_600_000;

/** What to do today (decision 0270, review round 32 #3): the messages not yet replied or closed, each with its sender,
 *  what it is about and how long it has waited, opening its dialog; unread ones marked. Empty: all answered. */
function ToAnswer() {
  const t = useAdminT();
  const words = t.overview;
  const site = useT();
  const lang = useLang();
  // The whole inbox's first page (the newest 200), the Messages tab's own, read once for both; its count header is the
  // folder's, so the waiting ones are counted here.
  const inbox = useInfiniteQuery(inboxQuery({ q: '', show: 'all' }));
  const page = inbox.data?.pages[0];
  const waiting = page?.items.filter((message) => message.state === 'new' && !message.spam) ?? [];
  const messages: ContactMessage[] = waiting.slice(0, SHOWN);
  const total = waiting.length;
  const count = new Intl.NumberFormat(dateLocale(lang));
  const left = total - messages.length;
  // The header's badge counts the unread (new) ones: said beside how many wait for a reply (review round 33 #3).
  const unread = waiting.filter((message) => !message.isRead).length;
  return (
    <Panel
      title={words.answerTitle}
      count={
        total > 0
          ? unread > 0
            ? fill(words.newAndWaiting, { unread: count.format(unread), total: count.format(total) })
            : fill(words.toAnswerCount, { total: count.format(total) })
          : undefined
      }
      more={<MoreLink href="/dashboard/messages">{words.inbox}</MoreLink>}
      id="answer"
      // Top-aligned in its two rows (review round 33 #2: stretched to the right column, it left an empty hole).
      place="md:row-span-2 md:self-start"
    >
      {page && total === 0 && (
        <p className="flex items-center gap-2 text-sm text-muted" data-answered-all="">
          <span className="i-lucide-circle-check h-4 w-4 shrink-0 text-good" aria-hidden="true" />
          {words.answeredAll}
        </p>
      )}
      {messages.length > 0 && (
        <ul className="flex flex-col" data-to-answer="">
          {messages.map((message) => {
            const long = Date.now() - Date.parse(message.createdAt) > LONG_WAIT_MS;
            return (
              <li key={message.id} className="min-w-0">
                {/* Two lines (review round 20 #10): the name whole and how long it waited; then the service asked about
                    and the message's first words. */}
                <Link
                  href={`/dashboard/messages/${message.id}`}
                  className="keyboard-ring -mx-2 flex min-h-11 min-w-0 items-start gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-surface-alt"
                  data-lines={2}
                  data-message-row=""
                >
                  <span
                    className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${message.isRead ? 'border border-line-strong' : 'bg-accent'}`}
                    aria-hidden="true"
                  />
                  <span className="grid min-w-0 flex-1">
                    <span className="flex min-w-0 items-baseline gap-3">
                      <span className={`min-w-0 flex-1 truncate text-ink ${message.isRead ? 'font-medium' : 'font-semibold'}`}>
                        {message.name}
                      </span>
                      {long ? (
                        <span
                          className="status-badge gap-1 self-center border-warn/30 bg-warn-soft text-warn tabular-nums"
                          title={longDate(message.createdAt, lang)}
                          data-waited="overdue"
                        >
                          <span className="i-lucide-clock h-3 w-3" aria-hidden="true" />
                          {fill(words.waiting, { age: waitedFor(message.createdAt, lang) })}
                        </span>
                      ) : (
                        <span className="shrink-0 text-xs text-faint tabular-nums" title={longDate(message.createdAt, lang)} data-waited="">
                          <span className="sr-only">{fill(words.waiting, { age: waitedFor(message.createdAt, lang) })}</span>
                          <span aria-hidden="true">{waitedFor(message.createdAt, lang)}</span>
                        </span>
                      )}
                    </span>
                    <span className="truncate text-muted" data-message-snippet="">
                      {[message.service ? site.contact.form.services[message.service] : '', firstLine(message.message)]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
          {left > 0 && <li className="pt-1 text-xs text-muted">{fill(words.moreNew, { count: count.format(left) })}</li>}
        </ul>
      )}
    </Panel>
  );
}

/** One figure of the week: its label, the figure large, and what it means against the week before. */
function Figure({ label, figure, note }: { label: string; figure: ReactNode; note: ReactNode }) {
  return (
    <Link href="/dashboard/insights" className="keyboard-ring group -m-1 flex min-w-0 flex-1 flex-col rounded-md p-1 hover:bg-surface-alt">
      <span className="text-xs text-muted group-hover:text-ink">{label}</span>
      <span className="text-2xl leading-8 font-semibold text-ink tabular-nums">{figure}</span>
      <span className="text-xs text-muted [overflow-wrap:anywhere]">{note}</span>
    </Link>
  );
}

/** The week's visitors day by day (decision 0203, made small by 0270 after review round 32 #3): seven short bars on a
 *  drawn baseline, today's in the accent in both themes (near-white in the dark was the page's brightest object), the
 *  tallest day full height; each day's short name under the baseline and its figure in its tooltip, both the site's
 *  calendar days; a screen reader reads the same as a table, each day with its date. */
function WeekChart({ days, label }: { days: { day: string; visitors: number }[]; label: string }) {
  const lang = useLang();
  const most = Math.max(1, ...days.map((d) => d.visitors));
  // A day key is a calendar date of the site's zone: read at midnight UTC, its weekday is that date's.
  const weekday = new Intl.DateTimeFormat(dateLocale(lang), { weekday: 'short', timeZone: 'UTC' });
  const date = new Intl.DateTimeFormat(dateLocale(lang), { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const count = new Intl.NumberFormat(dateLocale(lang));
  const rows = days.map((d) => {
    const at = new Date(`${d.day}T00:00:00Z`);
    return { ...d, name: weekday.format(at), date: date.format(at), figure: count.format(d.visitors) };
  });
  const today = rows.length - 1;
  return (
    <figure className="mt-2" aria-label={label} data-week-chart="">
      <table className="sr-only">
        <caption>{label}</caption>
        <tbody>
          {rows.map((d) => (
            <tr key={d.day}>
              <th scope="row">{`${d.name} ${d.date}`}</th>
              <td>{d.figure}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div aria-hidden="true">
        {/* The bars stand on one baseline; a day with none is the baseline alone. */}
        <div className="flex h-12 items-end justify-between gap-1.5 border-b border-line-strong" data-week-bars="">
          {rows.map((d, i) => (
            <span
              key={d.day}
              className={`block min-h-[3px] max-w-8 min-w-0 flex-1 rounded-t-sm ${d.visitors === 0 ? 'invisible' : ''} ${
                i === today ? 'bg-accent' : 'bg-line-strong'
              }`}
              style={{ height: `${(100 * d.visitors) / most}%` }}
              title={`${d.name} ${d.date}: ${d.figure}`}
              data-today={i === today ? '' : undefined}
            />
          ))}
        </div>
        <div className="flex justify-between gap-1.5 pt-1">
          {rows.map((d, i) => (
            <span
              key={d.day}
              className={`max-w-8 min-w-0 flex-1 text-center text-[0.6875rem] leading-4 whitespace-nowrap ${i === today ? 'font-semibold text-ink' : 'text-faint'}`}
            >
              {d.name}
            </span>
          ))}
        </div>
      </div>
    </figure>
  );
}

/** What the week's change of visitors says: up or down by how much, the same (never "+0%"), or nothing to compare with. */
export function changeWords(change: number | null, words: { up: string; down: string; same: string; noWeekBefore: string }) {
  if (change === null) return words.noWeekBefore;
  if (change === 0) return words.same;
  return fill(change > 0 ? words.up : words.down, { percent: String(Math.abs(change)) });
}

/** The visitors' change on last week in the Insights cards' look (decision 0229): the arrow and the tone, and the words. */
function WeekChange({ change }: { change: number | null }) {
  const words = useAdminT().overview;
  const look = CHANGE_LOOK[change === null ? 'new' : change > 0 ? 'up' : change < 0 ? 'down' : 'same'];
  return (
    <span className={`inline-flex items-start gap-1 font-medium ${change === null ? 'text-muted' : look.tone}`} data-change="">
      {change !== null && <span className={`${look.icon} mt-px h-3.5 w-3.5 shrink-0`} aria-hidden="true" />}
      {changeWords(change, words)}
    </span>
  );
}

/** The week's figures and the journal's waiting versions, read once for the panels and the landing's line. */
function useWeek() {
  const lang = useLang();
  const today = dayKey(Date.now());
  const week = useQuery(insightsQuery({ from: addDays(today, 1 - WEEK), to: today }));
  const journal = useQuery(piecesQuery('journal'));
  const count = new Intl.NumberFormat(dateLocale(lang));
  const totals = week.data?.totals;
  const change = week.data ? weekChange(week.data.totals.visitors, week.data.previous.totals.visitors) : null;
  const waiting = journal.data ? scheduledVersions(journal.data) : null;
  const days = week.data?.days ?? [];
  return { lang, count, totals, change, waiting, days };
}

/** What is known to be well, with nothing to attend to (decision 0270): email announcing messages, the last backup and
 *  (the server's free space only when low, as "Needs attention": review round 33 #10), each only when known (its setup step says what is missing), each leading to its page. */
function HealthRows({ alone }: { alone: boolean }) {
  const words = useAdminT().overview;
  const lang = useLang();
  const setup = useQuery(setupQuery()).data?.checks;
  const mailOn = setup?.find((check) => check.id === 'emailNotifications')?.done === true;
  const backup = useQuery(backupsQuery()).data?.backups[0];
  const rows = [
    mailOn && { id: 'mail', href: '/dashboard/settings/email', text: words.healthMail },
    backup && {
      id: 'backup',
      href: '/dashboard/settings/backups',
      text: fill(words.healthBackup, { when: shortDate(backup.createdAt, lang) }),
    },
  ].filter((row): row is { id: string; href: string; text: string } => !!row);
  if (rows.length === 0) return alone ? <li className="text-sm text-muted">{words.allClear}</li> : null;
  return rows.map((row) => (
    <li key={row.id} className="min-w-0">
      <Link href={row.href} className={ROW} data-health={row.id}>
        <span className="i-lucide-circle-check h-4 w-4 shrink-0 text-good" aria-hidden="true" />
        <span className="min-w-0 flex-1 text-ink">{row.text}</span>
      </Link>
    </li>
  ));
}

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
  const { lang, count, totals, change, waiting, days } = useWeek();
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
        <Panel title={alerts.length > 0 ? words.attentionTitle : words.healthTitle} id="attention">
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
        {totals && (
          <Panel title={words.weekTitle} more={<MoreLink href="/dashboard/insights">{words.openInsights}</MoreLink>} id="week">
            <div className="flex gap-4">
              <Figure label={words.visitors} figure={count.format(totals.visitors)} note={<WeekChange change={change} />} />
              <Figure
                label={words.inquiries}
                figure={count.format(totals.inquiries)}
                note={fill(words.conversion, { percent: (totals.conversion * 100).toFixed(1) })}
              />
            </div>
            {days.length > 1 && <WeekChart days={days} label={words.chartName} />}
          </Panel>
        )}
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
