// One language's feature list of a plan: a one-line input per feature, its "Included" switch, remove and add buttons.
import { useEffect, useRef } from 'react';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';
import type { Feature } from './plan-content';

type Props = { label: string; lang: 'en' | 'zh'; features: Feature[]; onChange: (features: Feature[]) => void };

export function FeatureListField({ label, lang, features, onChange }: Props) {
  const t = useAdminT();
  const list = useRef<HTMLUListElement>(null);
  // After "Add feature" the caret goes to the new, empty input, so the admin can type straight away.
  const added = useRef(false);
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    list.current?.querySelector<HTMLInputElement>('li:last-child input[type="text"]')?.focus();
  }, [features.length]);

  const update = (index: number, change: Partial<Feature>) => onChange(features.map((f, i) => (i === index ? { ...f, ...change } : f)));
  const add = () => {
    added.current = true;
    onChange([...features, { text: '', included: true }]);
  };

  return (
    <fieldset className="min-w-0">
      <legend className="text-xs font-medium text-slate-600 uppercase dark:text-slate-300">{label}</legend>
      {features.length === 0 && <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{t.content.noFeatures}</p>}
      {/* Index keys: every input is controlled, so a removed row cannot leave its text behind in another. */}
      <ul ref={list} className="mt-2 grid gap-2">
        {features.map((feature, i) => {
          const n = i + 1;
          return (
            <li key={i} className="flex items-center gap-2">
              <input
                type="text"
                value={feature.text}
                lang={lang === 'zh' ? 'zh-Hant' : 'en'}
                aria-label={fill(t.content.feature, { n })}
                onChange={(e) => update(i, { text: e.target.value })}
                className={`field min-w-0 flex-1 ${feature.included ? '' : `text-slate-500 dark:text-slate-400 ${lang === 'zh' ? '' : 'line-through'}`}`}
              />
              <label className="flex min-h-11 shrink-0 cursor-pointer items-center gap-1.5 text-xs font-medium">
                <input
                  type="checkbox"
                  role="switch"
                  checked={feature.included}
                  aria-label={fill(t.content.featureIncluded, { n })}
                  onChange={(e) => update(i, { included: e.target.checked })}
                  className="keyboard-ring h-5 w-9 cursor-pointer accent-blue-700 dark:accent-sky-400"
                />
                <span aria-hidden="true">{t.content.included}</span>
              </label>
              <button
                type="button"
                onClick={() => onChange(features.filter((_, j) => j !== i))}
                aria-label={fill(t.content.removeFeature, { n })}
                title={fill(t.content.removeFeature, { n })}
                className="keyboard-ring grid h-11 w-11 shrink-0 place-items-center rounded-lg text-slate-500 sm:h-9 sm:w-9 hover:bg-slate-100 hover:text-red-700 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-red-400"
              >
                <span className="i-lucide-trash-2 h-4 w-4" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" onClick={add} className="btn-outline mt-3 px-3 py-1.5">
        <span className="i-lucide-plus h-4 w-4" aria-hidden="true" />
        {t.content.addFeature}
      </button>
    </fieldset>
  );
}
