// A labelled text input of the settings forms, with an optional hint and error: one line under the field, the error in
// place of the hint while there is one (the two said the same rule twice).
import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { CurrentHint } from '../../components/admin/bilingual-text';
import { TextBox } from '../../components/admin/text-box';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: string;
  error?: string;
  /** A long one-line text (an address): the box grows and wraps it, so it is read whole on a phone, never cut. */
  wrap?: boolean;
  /** Its saved text: once the box says otherwise, "Current: …" under it, as on the content pages (decision 0266). */
  current?: string;
};

export function SettingField({ label, hint: givenHint, error, id: given, wrap = false, current, ...input }: Props) {
  const t = useAdminT();
  const hint = error ? undefined : givenHint;
  const made = useId();
  const id = given ?? made;
  const changed = current !== undefined && String(input.value ?? '').trim() !== current;
  const described = [hint && `${id}-hint`, error && `${id}-error`, changed && `${id}-current`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {wrap ? (
        <TextBox
          oneLine
          id={id}
          className="field mt-1"
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          value={String(input.value ?? '')}
          onText={(text) => input.onChange?.({ target: { value: text } } as ChangeEvent<HTMLInputElement>)}
          placeholder={input.placeholder}
          autoComplete={input.autoComplete}
        />
      ) : (
        <input id={id} className="field mt-1" aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      )}
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
      {changed && <CurrentHint id={`${id}-current`} text={fill(t.content.current, { value: current || t.content.empty })} />}
    </div>
  );
}
