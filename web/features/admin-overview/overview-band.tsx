// The owner's overview (decision 0170, after 0162): its own tab, /admin/dashboard/overview, first in the tab bar: what is
// new (the unread messages by sender and subject, each opening its dialog), the week in figures beside the week before,
// what needs attention (the banners' alerts, what waits to publish) and the setup checklist with its actions. Where the
// owner lands (product.md: the content tab) one slim line says the same in figures and leads here. A figure that cannot
// be read is left out, never shown as a zero.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ContactMessage, Piece } from '../../../src/contract';
import { addDays } from '../../../src/contract/zoned-time';
import { CHANGE_LOOK } from '../../components/admin/change-look';
import { useAdminT } from '../../lib/admin-i18n';
import { insightsQuery } from '../../lib/calls/insights';
import { inboxQuery } from '../../lib/calls/messages';
import { piecesQuery } from '../../lib/calls/pieces';
import { ago, dateLocale, dayKey, shortDate } from '../../lib/dates';
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

/** How many new messages the home lists by name; the rest are counted, one click from the inbox. */
const SHOWN = 5;
/** With nothing new, how many of the latest read ones it shows, dimmed. */
const READ_SHOWN = 3;

/** A panel of the home: a small surface with its heading and, at its right, where to read more. */
function Panel({ title, more, wide, children }: { title: string; more?: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <section className={`flex min-w-0 flex-col gap-2 rounded-xl border border-line bg-surface p-4 ${wide ? 'md:col-span-2' : ''}`}>
      <div className="flex min-h-6 items-center justify-between gap-2">
        <h3 className="admin-section-title">{title}</h3>
        {more}
      </div>
      {children}
    </section>
  );
}

/** The panels' columns from 768 px (review round 18): two rows of two, what is new and what was done the wider; the
 *  checklist a band across both under them. */
const COLUMNS = 'md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]';

/** A row of a panel: one line that leads somewhere, 44 px tall on a phone. */
const ROW = 'keyboard-ring -mx-2 flex min-h-11 min-w-0 items-center gap-3 rounded-md px-2 text-sm hover:bg-surface-alt md:min-h-8';

/** The fewest rows the messages' card shows while anything is unread: below it, the latest read ones fill it, dimmed
 *  under "Earlier" (review round 20: two new messages left the card half empty beside the week). */
const FILL = 4;

function NewMessages({ unread }: { unread: number }) {
  const t = useAdminT();
  const words = t.overview;
  const site = useT();
  const lang = useLang();
  // All read, the latest few read ones dimmed under the good news (review round 19: "All read" alone left a tall empty
  // card beside the week); the whole inbox's first page is the Messages tab's own, read once for both.
  const inbox = useInfiniteQuery(inboxQuery({ q: '', show: unread === 0 ? 'all' : 'unread' }));
  const everything = useInfiniteQuery({ ...inboxQuery({ q: '', show: 'all' }), enabled: unread > 0 && unread < FILL });
  const messages: ContactMessage[] = inbox.data?.pages[0]?.items.slice(0, unread === 0 ? READ_SHOWN : SHOWN) ?? [];
  const earlier: ContactMessage[] =
    unread > 0 && messages.length < FILL
      ? (everything.data?.pages[0]?.items.filter((m) => m.isRead).slice(0, FILL - messages.length) ?? [])
      : [];
  const left = unread - messages.length;
  // Two lines a message (review round 20 #10: names cut at a fixed width while the card had room): the name whole and
  // when, then the service asked about and the message's first words, so the card says what each is about.
  const row = (message: ContactMessage, read: boolean) => (
    <li key={message.id} className="min-w-0">
      <Link
        href={`/dashboard/messages/${message.id}`}
        className="keyboard-ring -mx-2 flex min-h-11 min-w-0 items-start gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-surface-alt"
        data-lines={2}
        data-message-row=""
      >
        <span className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${read ? 'bg-line-strong' : 'bg-accent'}`} aria-hidden="true" />
        <span className="grid min-w-0 flex-1">
          <span className="flex min-w-0 items-baseline gap-3">
            <span className={`min-w-0 flex-1 truncate text-ink ${read ? 'font-medium' : 'font-semibold'}`}>{message.name}</span>
            <span className="shrink-0 text-xs text-faint tabular-nums">{ago(message.createdAt, lang, words.justNow)}</span>
          </span>
          <span className="truncate text-muted" data-message-snippet="">
            {[message.service ? site.contact.form.services[message.service] : '', firstLine(message.message)].filter(Boolean).join(' · ')}
          </span>
        </span>
      </Link>
    </li>
  );
  return (
    <Panel
      title={words.newTitle}
      more={
        <Link
          href="/dashboard/messages"
          className="keyboard-ring inline-flex items-center rounded text-xs font-medium text-muted hover:text-ink max-md:-my-2.5 max-md:-mr-2 max-md:min-h-11 max-md:px-2"
        >
          {words.inbox} →
        </Link>
      }
    >
      {unread === 0 && <p className="text-sm text-muted">{words.messagesNone}</p>}
      {messages.length > 0 && (
        <ul
          className={`flex flex-col ${unread === 0 ? 'opacity-75' : ''}`}
          data-new-messages={unread === 0 ? undefined : ''}
          data-read-messages={unread === 0 ? '' : undefined}
        >
          {messages.map((message) => row(message, unread === 0))}
          {unread > 0 && left > 0 && <li className="pt-1 text-xs text-muted">{fill(words.moreNew, { count: String(left) })}</li>}
        </ul>
      )}
      {earlier.length > 0 && (
        <div className="border-t border-line pt-2" data-earlier-messages>
          <h4 className="text-xs text-faint">{words.earlier}</h4>
          <ul className="mt-1 flex flex-col opacity-75">{earlier.map((message) => row(message, true))}</ul>
        </div>
      )}
    </Panel>
  );
}

/** What the owner does every week, one click from the Overview (review round 20): write, read, edit the home page, look
 *  at the figures. A quiet row of four under the title (two by two on a phone), each a sign in a well and a verb; the
 *  messages' one carries the unread count while there is one. */
function Shortcuts({ unread }: { unread: number }) {
  const t = useAdminT();
  const words = t.overview.shortcuts;
  const lang = useLang();
  const count = new Intl.NumberFormat(dateLocale(lang));
  const items = [
    { href: '/dashboard/writing/journal/new', icon: 'i-lucide-pen-line', label: words.write, id: 'write' },
    { href: '/dashboard/messages', icon: 'i-lucide-inbox', label: words.read, id: 'read', badge: unread },
    { href: '/dashboard/content/home', icon: 'i-lucide-house', label: words.home, id: 'home' },
    { href: '/dashboard/insights', icon: 'i-lucide-chart-line', label: words.insights, id: 'insights' },
  ];
  return (
    <nav aria-label={words.label} data-shortcuts>
      <ul className="grid grid-cols-2 gap-2 sm:gap-3 md:grid-cols-4">
        {items.map((item) => (
          <li key={item.id} className="min-w-0">
            <Link
              href={item.href}
              className="keyboard-ring group flex h-full min-h-14 min-w-0 items-center gap-3 rounded-xl border border-line bg-surface px-3 py-2.5 text-sm font-medium text-ink transition-colors hover:border-line-strong hover:bg-surface-alt"
              data-shortcut={item.id}
              data-lines={2}
            >
              <span
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-surface-alt text-muted transition-colors group-hover:bg-surface group-hover:text-ink"
                aria-hidden="true"
              >
                <span className={`${item.icon} h-4 w-4`} />
              </span>
              <span className="min-w-0 flex-1 leading-snug">{item.label}</span>
              {item.badge ? (
                // As on the Messages tab: the count to the eye, "2 unread" to a screen reader.
                <>
                  <span className="shrink-0 rounded-full bg-ink px-1.5 py-0.5 text-xs font-bold text-bg tabular-nums" aria-hidden="true">
                    {count.format(item.badge)}
                  </span>
                  <span className="sr-only">{fill(t.messages.unreadBadge, { count: count.format(item.badge) })}</span>
                </>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
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

/** The week's visitors day by day (decision 0203, after review round 19): seven small bars on a drawn baseline, today's
 *  in ink (decision 0259: red is never a chart's bar), the tallest day full height; each day's figure always over its bar and its short name under the
 *  baseline, both the site's calendar days (the keys are the site's time zone's, named as that calendar's weekdays); a
 *  screen reader reads the same as a table, each day with its date. */
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
    // The chart takes the card's height beside the messages (review round 26 #9: empty space under it): the bars grow.
    <figure className="mt-1 flex min-h-28 flex-1 flex-col" aria-label={label} data-week-chart="">
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
      <div className="flex flex-1 flex-col" aria-hidden="true">
        {/* The bars stand on one baseline across the chart; a day with none is the baseline alone, its figure 0. */}
        <div className="flex min-h-20 flex-1 justify-between gap-2 border-b border-line-strong" data-week-bars="">
          {rows.map((d, i) => (
            <span
              key={d.day}
              className="flex max-w-9 min-w-0 flex-1 flex-col items-center justify-end gap-0.5"
              title={`${d.name} ${d.date}: ${d.figure}`}
            >
              <span
                className={`text-[0.6875rem] leading-4 tabular-nums ${i === today ? 'font-semibold text-ink' : 'text-muted'}`}
                data-week-figure=""
              >
                {d.figure}
              </span>
              {/* Heights as shares of the room left (flex-grow), so the bars fill however tall the card is. */}
              <span className="block min-h-0" style={{ flexGrow: 1 - d.visitors / most }} />
              {d.visitors > 0 && (
                <span
                  className={`block min-h-[3px] w-full rounded-t-sm ${i === today ? 'bg-ink' : 'bg-line-strong'}`}
                  style={{ flexGrow: d.visitors / most }}
                />
              )}
            </span>
          ))}
        </div>
        <div className="flex justify-between gap-2 pt-1">
          {rows.map((d, i) => (
            <span
              key={d.day}
              className={`max-w-9 min-w-0 flex-1 text-center text-[0.6875rem] leading-4 whitespace-nowrap ${i === today ? 'font-semibold text-ink' : 'text-faint'}`}
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

/**
 * The Overview tab (decisions 0170, 0176 and its round 18 amendment): what is new and the week, then what was done and
 * what needs attention, two rows of two from 768 px (a column on a phone), then `below` (the setup checklist, composed by
 * the dashboard) as one band across both: the only place that tells the setup's progress on this page. `activity` is
 * the activity log's latest rows (another feature's, composed by the dashboard).
 */
export function OverviewPanel({
  unread,
  below,
  activity,
  setupLeft = false,
  explained,
}: {
  unread: number;
  /** Each alert explained whole (another feature's, composed by the dashboard: decision 0257): the banner strip above is
   *  one line, its "Details" lead here. Without it, each alert is a line linking to where it is fixed. */
  explained?: Partial<Record<SiteAlert['id'], ReactNode>>;
  below?: ReactNode;
  activity?: ReactNode;
  /** The setup checklist below says what is left (decisions 0229, 0244): no "Nothing needs you now" above it. */
  setupLeft?: boolean;
}) {
  const t = useAdminT();
  const words = t.overview;
  const { lang, count, totals, change, waiting, days } = useWeek();
  const next = waiting?.[0];
  // The same alerts as the banners above, from the same rules (site-alerts.ts): never "Nothing needs you now" beside one.
  const alerts = useSiteAlerts();
  const alertWords = {
    mail: { title: t.mail.title, next: t.mail.fix },
    storage: { title: t.storage.title, next: words.roomNext },
  };
  const attention = alerts.length > 0 || next !== undefined || !setupLeft;
  return (
    <section aria-labelledby="overview-title" className="flex flex-col gap-4 sm:gap-6" data-overview>
      {/* On a phone the app bar already names the tab: the heading is heard only (review round 21: said twice). */}
      <h2 id="overview-title" className="admin-page-title max-sm:sr-only">
        {words.title}
      </h2>
      <Shortcuts unread={unread} />
      <div className={`grid gap-3 ${COLUMNS}`} data-overview-panels>
        <NewMessages unread={unread} />
        {totals && (
          <Panel title={words.weekTitle}>
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
            wide={!attention}
            more={
              <Link
                href="/dashboard/activity"
                className="keyboard-ring inline-flex items-center rounded text-xs font-medium text-muted hover:text-ink max-md:-my-2.5 max-md:-mr-2 max-md:min-h-11 max-md:px-2"
              >
                {words.allActivity} →
              </Link>
            }
          >
            {activity}
          </Panel>
        )}
        {/* Nothing but the setup steps: no card saying only that (review round 19); what was done takes both columns. */}
        {attention && (
          <Panel title={words.attentionTitle}>
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
                    <span className="h-2 w-2 shrink-0 rounded-full bg-line-strong" aria-hidden="true" />
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
              {alerts.length === 0 && !next && <li className="text-sm text-muted">{words.allClear}</li>}
            </ul>
          </Panel>
        )}
      </div>
      {/* One band across both columns (review round 18: a half-width card left the right half empty), the setup
          checklist's one place (decision 0244: the header's "Setup 3/4" pill on the other tabs leads here). */}
      {below}
    </section>
  );
}
