// The plans' features as one grid (plan-grid.ts): a row per feature in both languages, then a box per plan ticked when
// the plan includes it (the pricing page crosses out what a plan lacks). A row the plans word differently shows each
// plan's words in its place; a row's menu switches between one wording and one per plan.
import { useId, useState } from 'react';
import { PLAN_IDS, type PlanId } from '../../../src/contract';
import { PairedRows } from '../../components/admin/paired-rows';
import { TextBox } from '../../components/admin/text-box';
import { useAdminT } from '../../lib/admin-i18n';
import { fill, htmlLang } from '../../lib/i18n';
import {
  blankRow,
  gridLists,
  gridRows,
  missingWords,
  sharedWords,
  withCell,
  withPerPlan,
  withSharedText,
  type GridRow,
  type PlanLists,
} from './plan-grid';

/** The server takes at most 30 features per language (src/contract/pricing.ts). */
const MAX_FEATURES = 30;
const BOX = 'grid w-[4.5rem] shrink-0 place-items-center';

type Props = { lists: PlanLists; onChange: (lists: PlanLists) => void };

export function PlanFeatureGrid({ lists, onChange }: Props) {
  const t = useAdminT();
  const w = t.planEditor;
  const headingId = useId();
  // Rows the owner chose to word per plan while the plans' words still agree (others follow from the words).
  const [perPlan, setPerPlan] = useState<ReadonlySet<number>>(new Set());
  const rows = gridRows(lists).map((row, i) => (perPlan.has(i) ? { ...row, perPlan: true } : row));
  const setRows = (next: GridRow[]) => {
    setPerPlan(new Set(next.flatMap((row, i) => (row.perPlan ? [i] : []))));
    onChange(gridLists(next));
  };

  return (
    <section aria-labelledby={headingId} aria-describedby={`${headingId}-hint`} className="card mt-6 p-4 sm:p-5" data-plan-grid>
      <h3 id={headingId} className="text-lg font-semibold">
        {w.gridTitle}
      </h3>
      <p id={`${headingId}-hint`} className="muted mt-1 max-w-3xl text-sm">
        {w.featuresHint}
      </p>
      <PairedRows<GridRow>
        rows={rows}
        onRows={setRows}
        text={(row, lang) => sharedWords(row, lang)}
        withText={(row, lang, text) => withSharedText(row, lang, text.replace(/[\r\n]+/g, ' '))}
        blank={blankRow()}
        words={{
          english: t.content.english,
          chinese: t.content.chinese,
          none: t.content.noFeatures,
          add: t.content.addFeature,
          row: t.content.feature,
          text: w.featureText,
          actions: w.featureActions,
          moveUp: w.moveUp,
          moveDown: w.moveDown,
          remove: t.content.removeFeature,
          moveUpShort: w.moveUpShort,
          moveDownShort: w.moveDownShort,
          removeShort: w.remove,
        }}
        maxRows={MAX_FEATURES}
        maxLength={200}
        controlsHeading={
          <span className="flex pr-11">
            {PLAN_IDS.map((id) => (
              <span key={id} className={`${BOX} truncate text-center`}>
                {t.content.plans[id]}
              </span>
            ))}
          </span>
        }
        controls={(row, n, change) => <PlanTicks row={row} n={n} onChange={change} />}
        replace={(row, n, change) => (row.perPlan ? <PerPlanWords row={row} n={n} onChange={change} /> : null)}
        moreActions={(row, _n, change) => [
          row.perPlan
            ? { label: w.shared, text: w.shared, icon: 'i-lucide-equal', onSelect: () => change(withPerPlan(row, false)) }
            : { label: w.perPlan, text: w.perPlan, icon: 'i-lucide-columns-3', onSelect: () => change(withPerPlan(row, true)) },
        ]}
        box={(row, lang) => ({ placeholder: sharedWords(row, lang === 'en' ? 'zh' : 'en') ? w.emptyPartner : undefined })}
        notes={(row) => <MissingNotes row={row} />}
      />
    </section>
  );
}

/** A tick per plan: the plan includes the feature. Named on a phone, where no column heading is above them. */
function PlanTicks({ row, n, onChange }: { row: GridRow; n: number; onChange: (row: GridRow) => void }) {
  const t = useAdminT();
  return (
    <span className="flex flex-wrap items-center">
      {PLAN_IDS.map((id) => (
        <label key={id} className={`${BOX} min-h-11 cursor-pointer max-lg:w-auto max-lg:grid-flow-col max-lg:gap-1.5 max-lg:px-2`}>
          <input
            type="checkbox"
            checked={row.cells[id].included}
            aria-label={fill(t.content.featureIncluded, { plan: t.content.plans[id], n })}
            onChange={(e) => onChange(withCell(row, id, { included: e.target.checked }))}
            className="keyboard-ring h-5 w-5 cursor-pointer"
          />
          <span aria-hidden="true" className="text-xs font-medium lg:hidden">
            {t.content.plans[id]}
          </span>
        </label>
      ))}
    </span>
  );
}

/** A row worded for each plan: the plan's name, then its English and Chinese words, in the row's two columns. */
function PerPlanWords({ row, n, onChange }: { row: GridRow; n: number; onChange: (row: GridRow) => void }) {
  const t = useAdminT();
  return (
    <div className="grid gap-2">
      {PLAN_IDS.map((id: PlanId) => (
        <div key={id} className="grid gap-x-3 gap-y-1 sm:grid-cols-2">
          <span className="text-xs font-semibold text-muted sm:col-span-2">{t.content.plans[id]}</span>
          {(['en', 'zh'] as const).map((lang) => (
            <TextBox
              key={lang}
              oneLine
              value={row.cells[id][lang]}
              lang={htmlLang(lang)}
              maxLength={200}
              aria-label={fill(t.planEditor.planWords, {
                plan: t.content.plans[id],
                n,
                language: lang === 'en' ? t.content.english : t.content.chinese,
              })}
              onText={(text) => onChange(withCell(row, id, { [lang]: text }))}
              className={`field ${row.cells[id].included ? '' : 'text-muted line-through'}`}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

/** Words written in one language only: that page will not show the feature. */
function MissingNotes({ row }: { row: GridRow }) {
  const w = useAdminT().planEditor;
  const notes = (['en', 'zh'] as const).filter((lang) => missingWords(row, lang).length > 0);
  if (notes.length === 0) return null;
  return notes.map((lang) => (
    <p key={lang} className="text-xs text-warn">
      {lang === 'en' ? w.missingEn : w.missingZh}
    </p>
  ));
}
