// The admin's date field (decision 0162): the design system's `field` with a calendar sign of its own in place of the
// browser's (a blue-grey or black glyph that differs per browser and theme), the browser's picker still opened by it;
// while the field is not being typed in, the day is written over it in the admin's language (`shown`), since the browser
// writes it in its own (mm/dd/yyyy in an English Chromium, whatever the page's).
type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The day as the admin reads it ("Dec 6, 2026" / "2026年12月6日"), drawn over the field while it is not focused. */
  shown: string;
  min?: string;
  max?: string;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
};

export function DateField({ id, value, onChange, shown, min, max, invalid, describedBy, className = '' }: Props) {
  return (
    <div className={`relative ${className}`} data-date-field>
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        className={`field peer pr-10 [&::-webkit-calendar-picker-indicator]:cursor-pointer [&::-webkit-calendar-picker-indicator]:opacity-0 ${value ? '[&:not(:focus)::-webkit-datetime-edit]:opacity-0' : ''}`}
      />
      {value && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink tabular-nums peer-focus:hidden max-sm:text-sm"
          data-day-shown
        >
          {shown}
        </span>
      )}
      <span
        aria-hidden="true"
        className="i-lucide-calendar pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
