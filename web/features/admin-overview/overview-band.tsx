// The owner's week at a glance, one quiet line above the content tab the admin opens on (product.md's landing stays the
// content tab; a part chosen or another tab shows none): unread messages, this week's visitors and inquiries beside the
// week before, and what is waiting to publish. Each item leads to the tab that says more. A figure that cannot be read is left out, never shown as a zero.
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
    // One quiet item of a line: the label, its figure, and from 1024 px what it means, in small text; no tile, no card.
    <li className="min-w-0 max-sm:shrink-0">
      <Link
        href={href}
        className="keyboard-ring group inline-flex min-h-11 max-w-full items-baseline gap-1.5 rounded-lg py-2 text-sm whitespace-nowrap hover:text-ink sm:px-1"
      >
        <span className="text-muted group-hover:text-ink">{label}</span>
        <span className="font-semibold text-ink tabular-nums">{figure}</span>
        <span className="truncate text-xs text-faint group-hover:text-muted max-lg:sr-only">{note}</span>
      </Link>
    </li>
  );
}

/** What the week's change of visitors says: up or down by how much, the same (never "+0%"), or nothing to compare with. */
export function changeWords(change: number | null, words: { up: string; down: string; same: string; noWeekBefore: string }) {
  if (change === null) return words.noWeekBefore;
  if (change === 0) return words.same;
  return fill(change > 0 ? words.up : words.down, { percent: String(Math.abs(change)) });
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
    // Above the content tab where the admin lands, one quiet line (not a band of cards) that does not compete with editing;
    // the Insights tab has the week in full.
    <section aria-labelledby="overview-title" className="mb-6 border-b border-line pb-2 max-sm:mb-4">
      <h2 id="overview-title" className="sr-only">
        {words.title}
      </h2>
      {/* On a phone too one line, never two rows of figures above the first field (review round 13): the figures side by
          side, the line scrolling sideways when they do not all fit. Positioned, so the notes read aloud only (sr-only, absolute)
          are held inside the line's scroll, never widening the page. */}
      <ul className="relative flex flex-wrap items-center gap-x-5 gap-y-0 max-sm:-mx-1 max-sm:flex-nowrap max-sm:gap-x-4 max-sm:overflow-x-auto max-sm:px-1 max-sm:[scrollbar-width:none]">
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
            note={changeWords(change, words)}
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
      </ul>
    </section>
  );
}
