// One content key: an English and a Chinese input side by side, each with the stored value shown under it.
import { useId, type ReactNode } from 'react';
import { fill } from '../../lib/i18n';
import { useAdminT } from '../../lib/admin-i18n';

type Props = {
  label: string;
  multiline: boolean;
  current: { en: string; zh: string };
  value: { en: string; zh: string };
  onChange: (lang: 'en' | 'zh', value: string) => void;
  /** Drawn under the inputs (the field's history). */
  extra?: ReactNode;
  /** What the stored texts lack ("Chinese missing"), shown at the top of the field. */
  notice?: string;
  /** Where the text shows on the page, in the owner's words. */
  place?: string;
  /** The languages whose text was cleared: said at the input, since a blank text is never saved. */
  cleared?: readonly ('en' | 'zh')[];
};

export function BilingualField({ label, multiline, current, value, onChange, extra, notice, cleared = [], place }: Props) {
  const t = useAdminT();
  const id = useId();
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      {place && <p className="muted mb-2 text-sm">{place}</p>}
      {notice && (
        <p className="mb-2 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
          <span className="i-lucide-languages h-3.5 w-3.5" aria-hidden="true" />
          {notice}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        {(['en', 'zh'] as const).map((lang) => {
          const inputId = `${id}-${lang}`;
          const blank = cleared.includes(lang);
          const props = {
            id: inputId,
            value: value[lang],
            lang: lang === 'zh' ? 'zh-Hant' : 'en',
            onChange: (e: { target: { value: string } }) => onChange(lang, e.target.value),
            'aria-describedby': blank ? `${inputId}-required ${inputId}-current` : `${inputId}-current`,
            'aria-invalid': blank || undefined,
            className: 'field mt-1',
          };
          return (
            <div key={lang}>
              <label htmlFor={inputId} className="text-xs font-medium text-slate-600 uppercase dark:text-slate-300">
                {lang === 'en' ? t.content.english : t.content.chinese}
              </label>
              {multiline ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
              {blank && (
                <p id={`${inputId}-required`} className="mt-1 text-xs font-medium text-red-700 dark:text-red-300">
                  {t.content.required}
                </p>
              )}
              <p id={`${inputId}-current`} className="mt-1 text-xs break-words text-slate-500 dark:text-slate-400">
                {fill(t.content.current, { value: current[lang] || t.content.empty })}
              </p>
            </div>
          );
        })}
      </div>
      {extra && <div className="mt-2 flex justify-end">{extra}</div>}
    </fieldset>
  );
}
