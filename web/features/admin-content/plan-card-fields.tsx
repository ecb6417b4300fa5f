// One pricing plan's editable fields: prices (USD, step 0.01), titles, Most Popular, descriptions and feature lists.
import { useId, type ReactNode } from 'react';
import type { PlanId } from '../../../src/contract';
import { BilingualText } from '../../components/admin/bilingual-text';
import { LinesField } from '../../components/admin/lines-field';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';
import { isPrice, type PlanFields, type PlanValues } from './changes';
import type { Feature } from './plan-content';

type Props = {
  id: PlanId;
  current: PlanValues;
  value: PlanValues;
  onChange: <K extends keyof PlanValues>(field: K, value: PlanValues[K]) => void;
  /** Drawn beside the plan's name (its history). */
  extra?: ReactNode;
};

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
                aria-describedby={`${inputId}-hint`}
                className="field mt-1"
              />
              <p id={`${inputId}-hint`} className={`mt-1 text-xs ${bad ? 'text-bad' : 'text-muted'}`}>
                {bad ? t.content.invalidPrice : stored(current[field])}
              </p>
            </div>
          );
        })}
      </div>

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

      <section aria-labelledby={`${uid}-features`} className="mt-4 rounded-xl border border-line p-3 sm:p-4">
        <h4 id={`${uid}-features`} className="text-sm font-semibold">
          {t.content.features}
        </h4>
        <p className="mt-1 text-xs text-muted">{t.content.featuresHint}</p>
        {/* Two separate lists: a translation may need more or fewer lines than the English. */}
        <div className="mt-3 grid gap-6 md:grid-cols-2">
          <PlanFeatures
            label={t.content.featuresEn}
            lang="en"
            features={value.featuresEn}
            onChange={(list) => onChange('featuresEn', list)}
          />
          <PlanFeatures
            label={t.content.featuresZh}
            lang="zh"
            features={value.featuresZh}
            onChange={(list) => onChange('featuresZh', list)}
          />
        </div>
      </section>
    </fieldset>
  );
}

/** One language's features of a plan: a line each, with its "Included" switch (an excluded one is shown crossed out). */
function PlanFeatures({
  label,
  lang,
  features,
  onChange,
}: {
  label: string;
  lang: 'en' | 'zh';
  features: Feature[];
  onChange: (features: Feature[]) => void;
}) {
  const t = useAdminT();
  return (
    <LinesField
      label={label}
      lang={lang}
      items={features}
      onChange={onChange}
      text={(feature) => feature.text}
      withText={(feature, text) => ({ ...feature, text })}
      blank={{ text: '', included: true }}
      words={{ item: t.content.feature, remove: t.content.removeFeature, add: t.content.addFeature, none: t.content.noFeatures }}
      inputClass={(feature) => (feature.included ? '' : `text-muted ${lang === 'zh' ? '' : 'line-through'}`)}
      beside={(feature, n, change) => (
        <label className="flex min-h-11 shrink-0 cursor-pointer items-center gap-1.5 text-xs font-medium">
          <input
            type="checkbox"
            role="switch"
            checked={feature.included}
            aria-checked={feature.included}
            aria-label={fill(t.content.featureIncluded, { n })}
            onChange={(e) => change({ ...feature, included: e.target.checked })}
            className="keyboard-ring h-5 w-9 cursor-pointer"
          />
          <span aria-hidden="true">{t.content.included}</span>
        </label>
      )}
    />
  );
}
