// One pricing plan's editable fields: prices (USD, step 0.01) with one line of what they make and an offer to keep 16% off,
// titles, Most Popular and descriptions (the features of all plans are one grid under the cards, plan-feature-grid.tsx).
import { Fragment, useId, type ReactNode } from 'react';
import type { PlanId } from '../../../src/contract';
import { BilingualText } from '../../components/admin/bilingual-text';
import { PriceInput } from '../../components/admin/price-input';
import { useAdminT } from '../../lib/admin-i18n';
import { fill, useLang, type Lang } from '../../lib/i18n';
import { usDollars } from '../../lib/us-dollars';
import { isPrice, type PlanValues } from './changes';
import { ADVERTISED_DISCOUNT, annualAdvice, wholePercent } from './plan-content';

type Props = {
  id: PlanId;
  current: PlanValues;
  value: PlanValues;
  onChange: <K extends keyof PlanValues>(field: K, value: PlanValues[K]) => void;
  /** Drawn at the end of the first row (the plan's history). */
  extra?: ReactNode;
};

export function PlanCardFields({ id, current, value, onChange, extra }: Props) {
  const t = useAdminT();
  const lang = useLang();
  const uid = useId();
  const stored = (text: string) => fill(t.content.current, { value: text || t.content.empty });
  const prices: { field: 'monthlyPrice' | 'annualPrice'; label: string }[] = [
    { field: 'monthlyPrice', label: t.content.monthlyPrice },
    { field: 'annualPrice', label: t.content.annualPrice },
  ];
  return (
    // The body of the plans' card under the plan's tab (decision 0187: the tab names the plan, so no heading repeats it;
    // the legend still says it to screen readers). Its first row: Most Popular, and the plan's history at its end.
    <fieldset className="min-w-0 p-4 sm:p-5 max-sm:px-0" data-plan-fields={id}>
      <legend className="sr-only">{t.content.plans[id]}</legend>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            role="switch"
            checked={value.isPopular}
            aria-checked={value.isPopular}
            onChange={(e) => onChange('isPopular', e.target.checked)}
            aria-describedby={`${uid}-popular-hint`}
            className="switch"
          />
          {t.content.mostPopular}
        </label>
        {extra}
      </div>
      <p id={`${uid}-popular-hint`} className="sr-only">
        {t.content.mostPopularHint}
      </p>

      {/* The plan's name first, then its prices (review round 13). It is built as every other text in both languages is
          (the page's texts, a list entry's form): one field, English and Chinese side by side, each named on its box's edge. */}
      <div className="mt-3 grid">
        <BilingualText
          label={t.content.planTitle}
          languages={{ en: t.content.english, zh: t.content.chinese }}
          current={{ en: stored(current.titleEn), zh: stored(current.titleZh) }}
          stored={{ en: current.titleEn, zh: current.titleZh }}
          values={{ en: value.titleEn, zh: value.titleZh }}
          onChange={(lang, text) => onChange(lang === 'en' ? 'titleEn' : 'titleZh', text)}
          check={{ note: t.content.checkTranslation, dismiss: t.content.checkTranslation.dismiss }}
        />
      </div>

      <div className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {prices.map(({ field, label }) => {
          const inputId = `${uid}-${field}`;
          const bad = value[field].trim() !== '' && !isPrice(value[field]);
          // Like every other text (docs/design.md changelog "2026-11-28: the admin, follow-ups"): the stored value only
          // once the field differs from it.
          const changed = value[field] !== current[field];
          const hint = bad || changed;
          const describedBy = [hint && `${inputId}-hint`, field === 'annualPrice' && `${uid}-discount`].filter(Boolean).join(' ');
          // The discount the prices make is said right under them, a row of its own.
          const discount = field === 'annualPrice' && (
            <div className="col-span-full -mt-3 empty:hidden">
              <AnnualDiscount
                id={`${uid}-discount`}
                value={value}
                current={current}
                onAnnual={(annual) => onChange('annualPrice', annual)}
              />
            </div>
          );
          return (
            <Fragment key={field}>
              <div>
                <label htmlFor={inputId} className="text-sm font-medium">
                  {label}
                </label>
                {/* A price reads as money: the currency before it, its thousands grouped (4,122), typed rather than stepped. */}
                <div className="relative mt-1">
                  <span
                    className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm font-medium text-muted"
                    aria-hidden="true"
                  >
                    {t.content.pricePrefix}
                  </span>
                  <PriceInput
                    id={inputId}
                    aria-invalid={bad || undefined}
                    aria-describedby={describedBy || undefined}
                    className="field min-h-13 pl-11 text-2xl font-semibold tabular-nums"
                    value={value[field]}
                    onValue={(plain) => onChange(field, plain)}
                  />
                </div>
                {hint && (
                  <p
                    id={`${inputId}-hint`}
                    className={`mt-1 flex items-start gap-1 text-xs break-words ${bad ? 'text-bad' : 'text-muted'}`}
                  >
                    {!bad && <span className="changed-dot mt-1.5" aria-hidden="true" />}
                    {bad
                      ? t.content.invalidPrice
                      : stored(isPrice(current[field]) ? usDollars(Number(current[field]), lang) : current[field])}
                  </p>
                )}
              </div>
              {discount}
            </Fragment>
          );
        })}
      </div>

      <div className="mt-4 grid gap-4">
        <BilingualText
          label={t.content.description}
          languages={{ en: t.content.english, zh: t.content.chinese }}
          multiline
          current={{ en: stored(current.descriptionEn), zh: stored(current.descriptionZh) }}
          stored={{ en: current.descriptionEn, zh: current.descriptionZh }}
          values={{ en: value.descriptionEn, zh: value.descriptionZh }}
          onChange={(lang, text) => onChange(lang === 'en' ? 'descriptionEn' : 'descriptionZh', text)}
          check={{ note: t.content.checkTranslation, dismiss: t.content.checkTranslation.dismiss }}
        />
      </div>
    </fieldset>
  );
}

const money = (cents: number, lang: Lang) => usDollars(cents / 100, lang);

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
  // Whole dollars: "≈" already says it is rounded (review round 14: one helper line, not the number three times).
  const perMonth = Math.round(advice.annual / 1200) * 100;
  const saved = advice.monthly * 12 - advice.annual;
  return (
    <div id={id} className="mt-3 grid gap-2 text-sm" data-annual-discount>
      <p className="muted tabular-nums" data-per-month>
        {saved > 0
          ? fill(w.summary, { perMonth: money(perMonth, lang), percent, saved: money(saved, lang) })
          : fill(w.summaryNoSaving, { perMonth: money(perMonth, lang) })}
      </p>
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
