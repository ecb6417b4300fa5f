// One pricing plan's editable fields: monthly and annual price (USD, step 0.01), English and Chinese titles.
import { useId } from 'react';
import type { PlanId } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';
import { isPrice, type PlanFields } from './changes';

type Props = { id: PlanId; current: PlanFields; value: PlanFields; onChange: (field: keyof PlanFields, value: string) => void };

export function PlanCardFields({ id, current, value, onChange }: Props) {
  const t = useAdminT();
  const uid = useId();
  const fields: { field: keyof PlanFields; label: string; price: boolean }[] = [
    { field: 'monthlyPrice', label: t.content.monthlyPrice, price: true },
    { field: 'annualPrice', label: t.content.annualPrice, price: true },
    { field: 'titleEn', label: t.content.titleEn, price: false },
    { field: 'titleZh', label: t.content.titleZh, price: false },
  ];
  return (
    <fieldset className="card p-5">
      <legend className="sr-only">{t.content.plans[id]}</legend>
      <h3 className="text-lg font-semibold" aria-hidden="true">
        {t.content.plans[id]}
      </h3>
      <div className="mt-4 grid gap-4">
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
              <p id={`${inputId}-hint`} className={`mt-1 text-xs ${bad ? 'text-red-700 dark:text-red-400' : 'text-slate-500 dark:text-slate-400'}`}>
                {bad ? t.content.invalidPrice : fill(t.content.current, { value: current[field] || t.content.empty })}
              </p>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
