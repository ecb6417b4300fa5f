// A row of buttons of which one is chosen (aria-pressed), as one labelled group: a filter, a preview's language or width.
type Props<T extends string | boolean> = {
  label: string;
  /** `short`: a shorter word drawn on a phone (below 640 px); the choice is still named by its label. */
  /** `count`: how many the choice keeps, a muted figure after its words inside the segment (decision 0259). */
  options: readonly { value: T; label: string; short?: string; count?: number }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
};

export function ChoiceGroup<T extends string | boolean>({ label, options, value, onChange, className = '' }: Props<T>) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not form fields; a fieldset would bring a legend and borders it does not want
    <div role="group" aria-label={label} className={`flex gap-1 ${className}`}>
      {options.map((option) => (
        <button
          key={String(option.value)}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={`keyboard-ring min-h-11 min-w-11 rounded-lg px-3 text-sm font-semibold whitespace-nowrap ${
            value === option.value ? 'segment-on' : 'text-muted hover:bg-surface-alt'
          }`}
        >
          {/* The choice is named by its label at every width (read, not drawn, below 640 px where its short word shows),
              then its count after a space: the name holds the words a sighted user sees (axe's label-content rule). */}
          {option.short ? (
            <>
              <span className="max-sm:sr-only">{option.label}</span>
              <span className="sm:hidden" aria-hidden="true">
                {option.short}
              </span>
            </>
          ) : (
            option.label
          )}
          {option.count !== undefined && (
            <>
              {' '}
              <span className="segment-count">{option.count}</span>
            </>
          )}
        </button>
      ))}
    </div>
  );
}
