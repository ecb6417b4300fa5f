// One breakdown of the range (pages, referring sites, campaigns…) as a card holding a table: rows sorted by their first
// figure, the first few shown and the rest behind "Show all", each row's share drawn as a thin bar under its name. On a
// phone the views column gives way, so the table fits without scrolling sideways.
import { type ReactNode, useId, useState } from 'react';
import { useAdminT } from '../../lib/admin-i18n';
import { fill, useLang } from '../../lib/i18n';
import { count } from './figures';

export type Figure = 'visitors' | 'views' | 'inquiries';
/** A figure null is one the server cannot count for that row (views of no referring site): shown as a dash, said "not counted". */
export type Row = { key: string; label: ReactNode; title?: string; last?: boolean } & Partial<Record<Figure, number | null>>;

/** Rows shown before "Show all": enough to see what leads, short enough that six cards fit a screen or two. */
export const SHOWN = 8;

type Props = { title: string; heading: string; rows: Row[]; figures: Figure[] };

export function BreakdownTable({ title, heading, rows, figures }: Props) {
  const t = useAdminT();
  const lang = useLang();
  const id = useId();
  const [all, setAll] = useState(false);
  const lead = figures[0]!;
  // Biggest first by each figure in turn; a row marked `last` ("Other") after the named ones, whatever its size.
  const sorted = [...rows].sort(
    (a, b) =>
      Number(a.last ?? false) - Number(b.last ?? false) ||
      figures.reduce((order, figure) => order || (b[figure] ?? 0) - (a[figure] ?? 0), 0) ||
      a.key.localeCompare(b.key),
  );
  const shown = all ? sorted : sorted.slice(0, SHOWN);
  const most = Math.max(1, ...rows.map((row) => row[lead] ?? 0));
  const names: Record<Figure, string> = {
    visitors: t.insights.totals.visitors,
    views: t.insights.tables.views,
    inquiries: t.insights.totals.inquiries,
  };
  // The views column is left out on a phone where another figure remains.
  const narrow = (figure: Figure) => (figure === 'views' && figures.length > 1 ? 'max-sm:hidden' : '');
  return (
    <section aria-labelledby={id} className="card min-w-0 p-4 sm:p-5">
      <h3 id={id} className="admin-section-title">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="muted mt-3 text-sm">{t.insights.tables.none}</p>
      ) : (
        <table aria-labelledby={id} className="mt-3 w-full text-sm">
          <thead>
            <tr className="text-xs text-muted">
              <th scope="col" className="pb-2 pl-2 text-left font-medium">
                {heading}
              </th>
              {figures.map((figure) => (
                <th key={figure} scope="col" className={`pb-2 pl-3 text-right font-medium whitespace-nowrap ${narrow(figure)}`}>
                  {names[figure]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.key}>
                <td className="w-full max-w-0 py-1">
                  {/* The name, then its share as a thin bar under it (decision 0221: a salmon wash with a thick foot read
                      heavy, the words ran past its end). The bar is neutral ink on a faint track (review round 30 #10:
                      every bar red, the red of the brand, unread and errors); a row marked last ("Other", "No plan
                      chosen") lighter still, so the catch-all never leads the eye however long it is. */}
                  <span className="flex min-h-6 min-w-0 items-center gap-2 px-2" title={row.title}>
                    {row.label}
                  </span>
                  <span className="mx-2 mt-0.5 mb-1 block h-1 overflow-hidden rounded-full bg-surface-alt" aria-hidden="true">
                    <span
                      className={`block h-full rounded-full ${row.last ? 'bg-ink/20' : 'bg-ink/45'}`}
                      style={{ width: `${((row[lead] ?? 0) / most) * 100}%` }}
                      data-share-bar=""
                    />
                  </span>
                </td>
                {figures.map((figure) => (
                  <td key={figure} className={`pl-3 text-right tabular-nums whitespace-nowrap ${narrow(figure)}`}>
                    {row[figure] === null ? (
                      <>
                        <span aria-hidden="true">–</span>
                        <span className="sr-only">{t.insights.tables.notCounted}</span>
                      </>
                    ) : (
                      count(row[figure] ?? 0, lang)
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rows.length > SHOWN && (
        <button
          type="button"
          aria-expanded={all}
          onClick={() => setAll(!all)}
          className="keyboard-ring mt-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-muted hover:text-ink"
        >
          {all ? t.insights.tables.showFewer : fill(t.insights.tables.showAll, { count: rows.length })}
          <span className={`${all ? 'i-lucide-chevron-up' : 'i-lucide-chevron-down'} h-4 w-4`} aria-hidden="true" />
        </button>
      )}
    </section>
  );
}
