// The owner's week at a glance, above the content tab the admin opens on (product.md's landing stays the content tab):
// new messages, this week's visitors and inquiries beside the week before, and what is waiting to publish. Each tile
// leads to the tab that says more. A figure that cannot be read is left out, never shown as a zero.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Piece } from '../../../src/contract';
import { addDays } from '../../../src/contract/zoned-time';
import { useAdminT } from '../../lib/admin-i18n';
import { insightsQuery } from '../../lib/calls/insights';
import { piecesQuery } from '../../lib/calls/pieces';
import { dateLocale, dayKey, shortDate } from '../../lib/dates';
import { fill, useLang } from '../../lib/i18n';
import { Link } from '../../lib/router';

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

function Tile({ href, label, figure, note }: { href: string; label: string; figure: ReactNode; note: ReactNode }) {
  return (
    <Link
      href={href}
      className="keyboard-ring group flex min-h-11 min-w-0 flex-col gap-0.5 rounded-xl px-2.5 py-2 hover:bg-surface-alt sm:px-5 sm:py-4"
    >
      {/* The arrow says the tile opens its tab. */}
      <span className="flex items-start justify-between gap-1 text-xs leading-tight font-medium text-muted">
        {label}
        <span className="i-lucide-arrow-right h-3.5 w-3.5 shrink-0 text-faint group-hover:text-ink max-sm:hidden" aria-hidden="true" />
      </span>
      <span className="text-xl font-semibold tracking-[-0.02em] text-ink tabular-nums sm:text-2xl">{figure}</span>
      {/* On a phone the figures alone, in one row: the band must not push the page below the first screen. */}
      <span className="truncate text-xs text-muted group-hover:text-ink max-sm:sr-only">{note}</span>
    </Link>
  );
}

export function OverviewBand({ unread }: { unread: number }) {
  const t = useAdminT();
  const words = t.overview;
  const lang = useLang();
  const today = dayKey(Date.now());
  const week = useQuery(insightsQuery({ from: addDays(today, 1 - WEEK), to: today }));
  const journal = useQuery(piecesQuery('journal'));
  const count = new Intl.NumberFormat(dateLocale(lang));
  const totals = week.data?.totals;
  const change = week.data ? weekChange(week.data.totals.visitors, week.data.previous.totals.visitors) : null;
  const waiting = journal.data ? scheduledVersions(journal.data) : null;
  const next = waiting?.[0];
  return (
    <section aria-labelledby="overview-title" className="card mb-6 p-1 sm:p-1.5">
      <h2 id="overview-title" className="sr-only">
        {words.title}
      </h2>
      <div className="grid grid-cols-4 gap-1 sm:max-lg:grid-cols-2">
        <Tile
          href="/dashboard/messages"
          label={words.messages}
          figure={count.format(unread)}
          note={unread > 0 ? words.messagesOpen : words.messagesNone}
        />
        {totals && (
          <Tile
            href="/dashboard/insights"
            label={words.visitors}
            figure={count.format(totals.visitors)}
            note={change === null ? words.noWeekBefore : fill(change >= 0 ? words.up : words.down, { percent: String(Math.abs(change)) })}
          />
        )}
        {totals && (
          <Tile
            href="/dashboard/insights"
            label={words.inquiries}
            figure={count.format(totals.inquiries)}
            note={fill(words.conversion, { percent: (totals.conversion * 100).toFixed(1) })}
          />
        )}
        {waiting && (
          <Tile
            href="/dashboard/writing/journal"
            label={words.scheduled}
            figure={count.format(waiting.length)}
            note={next ? fill(words.next, { title: next.title, when: shortDate(next.publishAt!, lang) }) : words.nothingWaiting}
          />
        )}
      </div>
    </section>
  );
}
