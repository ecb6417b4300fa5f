// The owner's week at a glance, four small figure cards above the content tab the admin opens on (product.md's landing stays the
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

/** A card's look: a small surface with its label, its figure large, and one line of what it means (wrapping, never cut). */
const CARD =
  'keyboard-ring group flex h-full min-h-11 flex-col gap-0.5 rounded-xl border border-line bg-surface px-3 py-2.5 text-left hover:border-line-strong sm:px-4 sm:py-3';

function Figures({ label, figure, note }: { label: string; figure: ReactNode; note: ReactNode }) {
  return (
    <>
      <span className="text-xs font-medium text-muted group-hover:text-ink sm:text-sm">{label}</span>
      <span className="text-2xl leading-8 font-semibold text-ink tabular-nums">{figure}</span>
      <span className="text-xs text-muted [overflow-wrap:anywhere]">{note}</span>
    </>
  );
}

function Tile({ href, label, figure, note }: { href: string; label: string; figure: ReactNode; note: ReactNode }) {
  return (
    <li className="min-w-0">
      <Link href={href} className={CARD}>
        <Figures label={label} figure={figure} note={note} />
      </Link>
    </li>
  );
}

/** The setup still to do, as the band's fourth card: its figure "done/total", the next item, and a press opens the checklist. */
export type SetupFigures = { done: number; total: number; next?: string; panelId: string };

/** What the week's change of visitors says: up or down by how much, the same (never "+0%"), or nothing to compare with. */
export function changeWords(change: number | null, words: { up: string; down: string; same: string; noWeekBefore: string }) {
  if (change === null) return words.noWeekBefore;
  if (change === 0) return words.same;
  return fill(change > 0 ? words.up : words.down, { percent: String(Math.abs(change)) });
}

export function OverviewBand({ unread, setup }: { unread: number; setup?: SetupFigures }) {
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
    // Above the content tab where the admin lands: four small figure cards in a row (two by two on a phone), each leading
    // to where it is said in full (review round 14: the one line was cut mid-word on a phone). The Insights tab has the week.
    <section aria-labelledby="overview-title" className="mb-6 max-sm:mb-4" data-overview>
      <h2 id="overview-title" className="sr-only">
        {words.title}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:gap-3 md:grid-cols-4">
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
        {/* Setup while some of it is left (it opens the header's checklist); once done or hidden, what waits to publish. */}
        {setup ? (
          <li className="min-w-0">
            <button
              type="button"
              popoverTarget={setup.panelId}
              className={`${CARD} w-full`}
              data-overview-setup=""
              // A card: its label, figure and a note of up to two lines, each a line on purpose.
              data-lines={4}
            >
              <Figures
                label={words.setup}
                figure={fill(words.setupFigure, { done: count.format(setup.done), total: count.format(setup.total) })}
                note={setup.next ? fill(words.setupNext, { name: setup.next }) : words.setupOpen}
              />
            </button>
          </li>
        ) : (
          waiting && (
            <Tile
              href="/dashboard/writing/journal"
              label={words.scheduled}
              figure={count.format(waiting.length)}
              note={next ? fill(words.next, { title: next.title, when: shortDate(next.publishAt!, lang) }) : words.nothingWaiting}
            />
          )
        )}
      </ul>
    </section>
  );
}
