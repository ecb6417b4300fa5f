// The plans' features as one grid (plan-grid.ts): a row per feature, then a column per plan with its included checkbox
// (the pricing page crosses out what a plan lacks). From 1024 px a compact table, features × plans, under a sticky head
// row naming the languages and the plans (decision 0283: scanned and compared across plans at a glance); a row the plans
// word differently says what it is about in its texts' place and holds each plan's words in that plan's column. Below
// 1024 px each row is a card row (decision 0278). The rows: plan-feature-row.tsx; their cells: plan-feature-cells.tsx.
import { useEffect, useId, useRef, useState } from 'react';
import { PLAN_IDS } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { FeatureRow } from './plan-feature-row';
import { blankRow, gridLists, gridRows, type GridRow, type PlanLists } from './plan-grid';

/** The server takes at most 30 features per language (src/contract/pricing.ts). */
const MAX_FEATURES = 30;
/**
 * The head's cells stay at the top of the window, under the content tab's sticky part picker where it shows
 * (`--part-bar`, content-editor.tsx); on the surface, so the rows pass under them.
 */
const HEAD = 'sticky top-[calc(var(--admin-top,0px)+var(--part-bar,0px))] z-[2] border-b border-line-strong bg-surface py-2';

/** A plan's column from 1024 px: its checkbox, and its own words where a row varies by plan (two lines of a short phrase). */
const PLAN_COLUMN = 'w-[7rem]';

/** `stored`: the lists as saved, so a tick changed and not yet saved is marked (the accent's one use here). */
type Props = { lists: PlanLists; stored?: PlanLists; onChange: (lists: PlanLists) => void };

export function PlanFeatureGrid({ lists, stored, onChange }: Props) {
  const t = useAdminT();
  const w = t.planEditor;
  const headingId = useId();
  // Rows the owner chose to word per plan while the plans' words still agree (others follow from the words).
  const [perPlan, setPerPlan] = useState<ReadonlySet<number>>(new Set());
  const rows = gridRows(lists).map((row, i) => (perPlan.has(i) ? { ...row, perPlan: true } : row));
  const storedRows = stored ? gridRows(stored) : [];
  const setRows = (next: GridRow[]) => {
    setPerPlan(new Set(next.flatMap((row, i) => (row.perPlan ? [i] : []))));
    onChange(gridLists(next));
  };
  const body = useRef<HTMLTableSectionElement>(null);
  // After Add the caret goes to the new row's English text; after a move, to the moved row's menu button.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const selector = focusNext.current;
    focusNext.current = null;
    if (selector) body.current?.querySelector<HTMLElement>(selector)?.focus();
  });
  const update = (index: number, row: GridRow) => setRows(rows.map((old, i) => (i === index ? row : old)));
  const move = (index: number, by: -1 | 1) => {
    const other = index + by;
    if (other < 0 || other >= rows.length) return;
    const next = [...rows];
    [next[index], next[other]] = [next[other]!, next[index]!];
    focusNext.current = `[data-row="${other}"] [popovertarget]`;
    setRows(next);
  };
  const add = () => {
    focusNext.current = `[data-row="${rows.length}"] textarea`;
    setRows([...rows, blankRow()]);
  };

  return (
    <section
      aria-labelledby={headingId}
      aria-describedby={`${headingId}-hint`}
      className="card card-phone-flat mt-6 p-4 sm:p-5"
      data-plan-grid
    >
      <h3 id={headingId} className="admin-section-title">
        {w.gridTitle}
      </h3>
      <p id={`${headingId}-hint`} className="muted mt-1 max-w-3xl text-sm">
        {w.featuresHint}
      </p>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t.content.noFeatures}</p>
      ) : (
        // From 1024 px a fixed table: the head row's widths hold for every row, so the plans' columns line up and the two
        // languages share what the narrow plan columns leave (about 260 px each at 1280 px).
        <table aria-labelledby={headingId} className="mt-3 block w-full lg:table lg:table-fixed lg:border-separate lg:border-spacing-0">
          {/* Below 1024 px every chip and box names its plan and language itself (decision 0278); from 1024 px the head
            names the columns once and stays in sight over the rows. */}
          <thead className="hidden lg:table-header-group">
            <tr>
              <th scope="col" className={`${HEAD} w-6 pr-1 text-left text-xs`}>
                <span className="sr-only">{w.columnNumber}</span>
              </th>
              <th scope="col" className={`${HEAD} px-2.5 text-left text-xs font-medium text-muted`}>
                {t.content.english}
              </th>
              <th scope="col" className={`${HEAD} px-2.5 text-left text-xs font-medium text-muted`}>
                {t.content.chinese}
              </th>
              {PLAN_IDS.map((id) => (
                <th key={id} scope="col" className={`${HEAD} ${PLAN_COLUMN} px-1.5 text-center text-sm font-semibold text-ink`}>
                  {t.content.plans[id]}
                </th>
              ))}
              <th scope="col" className={`${HEAD} w-11 text-xs`}>
                <span className="sr-only">{w.columnActions}</span>
              </th>
            </tr>
          </thead>
          {/* Index keys: every box is controlled, so a moved or removed row cannot leave its text behind in another. */}
          <tbody ref={body} className="block divide-y divide-line lg:table-row-group lg:divide-y-0">
            {rows.map((row, i) => (
              <FeatureRow
                // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position; lines have no identity of their own to key by
                key={i}
                row={row}
                storedRow={storedRows[i]}
                index={i}
                count={rows.length}
                onChange={(changed) => update(i, changed)}
                onMove={(by) => move(i, by)}
                onRemove={() => setRows(rows.filter((_, j) => j !== i))}
              />
            ))}
          </tbody>
        </table>
      )}
      <button type="button" onClick={add} disabled={rows.length >= MAX_FEATURES} className="add-row mt-3">
        <span className="i-lucide-plus h-4 w-4" aria-hidden="true" />
        {t.content.addFeature}
      </button>
    </section>
  );
}
