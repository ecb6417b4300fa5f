// What to fix after a refused send: announced at once (role="alert"), each field a link that takes the visitor to it.
import { fill, useT } from '../../lib/i18n';

export type SummaryEntry = { name: string; label: string; inputId: string };

export function ErrorSummary({ entries, onPick }: { entries: SummaryEntry[]; onPick: (name: string) => void }) {
  const t = useT();
  if (!entries.length) return null;
  const heading = entries.length === 1 ? t.contact.form.summaryOne : fill(t.contact.form.summaryMany, { count: entries.length });
  return (
    <div role="alert" data-error-summary="" className="mt-6 scroll-mt-24 rounded-lg border border-bad/40 bg-bad/8 p-4 text-ink">
      <p className="font-semibold">{heading}</p>
      <ul className="mt-1 flex flex-wrap gap-x-5">
        {entries.map((entry) => (
          <li key={entry.name}>
            <a
              href={`#${entry.inputId}`}
              onClick={(event) => {
                event.preventDefault();
                onPick(entry.name);
              }}
              className="keyboard-ring inline-flex min-h-11 items-center rounded underline underline-offset-4"
            >
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
