// One text in both languages: English and Chinese side by side (stacked on a phone), each input with its error and,
// in the content editor, the stored text under it. The content editor and the list entry form both use it.
import { useId, type ReactNode } from 'react';
import type { Lang } from '../../../src/contract/constants';
import { htmlLang } from '../../lib/i18n';

type Props = {
  label: string;
  /** The two inputs' own labels, in the admin's language ("English", "Chinese"). */
  languages: Record<Lang, string>;
  values: Record<Lang, string>;
  onChange: (lang: Lang, value: string) => void;
  multiline?: boolean;
  maxLength?: number;
  required?: boolean;
  /** Said under the label and read with both inputs (what the text is for, or that it is required). */
  hint?: string;
  /** A message at an input, which is then marked invalid. */
  errors?: Partial<Record<Lang, string>>;
  /** Under each input: its stored text, as the caller words it ("Current: …"). */
  current?: Record<Lang, string>;
  /** Where the text shows on the page, in the owner's words. */
  place?: string;
  /** What the stored texts lack ("Chinese missing"), shown at the top. */
  notice?: string;
  /** Drawn under the inputs (the text's history). */
  extra?: ReactNode;
  /** No box of its own: a section of a form that is itself one surface (the list entry form), under a heading. */
  flat?: boolean;
};

export function BilingualText({
  label,
  languages,
  values,
  onChange,
  multiline = false,
  maxLength,
  required = false,
  hint,
  errors = {},
  current,
  place,
  notice,
  extra,
  flat = false,
}: Props) {
  const id = useId();
  return (
    <fieldset className={flat ? 'min-w-0' : 'min-w-0 rounded-xl border border-line p-4'}>
      <legend className={flat ? 'mb-1 text-sm font-semibold' : 'px-1 text-sm font-semibold'}>{label}</legend>
      {place && <p className="muted mb-2 text-sm">{place}</p>}
      {notice && (
        <p className="mb-2 inline-flex items-center gap-1 rounded-full bg-warn-soft px-2 py-0.5 text-xs font-medium text-warn">
          <span className="i-lucide-languages h-3.5 w-3.5" aria-hidden="true" />
          {notice}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="mb-2 text-xs text-muted">
          {hint}
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
            // The error first: it is what the admin must act on.
            'aria-describedby':
              [error && `${inputId}-error`, hint && `${id}-hint`, current && `${inputId}-current`].filter(Boolean).join(' ') || undefined,
            className: 'field mt-1',
          };
          return (
            <div key={lang} className="min-w-0">
              <label htmlFor={inputId} className="text-xs font-medium text-muted uppercase">
                {languages[lang]}
              </label>
              {multiline ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
              {error && (
                <p id={`${inputId}-error`} className="mt-1 text-sm text-bad">
                  {error}
                </p>
              )}
              {current && (
                <p id={`${inputId}-current`} className="mt-1 text-xs break-words text-muted">
                  {current[lang]}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {extra && <div className="mt-2 flex justify-end">{extra}</div>}
    </fieldset>
  );
}
