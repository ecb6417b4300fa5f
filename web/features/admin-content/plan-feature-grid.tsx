// The plans' features as one table (plan-grid.ts): a row per feature in both languages, then a column per plan ticked
// when the plan includes it (the pricing page crosses out what a plan lacks). From 1024 px a real table with lines
// between its rows and plans, its head row (the plans' names) held at the top while the rows scroll under it; below,
// each row a small card (its name and menu, its two texts, a named tick per plan). A row the plans word differently
// shows each plan's words in its texts' place; a row's menu switches between one wording and one per plan.
import { useEffect, useId, useRef, useState } from 'react';
import { PLAN_IDS, type PlanId } from '../../../src/contract';
import { ActionsMenu } from '../../components/admin/actions-menu';
import { TextBox } from '../../components/admin/text-box';
import { useAdminT } from '../../lib/admin-i18n';
import { fill, htmlLang, useLang } from '../../lib/i18n';
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
/**
 * The head's cells stay at the top of the window, under the content tab's sticky part picker where it shows
 * (`--part-bar`, content-editor.tsx); on the surface, so the rows pass under them.
 */
const HEAD = 'sticky top-[var(--part-bar,0px)] z-[2] border-b border-line-strong bg-surface py-2 text-sm font-medium text-muted';
/** A plan's column: its cells centred, a line on their left, so the three plans read as columns. */
const PLAN_CELL = 'lg:border-l lg:border-line lg:text-center';

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
  const body = useRef<HTMLTableSectionElement>(null);
  // After Add the caret goes to the new row's English text; after a move, to the moved row's menu button.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const selector = focusNext.current;
    focusNext.current = null;
    if (selector) body.current?.querySelector<HTMLElement>(selector)?.focus();
  });
  // Rows worded per plan when the grid first shows come folded; one the owner turns per plan later opens, to be written.
  const shownOnce = useRef(false);
  useEffect(() => {
    if (rows.length > 0) shownOnce.current = true;
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
      <h3 id={headingId} className="text-lg font-semibold">
        {w.gridTitle}
      </h3>
      <p id={`${headingId}-hint`} className="muted mt-1 max-w-3xl text-sm">
        {w.featuresHint}
      </p>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t.content.noFeatures}</p>
      ) : (
        <table aria-labelledby={headingId} className="mt-3 w-full border-separate border-spacing-0 max-lg:block lg:table-fixed">
          {/* Below 1024 px every tick and box names its plan and language itself: the head would be a second copy. */}
          <thead className="max-lg:hidden">
            <tr>
              <th scope="col" className={`${HEAD} w-7 px-1`}>
                <span className="sr-only">{w.columnNumber}</span>
              </th>
              <th scope="col" className={`${HEAD} px-2 text-left`}>
                {t.content.english}
              </th>
              <th scope="col" className={`${HEAD} px-2 text-left`}>
                {t.content.chinese}
              </th>
              {PLAN_IDS.map((id) => (
                <th
                  key={id}
                  scope="col"
                  className={`${HEAD} w-[6.25rem] border-l border-l-line px-1 text-center whitespace-nowrap text-ink`}
                >
                  {t.content.plans[id]}
                </th>
              ))}
              <th scope="col" className={`${HEAD} w-11`}>
                <span className="sr-only">{w.columnActions}</span>
              </th>
            </tr>
          </thead>
          {/* Index keys: every box is controlled, so a moved or removed row cannot leave its text behind in another. */}
          <tbody ref={body} className="max-lg:block max-lg:divide-y max-lg:divide-line">
            {rows.map((row, i) => (
              <FeatureRow
                // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position; lines have no identity of their own to key by
                key={i}
                row={row}
                index={i}
                count={rows.length}
                openPlans={shownOnce.current}
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

/**
 * A feature's box: one line that grows only when its words fill it. The page's "pretty" wrapping broke lines early in a
 * box ("System monitoring and / daily backups", review round 14), so rows of one length stood at two heights.
 */
const ONE_LINE = '[text-wrap-style:auto]';

/** A cell of a row: the row's lines from 1024 px (under every cell), a grid item below. From 1024 px every cell is centred
 *  on the row's height (decision 0235: the ticks and the menu sat at the top of a two-line row). */
const CELL = 'align-top lg:border-b lg:border-line lg:px-2 lg:py-2 lg:align-middle';

function FeatureRow({
  row,
  index,
  count,
  openPlans,
  onChange,
  onMove,
  onRemove,
}: {
  row: GridRow;
  index: number;
  count: number;
  openPlans: boolean;
  onChange: (row: GridRow) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const t = useAdminT();
  const w = t.planEditor;
  const lang = useLang();
  const n = index + 1;
  return (
    // Below 1024 px: its name and menu on top, the texts under them (side by side from 640 px), the ticks in one line.
    <tr className="max-lg:grid max-lg:grid-cols-6 max-lg:gap-x-3 max-lg:gap-y-2 max-lg:py-3 hover:bg-surface-alt/40" data-row={index}>
      <td className={`${CELL} text-sm font-medium max-lg:col-span-5 max-lg:flex max-lg:items-center`}>
        <span className="lg:hidden">{fill(t.content.feature, { n })}</span>
        <span className="hidden text-muted tabular-nums lg:inline" aria-hidden="true">
          {n}.
        </span>
      </td>
      {row.perPlan ? (
        <td colSpan={2} className={`${CELL} max-lg:col-span-6`}>
          <PerPlanWords row={row} n={n} startOpen={openPlans} onChange={onChange} />
        </td>
      ) : (
        (['en', 'zh'] as const).map((lang) => (
          // The cell as tall as its row (`h-px`, a table cell's height its content's at least), the box filling it: the
          // English and the Chinese of a feature grow together (review round 19: one wrapped, its neighbour stayed one line).
          <td key={lang} className={`${CELL} max-lg:col-span-6 sm:max-lg:col-span-3 lg:h-px`}>
            <RowText row={row} lang={lang} n={n} onText={(text) => onChange(withSharedText(row, lang, text.replace(/[\r\n]+/g, ' ')))} />
          </td>
        ))
      )}
      {PLAN_IDS.map((id) => (
        <td key={id} className={`${CELL} ${PLAN_CELL} max-lg:col-span-2`}>
          {/* Below 1024 px a toggle chip named by its plan (review round 19: bare boxes): outlined, and while the plan has
              the feature a tick, an ink edge and the neutral ink tint of a chosen row (round 21: 21 solid ink pills were
              the loudest thing on the screen and read as buttons); from 1024 px the box under its plan's column head. */}
          <label
            className={`inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1.5 max-lg:w-full max-lg:rounded-full max-lg:border max-lg:px-2 max-lg:has-[:focus-visible]:outline-2 max-lg:has-[:focus-visible]:outline-offset-2 max-lg:has-[:focus-visible]:outline-focus max-lg:has-[:focus-visible]:outline-solid ${
              row.cells[id].included ? 'plan-tick-on' : 'plan-tick-off'
            }`}
            data-plan-chip={id}
          >
            <input
              type="checkbox"
              checked={row.cells[id].included}
              aria-label={fill(t.content.featureIncluded, { plan: t.content.plans[id], n })}
              onChange={(e) => onChange(withCell(row, id, { included: e.target.checked }))}
              className="plan-check max-lg:sr-only"
            />
            <span
              aria-hidden="true"
              className={`${row.cells[id].included ? 'i-lucide-check' : 'i-lucide-plus text-faint'} h-4 w-4 shrink-0 lg:hidden`}
            />
            <span aria-hidden="true" className="truncate text-sm font-medium lg:hidden">
              {t.content.plans[id]}
            </span>
          </label>
          {/* Worded per plan: from 1024 px this plan's words in its own column, under its tick (decision 0235: the three
              chips stacked under the text columns, far from the plans they belong to). */}
          {row.perPlan && (
            <span
              className={`mt-1 line-clamp-4 px-0.5 text-xs leading-4 [overflow-wrap:break-word] [hyphens:auto] max-lg:hidden ${row.cells[id].included ? 'text-ink' : 'text-muted line-through'}`}
              title={row.cells[id][lang] || row.cells[id][lang === 'en' ? 'zh' : 'en']}
              // Its words' language, so a long English word is hyphenated at a syllable, not cut at any letter.
              lang={htmlLang(row.cells[id][lang] ? lang : lang === 'en' ? 'zh' : 'en')}
              data-plan-words={id}
            >
              {row.cells[id][lang] || row.cells[id][lang === 'en' ? 'zh' : 'en']}
            </span>
          )}
        </td>
      ))}
      <td className={`${CELL} text-right max-lg:col-start-6 max-lg:row-start-1`}>
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
      </td>
    </tr>
  );
}

/** One language's words of a row worded once: a box that grows with its text; under it, the note if the other lacks. */
function RowText({ row, lang, n, onText }: { row: GridRow; lang: 'en' | 'zh'; n: number; onText: (text: string) => void }) {
  const t = useAdminT();
  const w = t.planEditor;
  const id = useId();
  const language = lang === 'en' ? t.content.english : t.content.chinese;
  const other = lang === 'en' ? 'zh' : 'en';
  return (
    <div className="relative flex min-w-0 flex-col sm:h-full">
      {/* Below 1024 px the language is named on its box's top edge (as every bilingual text is); above, the head says it. */}
      <label
        htmlFor={id}
        className="pointer-events-none absolute -top-2 left-3 z-[1] rounded-sm bg-surface px-1 text-xs leading-4 font-medium text-muted lg:sr-only"
      >
        {language}
      </label>
      <TextBox
        oneLine
        id={id}
        value={sharedWords(row, lang)}
        lang={htmlLang(lang)}
        maxLength={200}
        aria-label={fill(w.featureText, { n, language })}
        placeholder={sharedWords(row, other) ? w.emptyPartner : undefined}
        onText={onText}
        className={`field ${ONE_LINE} sm:flex-1`}
      />
      {/* Words written in the other language only: this language's page will not show the feature. */}
      {missingWords(row, lang).length > 0 && <p className="mt-1 text-xs text-warn">{lang === 'en' ? w.missingEn : w.missingZh}</p>}
    </div>
  );
}

/**
 * A row worded for each plan, folded under "Differs by plan" (review round 14: three plans' boxes made the row five times
 * as tall as its neighbours): closed, one line as high as a box; open, each plan's name over its English and Chinese.
 */
function PerPlanWords({ row, n, startOpen, onChange }: { row: GridRow; n: number; startOpen: boolean; onChange: (row: GridRow) => void }) {
  const t = useAdminT();
  const lang = useLang();
  const [open, setOpen] = useState(startOpen);
  const missing = (['en', 'zh'] as const).filter((lang) => missingWords(row, lang).length > 0);
  return (
    <details className="group/plans" data-per-plan open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="keyboard-ring flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg border border-dashed border-line-strong px-3 text-sm hover:bg-surface-alt [&::-webkit-details-marker]:hidden">
        <span
          className="i-lucide-chevron-right h-4 w-4 shrink-0 text-muted transition-transform group-open/plans:rotate-90"
          aria-hidden="true"
        />
        <span className="shrink-0 font-medium whitespace-nowrap">{t.planEditor.differs}</span>
        {/* One chip per plan, each whole (review round 18: shrunk to "Up to 5 hours o…" they said nothing): they wrap to a
            second line where the three do not fit beside the label, the folded row still far shorter than the boxes. */}
        {/* On a phone the label alone, one line (review round 19: three chips wrapped under it); opened, each plan's words.
            From 1024 px too: each plan's words stand in its own column (decision 0235). */}
        <span className="flex min-w-0 flex-wrap gap-1 py-1.5 max-sm:hidden lg:hidden">
          {PLAN_IDS.map((id) => (
            <span key={id} className="chip min-w-0 whitespace-normal [overflow-wrap:anywhere]" title={t.content.plans[id]}>
              {row.cells[id][lang] || row.cells[id][lang === 'en' ? 'zh' : 'en']}
            </span>
          ))}
        </span>
        {missing.length > 0 && <span className="ml-auto h-2 w-2 shrink-0 rounded-full bg-warn" aria-hidden="true" />}
      </summary>
      <div className="mt-2 grid gap-2">
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
                className={`field ${ONE_LINE} ${row.cells[id].included ? '' : 'text-muted line-through'}`}
              />
            ))}
          </div>
        ))}
      </div>
      {missing.map((lang) => (
        <p key={lang} className="mt-1 text-xs text-warn">
          {lang === 'en' ? t.planEditor.missingEn : t.planEditor.missingZh}
        </p>
      ))}
    </details>
  );
}
