// A labelled text input of the settings forms, with an optional hint and error: one line under the field, the error in
// place of the hint while there is one (the two said the same rule twice).
import { useId, type InputHTMLAttributes } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string; error?: string };

export function SettingField({ label, hint: givenHint, error, id: given, ...input }: Props) {
  const hint = error ? undefined : givenHint;
  const made = useId();
  const id = given ?? made;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input id={id} className="field mt-1" aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-bad">
          {error}
        </p>
      )}
    </div>
  );
}
