// A field for a one-time code: the app's six digits (the phone's number pad, the code offered from a text message or the
// password manager) or a recovery code (letters, no spelling fixes). Its label, hint and error as the settings' fields.
import { useId, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  kind: 'digits' | 'recovery';
  label: string;
  hint?: string;
  error?: string | null;
  value: string;
  onText: (text: string) => void;
  /** The sign-in's one field (decision 0153): as wide as its form, the code centred in it, the same for six digits and
   *  a recovery code, so switching between them moves nothing. */
  centred?: boolean;
};

/** The six digits of a typed or pasted code ("123 456", "123456"), or null when it is not six digits. */
export const sixDigits = (typed: string): string | null => {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
};

export function CodeField({ kind, label, hint, error, value, onText, centred = false, id: given, className = '', ...input }: Props) {
  const made = useId();
  const id = given ?? made;
  const described = [hint && !error && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const digits = kind === 'digits';
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode={digits ? 'numeric' : 'text'}
        autoComplete={digits ? 'one-time-code' : 'off'}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={digits ? 7 : 40}
        value={value}
        onChange={(e) => onText(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        // One ring when focused: the design system's outline laid over the field's own border (not 2 px outside it,
        // which drew a second ring round the first).
        className={`field mt-1 code-text tracking-[0.12em] focus-visible:outline-offset-[-1px] ${centred ? 'text-center text-lg' : digits ? 'max-w-44 text-lg' : ''}`}
        {...input}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-bad">
          {error}
        </p>
      )}
    </div>
  );
}
