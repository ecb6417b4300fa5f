// A row of the plans' feature grid (plan-feature-grid.tsx): one feature, its number, its English and Chinese (boxes, or
// for a row the plans word differently what it is about), a cell per plan, its menu (move, word per plan or once, remove).
// From 1024 px a table row under the grid's column heads (decision 0283); below, a card row (decision 0278).
import { PLAN_IDS } from '../../../src/contract';
import { ActionsMenu } from '../../components/admin/actions-menu';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';
import { PlanCell, RowSummary, RowText } from './plan-feature-cells';
import { type GridRow, withPerPlan, withSharedText } from './plan-grid';

/** Every cell: below 1024 px a grid item of the card row, from 1024 px a table cell on the row's top line. */
const CELL = 'min-w-0 lg:table-cell lg:border-b lg:border-line lg:px-1.5 lg:py-1.5 lg:align-top';
/** Below 1024 px a card row of six tracks: its name and menu, the texts (side by side from 640 px), the plans' chips. */
const ROW = 'grid grid-cols-6 gap-x-3 gap-y-2 py-3 lg:table-row lg:py-0';

type Props = {
  row: GridRow;
  /** The row as saved: a tick that differs is marked. */
  storedRow?: GridRow;
  index: number;
  count: number;
  onChange: (row: GridRow) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

export function FeatureRow({ row, storedRow, index, count, onChange, onMove, onRemove }: Props) {
  const t = useAdminT();
  const w = t.planEditor;
  const n = index + 1;
  return (
    <tr className={ROW} data-row={index} data-per-plan-row={row.perPlan ? '' : undefined}>
      <td className={`${CELL} col-span-5 flex items-center text-sm font-medium lg:pl-0`}>
        <span className="lg:hidden">{fill(t.content.feature, { n })}</span>
        <span className="hidden min-h-9 items-center text-muted tabular-nums lg:flex" aria-hidden="true">
          {n}.
        </span>
      </td>
      {(['en', 'zh'] as const).map((lang) => (
        <td key={lang} className={`${CELL} col-span-6 sm:col-span-3`}>
          {row.perPlan ? (
            <RowSummary row={row} lang={lang} />
          ) : (
            <RowText row={row} lang={lang} n={n} onText={(text) => onChange(withSharedText(row, lang, text.replace(/[\r\n]+/g, ' ')))} />
          )}
        </td>
      ))}
      {PLAN_IDS.map((id) => (
        // Below 1024 px a chip a third of the row wide; a row worded per plan gives each plan a line of its own.
        <td key={id} className={`${CELL} ${row.perPlan ? 'col-span-6' : 'col-span-2'} lg:text-center`}>
          <PlanCell
            row={row}
            plan={id}
            n={n}
            changed={!!storedRow && storedRow.cells[id].included !== row.cells[id].included}
            onChange={onChange}
          />
        </td>
      ))}
      <td className={`${CELL} col-start-6 row-start-1 text-right lg:pr-0`}>
        {/* The 36 px button centred on the row's first line. */}
        <div className="lg:flex lg:min-h-9 lg:items-center lg:justify-end">
          <ActionsMenu
            label={fill(w.featureActions, { n })}
            actions={[
              {
                label: fill(w.moveUp, { n }),
                text: w.moveUpShort,
                icon: 'i-lucide-arrow-up',
                disabled: index === 0,
                onSelect: () => onMove(-1),
              },
              {
                label: fill(w.moveDown, { n }),
                text: w.moveDownShort,
                icon: 'i-lucide-arrow-down',
                disabled: index === count - 1,
                onSelect: () => onMove(1),
              },
              row.perPlan
                ? { label: w.shared, text: w.shared, icon: 'i-lucide-equal', onSelect: () => onChange(withPerPlan(row, false)) }
                : { label: w.perPlan, text: w.perPlan, icon: 'i-lucide-columns-3', onSelect: () => onChange(withPerPlan(row, true)) },
              {
                label: fill(t.content.removeFeature, { n }),
                text: w.remove,
                icon: 'i-lucide-trash-2',
                destructive: true,
                onSelect: onRemove,
              },
            ]}
          />
        </div>
      </td>
    </tr>
  );
}
