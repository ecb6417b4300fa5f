// One text of an entry in both languages: English and Chinese side by side (stacked on a phone), each with its error.
import { useId } from 'react';
import { useAdminT } from '../../lib/admin-i18n';
import { htmlLang } from '../../lib/i18n';

type Lang = 'en' | 'zh';
type Props = {
  label: string;
  values: Record<Lang, string>;
  errors: Partial<Record<Lang, string>>;
  onChange: (lang: Lang, value: string) => void;
  maxLength: number;
  multiline?: boolean;
  required?: boolean;
  hint?: string;
};

export function BilingualInput({ label, values, errors, onChange, maxLength, multiline = false, required = false, hint }: Props) {
  const t = useAdminT();
  const id = useId();
  return (
    <fieldset className="min-w-0 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      {(hint || required) && (
        <p id={`${id}-hint`} className="mb-2 text-xs text-slate-500 dark:text-slate-400">
          {hint ?? t.lists.required}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        {(['en', 'zh'] as const).map((lang) => {
          const inputId = `${id}-${lang}`;
          const error = errors[lang];
          const props = {
            id: inputId,
            value: values[lang],
            lang: htmlLang(lang),
            maxLength,
            required,
            onChange: (e: { target: { value: string } }) => onChange(lang, e.target.value),
            'aria-invalid': error ? true : undefined,
            'aria-describedby': [error && `${inputId}-error`, (hint || required) && `${id}-hint`].filter(Boolean).join(' ') || undefined,
            className: 'field mt-1',
          };
          return (
            <div key={lang} className="min-w-0">
              <label htmlFor={inputId} className="text-xs font-medium text-slate-600 uppercase dark:text-slate-300">
                {lang === 'en' ? t.lists.english : t.lists.chinese}
              </label>
              {multiline ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
              {error && (
                <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
