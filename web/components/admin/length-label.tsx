// A search text's label with its live length: the width a result shows against the width it has room for, in the warn
// colour with a sign (and said aloud) once over it. The page snippets and a piece's search fields share it.
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';

type Props = {
  /** The field's id: the label is for it, and the count is `${id}-length` for its aria-describedby. */
  id: string;
  label: string;
  width: number;
  display: number;
  over: boolean;
  testId: string;
};

export function LengthLabel({ id, label, width, display, over, testId }: Props) {
  const t = useAdminT();
  return (
    <div className="flex items-baseline justify-between gap-3">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <span
        id={`${id}-length`}
        data-testid={testId}
        title={fill(t.snippets.lengthHint, { max: String(display) })}
        className={`shrink-0 text-xs tabular-nums ${over ? 'font-semibold text-warn' : 'text-muted'}`}
      >
        {over && <span className="i-lucide-triangle-alert mr-1 inline-block h-3.5 w-3.5 align-[-2px]" aria-hidden="true" />}
        {fill(t.snippets.length, { count: String(width), max: String(display) })}
        {over && <span className="sr-only"> {t.snippets.tooLong}</span>}
      </span>
    </div>
  );
}
