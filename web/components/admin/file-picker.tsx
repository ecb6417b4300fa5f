// A file input in the admin's language: the native input stays (it is what is labelled and receives the file) but is
// visually hidden, and a 44 px button in our words opens its picker, with the chosen file's name or "No image chosen"
// beside it. The browser's own "Choose File / No file chosen" would be in the browser's language, not the admin's.
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';

type Props = {
  id: string;
  /** What the field is for ("Upload a logo"): it labels the native input. */
  label: string;
  /** false when the button's own words already say it (the label is then for screen readers and tests only). */
  showLabel?: boolean;
  accept: string;
  disabled?: boolean;
  /** The id of a hint under the field, read with the button. */
  describedBy?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Another action on the same file, beside the button (an entry's "Remove image": decision 0203). */
  action?: ReactNode;
};

export function FilePicker({ id, label, showLabel = true, accept, disabled, describedBy, onChange, action }: Props) {
  const t = useAdminT();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState<string | null>(null);
  return (
    <>
      <label htmlFor={id} className={showLabel ? 'block text-sm font-medium' : 'sr-only'}>
        {label}
      </label>
      {/* Out of the tab order: the button below is the one control a keyboard reaches (Enter or Space opens the picker). */}
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          setName(event.target.files?.[0]?.name ?? null);
          onChange(event);
        }}
      />
      <div className={`mt-1 flex flex-wrap items-center gap-y-1 ${action ? 'gap-x-2' : 'gap-x-3'}`}>
        <button
          type="button"
          className="btn-outline keyboard-ring min-h-11 text-sm"
          disabled={disabled}
          aria-describedby={[`${id}-chosen`, describedBy].filter(Boolean).join(' ')}
          onClick={() => input.current?.click()}
        >
          <span className="i-lucide-image-up h-4 w-4" aria-hidden="true" />
          {t.filePicker.choose}
        </button>
        {action}
        {/* With a second action the two buttons keep the line (a 360 px phone too), the file's name under them. */}
        <span id={`${id}-chosen`} className={`muted min-w-0 text-sm [overflow-wrap:anywhere] ${action ? 'basis-full' : ''}`}>
          {name ? fill(t.filePicker.chosen, { name }) : t.filePicker.none}
        </span>
      </div>
    </>
  );
}
