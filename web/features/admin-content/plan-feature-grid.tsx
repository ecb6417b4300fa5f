// The plans' features as one table (plan-grid.ts): a row per feature in both languages, then a column per plan ticked
// when the plan includes it (the pricing page crosses out what a plan lacks). At every width each row is a card row
// (decision 0278, review round 33: the 1024 px table squeezed the boxes to 170 px and its per-plan panels broke its
// column lines): its number or name and menu, its two texts side by side and wide, then a named chip per plan (from
// 1024 px under the Chinese text, at the row's right). A row the plans word differently shows what it is about in its
// texts' place and each plan's words in a sub-grid under it, a line per plan (decision 0247); a row's menu switches
// between one wording and one per plan.
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { PLAN_IDS, type PlanId } from '../../../src/contract';
import { ActionsMenu } from '../../components/admin/actions-menu';
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
  wordingParts,
  TOKEN_PART_MAX,
  type GridRow,
  type PlanLists,
} from './plan-grid';

/** The server takes at most 30 features per language (src/contract/pricing.ts). */
const MAX_FEATURES = 30;
/**
 * The head's cells stay at the top of the window, under the content tab's sticky part picker where it shows
 * (`--part-bar`, content-editor.tsx); on the surface, so the rows pass under them.
 */
const HEAD =
  'sticky top-[calc(var(--admin-top,0px)+var(--part-bar,0px))] z-[2] border-b border-line-strong bg-surface py-2 text-sm font-medium text-muted';

/** `stored`: the lists as saved, so a tick changed and not yet saved is marked (below 1024 px, the accent's one use). */
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
      <h3 id={headingId} className="admin-section-title">
        {w.gridTitle}
      </h3>
      <p id={`${headingId}-hint`} className="muted mt-1 max-w-3xl text-sm">
        {w.featuresHint}
      </p>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t.content.noFeatures}</p>
      ) : (
        <table aria-labelledby={headingId} className="mt-3 block w-full">
          {/* Every chip and box names its plan and language itself: the head would be a second copy (decision 0278). */}
          <thead className="hidden">
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
          <tbody ref={body} className="block divide-y divide-line">
            {rows.map((row, i) => (
              <FeatureRow
                // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position; lines have no identity of their own to key by
                key={i}
                row={row}
                storedRow={storedRows[i]}
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

/** A cell of a row: a grid item (decision 0278). From 1024 px every row has one template, so the texts and the chips of
 *  all rows stand in the same columns: its number, six equal tracks (English over three, Chinese over three, a chip per
 *  plan under the Chinese), its menu. */
const CELL = 'min-w-0';
const ROW_GRID = 'grid grid-cols-6 gap-x-3 gap-y-2 py-3 lg:grid-cols-[1.75rem_repeat(6,minmax(0,1fr))_2.75rem]';

function FeatureRow({
  row,
  storedRow,
  index,
  count,
  openPlans,
  onChange,
  onMove,
  onRemove,
}: {
  row: GridRow;
  storedRow?: GridRow;
  index: number;
  count: number;
  openPlans: boolean;
  onChange: (row: GridRow) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const t = useAdminT();
  const w = t.planEditor;
  const n = index + 1;
  // Worded per plan: folded, each plan's words read in the row under this one; open, its boxes there (decision 0247).
  const [open, setOpen] = useState(openPlans);
  const wordsId = useId();
  const cell = CELL;
  return (
    <Fragment>
      {/* Below 1024 px its name and menu on top, the texts under them (side by side from 640 px), the chips in one line;
        from 1024 px its number, the texts and the menu on one line, the chips under the Chinese text. */}
      <tr className={`${ROW_GRID} ${row.perPlan ? '!border-b-0 pb-2' : ''}`} data-row={index}>
        <td className={`${cell} col-span-5 flex items-center text-sm font-medium lg:col-span-1 lg:items-start`}>
          <span className="lg:hidden">{fill(t.content.feature, { n })}</span>
          <span className="hidden min-h-11 items-center text-muted tabular-nums lg:flex" aria-hidden="true">
            {n}.
          </span>
        </td>
        {row.perPlan ? (
          <td colSpan={2} className={`${cell} col-span-6`}>
            <PerPlanSummary row={row} open={open} controls={wordsId} onToggle={() => setOpen(!open)} />
          </td>
        ) : (
          (['en', 'zh'] as const).map((lang) => (
            // The cell as tall as its row (`h-px`, a table cell's height its content's at least), the box filling it: the
            // English and the Chinese of a feature grow together (review round 19: one wrapped, its neighbour stayed one line).
            <td key={lang} className={`${CELL} col-span-6 sm:col-span-3`}>
              <RowText row={row} lang={lang} n={n} onText={(text) => onChange(withSharedText(row, lang, text.replace(/[\r\n]+/g, ' ')))} />
            </td>
          ))
        )}
        {PLAN_IDS.map((id, p) => (
          <td key={id} className={`${cell} col-span-2 lg:col-span-1 ${p === 0 ? 'lg:col-start-5' : ''}`}>
            {/* A toggle chip named by its plan (review round 19: bare boxes): outlined, and while the plan has the feature a
              tick, an ink edge and the neutral ink tint of a chosen row (round 21: 21 solid ink pills were the loudest
              thing on the screen and read as buttons); at every width (decision 0278: the 1024 px boxes under column
              heads were a third way of editing on the screen). */}
            <label
              className={`relative inline-flex min-h-11 w-full min-w-11 cursor-pointer items-center justify-center gap-1.5 rounded-lg border px-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus has-[:focus-visible]:outline-solid ${
                row.cells[id].included ? 'plan-tick-on' : 'plan-tick-off'
              } ${storedRow && storedRow.cells[id].included !== row.cells[id].included ? 'plan-tick-changed' : ''}`}
              data-plan-chip={id}
            >
              <input
                type="checkbox"
                checked={row.cells[id].included}
                aria-label={fill(t.content.featureIncluded, { plan: t.content.plans[id], n })}
                onChange={(e) => onChange(withCell(row, id, { included: e.target.checked }))}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className={`${row.cells[id].included ? 'i-lucide-check' : 'i-lucide-plus text-faint'} pointer-events-none h-4 w-4 shrink-0`}
              />
              <span aria-hidden="true" className="pointer-events-none truncate text-sm font-medium">
                {t.content.plans[id]}
              </span>
            </label>
          </td>
        ))}
        <td className={`${cell} col-start-6 row-start-1 text-right lg:col-start-8`}>
          {/* From 1024 px on the texts' first line: the 36 px button centred in a 44 px line. */}
          <div className="lg:flex lg:min-h-11 lg:items-center lg:justify-end">
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
                  : {
                      label: w.perPlan,
                      text: w.perPlan,
                      icon: 'i-lucide-columns-3',
                      onSelect: () => {
                        setOpen(true);
                        onChange(withPerPlan(row, true));
                      },
                    },
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
      {row.perPlan && (
        <tr className="block pb-3" data-row-words={index}>
          {/* A sub-grid under the row's summary and chips, a line per plan (decision 0278: the 1024 px grey panel of a
            column per plan broke the table's column lines); from 1024 px from the texts' edge. */}
          <td className="hidden" aria-hidden="true" />
          <td colSpan={PLAN_IDS.length + 3} className="block lg:pr-14 lg:pl-10">
            <PerPlanWords id={wordsId} row={row} n={n} open={open} onChange={onChange} onOpen={() => setOpen(true)} />
          </td>
        </tr>
      )}
    </Fragment>
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
      {/* The language named on its box's top edge, as every bilingual text is (decision 0278: at every width). */}
      <label
        htmlFor={id}
        className="pointer-events-none absolute -top-2 left-3 z-[1] rounded-sm bg-surface px-1 text-xs leading-4 font-medium text-muted"
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
 * A row worded for each plan, in its texts' place: what the feature is about in each language, the part that differs as
 * a token ("5 / 20 / 60 hours of improvements a month", decision 0272; review round 32: "… hours" read as a bug), and a
 * "Varies by plan" chip; a button that opens each plan's boxes in the row under it.
 */
function PerPlanSummary({ row, open, controls, onToggle }: { row: GridRow; open: boolean; controls: string; onToggle: () => void }) {
  const t = useAdminT();
  const missing = (['en', 'zh'] as const).some((lang) => missingWords(row, lang).length > 0);
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="keyboard-ring flex min-h-11 w-full cursor-pointer items-start gap-2 rounded-lg border border-line px-3 py-2.5 text-left text-sm hover:bg-surface-alt"
      data-per-plan=""
      // A card-like control of several lines on purpose: the words in both languages, then "Varies by plan".
      data-lines={6}
    >
      {/* Down: each plan's words show under the row, folded or open (review round 30: a right arrow over shown words read
        as shut); up while their boxes are open, a click folds them back to lines. */}
      <span
        className={`i-lucide-chevron-down mt-0.5 h-4 w-4 shrink-0 text-muted transition-transform ${open ? 'rotate-180' : ''}`}
        aria-hidden="true"
      />
      <span className="grid min-w-0 flex-1 gap-x-4 gap-y-1 sm:grid-cols-2">
        {(['en', 'zh'] as const).map((lang) => (
          <SummaryWords key={lang} row={row} lang={lang} />
        ))}
        <span className="flex items-center gap-1.5 sm:col-span-2">
          <span
            className="inline-flex items-center gap-1 rounded-full border border-line-strong px-2 text-xs leading-5 font-medium text-ink"
            data-varies
          >
            <span className="i-lucide-columns-3 h-3.5 w-3.5 text-muted" aria-hidden="true" />
            {t.planEditor.differs}
          </span>
          {missing && <span className="h-2 w-2 shrink-0 rounded-full bg-warn" aria-hidden="true" />}
        </span>
      </span>
    </button>
  );
}

/** One language's summary of a row worded per plan: the shared words, the differing part a token between them. */
function SummaryWords({ row, lang }: { row: GridRow; lang: 'en' | 'zh' }) {
  const t = useAdminT();
  const { head, varying, tail } = wordingParts(row, lang);
  const short = varying?.every((part) => part.length <= TOKEN_PART_MAX);
  return (
    <span lang={htmlLang(lang)} className="min-w-0 leading-6 text-ink [overflow-wrap:break-word]" data-base-words={lang}>
      {head}
      {varying && (
        <>
          {head && ' '}
          <span
            className="rounded-md bg-surface-alt px-1.5 py-0.5 font-medium whitespace-nowrap tabular-nums ring-1 ring-line-strong ring-inset"
            data-token
          >
            {short ? varying.map((part) => part || '—').join(' / ') : t.planEditor.varying}
          </span>
          {tail && ' '}
          {tail}
        </>
      )}
    </span>
  );
}

/**
 * Each plan's words of a row worded per plan, under it (decision 0247: in 100 px plan columns "enhancement-s" broke
 * mid-word). From 1024 px one block across the row, a column per plan in the plans' order, its name over its English and
 * Chinese (decision 0272); below, a line per plan. Folded, the words as text; open, the same places as boxes.
 */
function PerPlanWords({
  id,
  row,
  n,
  open,
  onChange,
  onOpen,
}: {
  id: string;
  row: GridRow;
  n: number;
  open: boolean;
  onChange: (row: GridRow) => void;
  onOpen: () => void;
}) {
  const t = useAdminT();
  const missing = (['en', 'zh'] as const).filter((lang) => missingWords(row, lang).length > 0);
  return (
    <div id={id} className="grid gap-1.5 border-l-2 border-line pl-3" data-plan-words-row="">
      <div className="grid gap-1.5">
        {PLAN_IDS.map((plan: PlanId) => {
          const cell = row.cells[plan];
          return (
            <div
              key={plan}
              className={`grid min-w-0 gap-x-4 gap-y-1 sm:grid-cols-[6.5rem_minmax(0,1fr)_minmax(0,1fr)] lg:grid-cols-[8rem_minmax(0,1fr)_minmax(0,1fr)] ${open ? 'sm:items-center' : ''}`}
              data-plan-words={plan}
            >
              {/* The plan's name heads its line; from 1024 px a tick or a dash for whether it has the feature. */}
              <span className="flex items-center gap-1.5 text-xs leading-5 font-medium text-muted sm:text-sm">
                {t.content.plans[plan]}
                <span
                  className={`${cell.included ? 'i-lucide-check' : 'i-lucide-minus'} h-3.5 w-3.5 text-muted max-lg:hidden`}
                  aria-hidden="true"
                />
                {!cell.included && <span className="sr-only"> ({t.planEditor.notIncluded})</span>}
              </span>
              {(['en', 'zh'] as const).map((lang) =>
                open ? (
                  <TextBox
                    key={lang}
                    oneLine
                    value={cell[lang]}
                    lang={htmlLang(lang)}
                    maxLength={200}
                    placeholder={lang === 'en' ? t.content.english : t.content.chinese}
                    aria-label={fill(t.planEditor.planWords, {
                      plan: t.content.plans[plan],
                      n,
                      language: lang === 'en' ? t.content.english : t.content.chinese,
                    })}
                    onText={(text) => onChange(withCell(row, plan, { [lang]: text }))}
                    className={`field ${ONE_LINE} ${cell.included ? '' : 'text-muted line-through'}`}
                  />
                ) : (
                  <span
                    key={lang}
                    lang={htmlLang(lang)}
                    className={`text-sm leading-5 [overflow-wrap:break-word] ${cell.included ? 'text-ink' : 'text-muted line-through'}`}
                  >
                    {cell[lang] || '—'}
                  </span>
                ),
              )}
            </div>
          );
        })}
      </div>
      {missing.map((lang) => (
        <p key={lang} className="text-xs text-warn">
          {lang === 'en' ? t.planEditor.missingEn : t.planEditor.missingZh}
        </p>
      ))}
      {/* Folded, the words read as text: a plain button says how to edit them (review round 31: "20 hours" looked
        read-only among the boxes of the other rows). */}
      {!open && (
        <button
          type="button"
          onClick={onOpen}
          className="btn-outline mt-1 justify-self-start px-3 py-1.5"
          data-edit-wording=""
          aria-label={fill(t.planEditor.editWordingNamed, { n })}
        >
          <span className="i-lucide-pencil h-4 w-4" aria-hidden="true" />
          {t.planEditor.editWording}
        </button>
      )}
    </div>
  );
}
