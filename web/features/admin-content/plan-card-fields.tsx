// One pricing plan's editable fields: prices (USD, step 0.01) with the discount they make and an offer to keep 16% off,
// titles, Most Popular, descriptions, and the features as rows holding both languages under one "Included" switch.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { PlanId } from '../../../src/contract';
import { BilingualText } from '../../components/admin/bilingual-text';
import { useAdminT } from '../../lib/admin-i18n';
import { fill, htmlLang, useLang, type Lang } from '../../lib/i18n';
import { isPrice, type PlanFields, type PlanValues } from './changes';
import {
  ADVERTISED_DISCOUNT,
  annualAdvice,
  featureLists,
  featureRows,
  rowDisagrees,
  rowIncluded,
  wholePercent,
  type Feature,
  type FeatureRow,
} from './plan-content';

type Props = {
  id: PlanId;
  current: PlanValues;
  value: PlanValues;
  onChange: <K extends keyof PlanValues>(field: K, value: PlanValues[K]) => void;
  /** Drawn beside the plan's name (its history). */
  extra?: ReactNode;
};

/** The server takes at most 30 features per language (src/contract/pricing.ts). */
const MAX_FEATURES = 30;

export function PlanCardFields({ id, current, value, onChange, extra }: Props) {
  const t = useAdminT();
  const uid = useId();
  const stored = (text: string) => fill(t.content.current, { value: text || t.content.empty });
  const fields: { field: keyof PlanFields; label: string; price: boolean }[] = [
    { field: 'monthlyPrice', label: t.content.monthlyPrice, price: true },
    { field: 'annualPrice', label: t.content.annualPrice, price: true },
    { field: 'titleEn', label: t.content.titleEn, price: false },
    { field: 'titleZh', label: t.content.titleZh, price: false },
  ];
  return (
    <fieldset className="card min-w-0 p-4 sm:p-5">
      <legend className="sr-only">{t.content.plans[id]}</legend>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          {/* biome-ignore lint/a11y/useHeadingContent: the fieldset legend already says the plan to screen readers; this heading is its visible twin */}
          <h3 className="text-lg font-semibold" aria-hidden="true">
            {t.content.plans[id]}
          </h3>
          {extra}
        </div>
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            role="switch"
            checked={value.isPopular}
            aria-checked={value.isPopular}
            onChange={(e) => onChange('isPopular', e.target.checked)}
            aria-describedby={`${uid}-popular-hint`}
            className="keyboard-ring h-5 w-9 cursor-pointer"
          />
          {t.content.mostPopular}
        </label>
      </div>
      <p id={`${uid}-popular-hint`} className="mt-1 text-xs text-muted">
        {t.content.mostPopularHint}
      </p>

      <div className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {fields.map(({ field, label, price }) => {
          const inputId = `${uid}-${field}`;
          const bad = price && value[field].trim() !== '' && !isPrice(value[field]);
          return (
            <div key={field}>
              <label htmlFor={inputId} className="text-sm font-medium">
                {label}
              </label>
              <input
                id={inputId}
                type={price ? 'number' : 'text'}
                inputMode={price ? 'decimal' : undefined}
                step={price ? '0.01' : undefined}
                min={price ? '0' : undefined}
                lang={field === 'titleZh' ? 'zh-Hant' : undefined}
                value={value[field]}
                onChange={(e) => onChange(field, e.target.value)}
                aria-invalid={bad || undefined}
                aria-describedby={`${inputId}-hint${field === 'annualPrice' ? ` ${uid}-discount` : ''}`}
                className="field mt-1"
              />
              <p id={`${inputId}-hint`} className={`mt-1 text-xs ${bad ? 'text-bad' : 'text-muted'}`}>
                {bad ? t.content.invalidPrice : stored(current[field])}
              </p>
            </div>
          );
        })}
      </div>
      <AnnualDiscount id={`${uid}-discount`} value={value} current={current} onAnnual={(annual) => onChange('annualPrice', annual)} />

      <div className="mt-4">
        <BilingualText
          label={t.content.description}
          languages={{ en: t.content.english, zh: t.content.chinese }}
          multiline
          current={{ en: stored(current.descriptionEn), zh: stored(current.descriptionZh) }}
          values={{ en: value.descriptionEn, zh: value.descriptionZh }}
          onChange={(lang, text) => onChange(lang === 'en' ? 'descriptionEn' : 'descriptionZh', text)}
        />
      </div>

      <PlanFeatures
        featuresEn={value.featuresEn}
        featuresZh={value.featuresZh}
        onChange={(lists) => {
          if (lists.featuresEn) onChange('featuresEn', lists.featuresEn);
          if (lists.featuresZh) onChange('featuresZh', lists.featuresZh);
        }}
      />
    </fieldset>
  );
}

const money = (cents: number, lang: Lang) =>
  `US$${new Intl.NumberFormat(lang === 'zh' ? 'zh-TW' : 'en-US', {
    minimumFractionDigits: cents % 100 ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(cents / 100)}`;

/** Beside the prices: the discount they make now, a warning when it is not the page's 16%, and the offer to keep it. */
function AnnualDiscount({
  id,
  value,
  current,
  onAnnual,
}: {
  id: string;
  value: PlanValues;
  current: PlanValues;
  onAnnual: (annual: string) => void;
}) {
  const t = useAdminT();
  const lang = useLang();
  const advice = annualAdvice(value, current);
  if (!advice) return null;
  const w = t.planEditor;
  const percent = String(wholePercent(advice.percent));
  return (
    <div id={id} className="mt-3 grid gap-2 text-sm" data-annual-discount>
      <p className="muted">{fill(w.discount, { annual: money(advice.annual, lang), percent, monthly: money(advice.monthly, lang) })}</p>
      {advice.offAdvertised && (
        <p className="flex items-start gap-2 rounded-lg bg-warn-soft px-3 py-2 text-warn">
          <span className="i-lucide-triangle-alert mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {fill(w.notAdvertised, { advertised: String(ADVERTISED_DISCOUNT), percent })}
        </p>
      )}
      {advice.offer && (
        <div>
          <button
            type="button"
            className="btn-outline px-3 py-1.5"
            onClick={() => advice.offer && onAnnual(String(advice.offer.annual / 100))}
          >
            <span className="i-lucide-badge-percent h-4 w-4" aria-hidden="true" />
            {fill(advice.offer.keeps ? w.keepDiscount : w.makeDiscount, {
              percent: String(ADVERTISED_DISCOUNT),
              annual: money(advice.offer.annual, lang),
            })}
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * The features, one row per feature: its English and Chinese text side by side (stacked on a phone), ONE "Included"
 * switch that sets or clears the "!" of both, and the row's move and remove buttons, which move both languages.
 */
function PlanFeatures({
  featuresEn,
  featuresZh,
  onChange,
}: {
  featuresEn: Feature[];
  featuresZh: Feature[];
  onChange: (lists: { featuresEn?: Feature[]; featuresZh?: Feature[] }) => void;
}) {
  const t = useAdminT();
  const w = t.planEditor;
  const headingId = useId();
  const list = useRef<HTMLOListElement>(null);
  const rows = featureRows(featuresEn, featuresZh);
  const write = (next: FeatureRow[]) => onChange(featureLists(next));
  const update = (index: number, row: FeatureRow) => write(rows.map((old, i) => (i === index ? row : old)));

  // After Add the caret goes to the new row's English text; after a move, back to the same button of the moved row.
  const focusNext = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the rows changed, which the lists say
  useEffect(() => {
    const selector = focusNext.current;
    focusNext.current = null;
    if (selector) list.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [featuresEn, featuresZh]);

  const move = (index: number, by: -1 | 1) => {
    const other = index + by;
    if (other < 0 || other >= rows.length) return;
    const next = [...rows];
    [next[index], next[other]] = [next[other]!, next[index]!];
    const edge = other === 0 || other === rows.length - 1;
    // At an end the button just used is disabled: the caret goes to its twin.
    focusNext.current = `[data-row="${other}"] [data-move="${edge ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down'}"]`;
    write(next);
  };
  const add = () => {
    focusNext.current = `[data-row="${rows.length}"] textarea`;
    write([...rows, { en: { text: '', included: true }, zh: { text: '', included: true } }]);
  };

  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h4 id={headingId} className="text-sm font-semibold">
        {t.content.features}
      </h4>
      <p className="mt-1 text-xs text-muted">{w.featuresHint}</p>
      {rows.length === 0 && <p className="mt-2 text-sm text-muted">{t.content.noFeatures}</p>}
      <ol ref={list} className="mt-2 divide-y divide-line">
        {rows.map((row, i) => (
          <FeatureRowFields
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position; features have no identity of their own to key by
            key={i}
            index={i}
            row={row}
            count={rows.length}
            onChange={(next) => update(i, next)}
            onMove={(by) => move(i, by)}
            onRemove={() => write(rows.filter((_, j) => j !== i))}
          />
        ))}
      </ol>
      <button type="button" onClick={add} disabled={rows.length >= MAX_FEATURES} className="btn-outline mt-3 px-3 py-1.5">
        <span className="i-lucide-plus h-4 w-4" aria-hidden="true" />
        {t.content.addFeature}
      </button>
    </section>
  );
}

function FeatureRowFields({
  index,
  row,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  index: number;
  row: FeatureRow;
  count: number;
  onChange: (row: FeatureRow) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const t = useAdminT();
  const w = t.planEditor;
  const n = index + 1;
  const included = rowIncluded(row);
  const setIncluded = (on: boolean) =>
    onChange({ en: { text: row.en?.text ?? '', included: on }, zh: { text: row.zh?.text ?? '', included: on } });
  const setText = (lang: Lang, text: string) =>
    onChange({ ...row, [lang]: { text: text.replace(/[\r\n]+/g, ' '), included: row[lang]?.included ?? included } });
  const missing = (['en', 'zh'] as const).filter((lang) => !row[lang]?.text.trim());
  const iconButton =
    'keyboard-ring grid h-11 w-11 shrink-0 place-items-center rounded-lg text-muted hover:bg-surface-alt hover:text-ink disabled:cursor-not-allowed disabled:opacity-40 sm:h-9 sm:w-9';
  return (
    <li className="py-3" data-row={index} data-included={included}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-sm font-medium">{fill(t.content.feature, { n })}</span>
        {!included && <span className="chip text-xs text-muted">{w.notIncluded}</span>}
        <div className="ml-auto flex items-center gap-1">
          <label className="mr-1 flex min-h-11 cursor-pointer items-center gap-1.5 text-xs font-medium">
            <input
              type="checkbox"
              role="switch"
              checked={included}
              aria-checked={included}
              aria-label={fill(t.content.featureIncluded, { n })}
              onChange={(e) => setIncluded(e.target.checked)}
              className="keyboard-ring h-5 w-9 cursor-pointer"
            />
            <span aria-hidden="true">{t.content.included}</span>
          </label>
          <button
            type="button"
            data-move="up"
            disabled={index === 0}
            onClick={() => onMove(-1)}
            aria-label={fill(w.moveUp, { n })}
            title={fill(w.moveUp, { n })}
            className={iconButton}
          >
            <span className="i-lucide-arrow-up h-4 w-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            data-move="down"
            disabled={index === count - 1}
            onClick={() => onMove(1)}
            aria-label={fill(w.moveDown, { n })}
            title={fill(w.moveDown, { n })}
            className={iconButton}
          >
            <span className="i-lucide-arrow-down h-4 w-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={onRemove}
            aria-label={fill(t.content.removeFeature, { n })}
            title={fill(t.content.removeFeature, { n })}
            className={`${iconButton} hover:text-bad`}
          >
            <span className="i-lucide-trash-2 h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      </div>
      <div className="mt-1 grid gap-2 sm:grid-cols-2">
        {(['en', 'zh'] as const).map((lang) => (
          <FeatureText key={lang} lang={lang} n={n} feature={row[lang]} included={included} onText={(text) => setText(lang, text)} />
        ))}
      </div>
      {rowDisagrees(row) && <p className="mt-2 text-xs text-warn">{w.disagree}</p>}
      {missing.length === 1 && row[missing[0] === 'en' ? 'zh' : 'en']?.text.trim() && (
        <p className="mt-2 text-xs text-warn">{missing[0] === 'en' ? w.missingEn : w.missingZh}</p>
      )}
    </li>
  );
}

/** One language's text of a feature: a text box that grows with its text (never cut), one line of text however long. */
function FeatureText({
  lang,
  n,
  feature,
  included,
  onText,
}: {
  lang: Lang;
  n: number;
  feature: Feature | null;
  included: boolean;
  onText: (text: string) => void;
}) {
  const t = useAdminT();
  const id = useId();
  const language = lang === 'en' ? t.content.english : t.content.chinese;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="text-xs font-medium text-muted uppercase">
        {language}
      </label>
      <textarea
        id={id}
        rows={1}
        value={feature?.text ?? ''}
        lang={htmlLang(lang)}
        maxLength={200}
        aria-label={fill(t.planEditor.featureText, { n, language })}
        placeholder={feature ? undefined : t.planEditor.emptyPartner}
        // A feature is one line: Enter would store a line break the server refuses.
        onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
        onChange={(e) => onText(e.target.value)}
        className={`field mt-1 block min-h-11 resize-none [field-sizing:content] ${included ? '' : 'text-muted line-through'}`}
      />
    </div>
  );
}
