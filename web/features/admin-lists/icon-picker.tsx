// An entry's icon (a company value's): every offered icon as a radio button that shows it, named in the admin's language.
import { useId } from 'react';
import { VALUE_ICONS, type ValueIcon } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';
import type { DraftChange } from './drafts';

export function IconPicker({ icon: chosen, error, onChange }: { icon: string; error?: string; onChange: (change: DraftChange) => void }) {
  const t = useAdminT();
  const id = useId();
  const names: Record<string, string> = t.lists.icons;
  return (
    <fieldset
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a fieldset of radio-like buttons, announced as the radio group it behaves as
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={`${id}-chosen`}
      className="min-w-0"
    >
      <legend id={`${id}-legend`} className="mb-1 text-sm font-semibold">
        {t.lists.fields.icon}
      </legend>
      <p id={`${id}-chosen`} className="mb-3 text-sm text-muted">
        {fill(t.lists.iconSelected, { name: names[chosen] ?? chosen })}
      </p>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-2">
        {VALUE_ICONS.map((icon: ValueIcon) => (
          <label key={icon} title={t.lists.icons[icon]} className="cursor-pointer">
            {/* The native radio stays (arrow keys, one tab stop), hidden; the tile beside it shows its state and focus. */}
            <input
              type="radio"
              name={id}
              value={icon}
              checked={chosen === icon}
              onChange={() => onChange({ icon })}
              className="peer sr-only"
            />
            <span className="grid h-11 w-11 place-items-center rounded-lg border border-line-strong text-muted hover:bg-surface-alt peer-checked:border-ink peer-checked:bg-ink/8 peer-checked:text-ink peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus">
              <span className={`${icon} h-6 w-6`} aria-hidden="true" />
            </span>
            <span className="sr-only">{t.lists.icons[icon]}</span>
          </label>
        ))}
      </div>
      {error && <p className="mt-2 text-sm text-bad">{error}</p>}
    </fieldset>
  );
}
