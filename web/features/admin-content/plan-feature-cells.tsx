// The cells of a row of the plans' feature grid (plan-feature-row.tsx): a language's words of a row worded once (a box),
// what a row worded per plan is about (text, its differing part a token), and a plan's cell: its included checkbox and,
// where the plans word the row differently, that plan's own words in two compact boxes (decision 0283).
import { useId } from 'react';
import type { PlanId } from '../../../src/contract';
import { TextBox } from '../../components/admin/text-box';
import { useAdminT } from '../../lib/admin-i18n';
import { fill, htmlLang } from '../../lib/i18n';
import { missingWords, sharedWords, TOKEN_PART_MAX, withCell, type GridRow, wordingParts } from './plan-grid';

/**
 * A feature's box: one line that grows only when its words fill it. The page's "pretty" wrapping broke lines early in a
 * box ("System monitoring and / daily backups", review round 14), so rows of one length stood at two heights.
 */
const ONE_LINE = '[text-wrap-style:auto]';

/** The note under a language's cell where a plan has words in the other language only (that page will not show it). */
function Missing({ row, lang }: { row: GridRow; lang: 'en' | 'zh' }) {
  const w = useAdminT().planEditor;
  if (missingWords(row, lang).length === 0) return null;
  return <p className="mt-1 text-xs text-warn">{lang === 'en' ? w.missingEn : w.missingZh}</p>;
}

/** One language's words of a row worded once: a box that grows with its text; under it, the note if the other lacks. */
export function RowText({ row, lang, n, onText }: { row: GridRow; lang: 'en' | 'zh'; n: number; onText: (text: string) => void }) {
  const t = useAdminT();
  const w = t.planEditor;
  const id = useId();
  const language = lang === 'en' ? t.content.english : t.content.chinese;
  const other = lang === 'en' ? 'zh' : 'en';
  return (
    <div className="relative flex min-w-0 flex-col">
      {/* Below 1024 px the language named on its box's top edge (card rows have no head); from 1024 px the column's
        head names it. */}
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
        className={`field ${ONE_LINE} lg:min-h-9 lg:px-2.5 lg:py-1.5 lg:text-sm lg:leading-6`}
      />
      <Missing row={row} lang={lang} />
    </div>
  );
}

/**
 * What a row worded per plan is about, in its language's cell: the words its plans share with the part that differs as
 * a token ("5 / 20 / 60 hours of improvements a month", decision 0272), read, not edited (each plan's words are edited
 * in its own column). Under the English, a quiet "Varies by plan".
 */
export function RowSummary({ row, lang }: { row: GridRow; lang: 'en' | 'zh' }) {
  const t = useAdminT();
  const { head, varying, tail } = wordingParts(row, lang);
  const short = varying?.every((part) => part.length <= TOKEN_PART_MAX);
  return (
    <div className="min-w-0 px-1 lg:py-2" data-per-plan="">
      <p lang={htmlLang(lang)} className="text-sm leading-6 text-ink [overflow-wrap:break-word]" data-base-words={lang}>
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
      </p>
      {lang === 'en' && (
        <p className="mt-1 flex items-center gap-1 text-xs leading-5 text-muted" data-varies>
          <span className="i-lucide-columns-3 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          {t.planEditor.differs}
        </p>
      )}
      <Missing row={row} lang={lang} />
    </div>
  );
}

/**
 * A plan's cell: whether the plan includes the feature, a native checkbox in a 44 px label. Below 1024 px the label is the
 * named chip of the card rows (decision 0278); from 1024 px the column's head names the plan and the box stands alone
 * (the chip's edge stays, transparent, so a tick changed and not yet saved can still be ringed in the accent). A row
 * worded per plan adds the plan's words in its language boxes, compact in the narrow column, struck through while the
 * plan lacks the feature (the pricing page crosses it out).
 */
export function PlanCell({
  row,
  plan,
  n,
  changed,
  onChange,
}: {
  row: GridRow;
  plan: PlanId;
  n: number;
  changed: boolean;
  onChange: (row: GridRow) => void;
}) {
  const t = useAdminT();
  const cell = row.cells[plan];
  const name = t.content.plans[plan];
  return (
    <div
      className={`grid min-w-0 gap-1.5 ${row.perPlan ? 'max-lg:grid-cols-[6.5rem_minmax(0,1fr)] sm:max-lg:grid-cols-[6.5rem_minmax(0,1fr)_minmax(0,1fr)] max-lg:items-start' : ''} lg:justify-items-center`}
    >
      <label
        className={`inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1.5 rounded-lg border px-1.5 max-lg:w-full lg:min-h-9 lg:min-w-9 lg:border-transparent media-[(pointer:coarse)]:!min-h-11 media-[(pointer:coarse)]:!min-w-11 ${
          cell.included ? 'plan-tick-on' : 'plan-tick-off'
        } ${changed ? 'plan-tick-changed' : ''}`}
        data-plan-chip={plan}
      >
        <input
          type="checkbox"
          checked={cell.included}
          aria-label={fill(t.content.featureIncluded, { plan: name, n })}
          onChange={(e) => onChange(withCell(row, plan, { included: e.target.checked }))}
          className="check-box"
        />
        <span aria-hidden="true" className="truncate text-[0.8125rem] sm:text-sm lg:hidden">
          {name}
        </span>
      </label>
      {row.perPlan &&
        (['en', 'zh'] as const).map((lang) => {
          const language = lang === 'en' ? t.content.english : t.content.chinese;
          return (
            <TextBox
              key={lang}
              oneLine
              value={cell[lang]}
              lang={htmlLang(lang)}
              maxLength={200}
              placeholder={language}
              aria-label={fill(t.planEditor.planWords, { plan: name, n, language })}
              onText={(text) => onChange(withCell(row, plan, { [lang]: text.replace(/[\r\n]+/g, ' ') }))}
              className={`field ${ONE_LINE} lg:min-h-8 lg:px-2 lg:py-1 lg:text-[0.8125rem] lg:leading-5 ${lang === 'zh' ? 'max-sm:col-start-2' : ''} ${
                cell.included ? '' : 'text-muted line-through'
              }`}
              data-plan-words={plan}
            />
          );
        })}
    </div>
  );
}
