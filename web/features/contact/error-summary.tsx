// What to fix after a refused send: announced at once (role="alert"), each field a link that takes the visitor to it.
import { fill, useT } from '../../lib/i18n';

export type SummaryEntry = { name: string; label: string; inputId: string };

export function ErrorSummary({ entries, onPick }: { entries: SummaryEntry[]; onPick: (name: string) => void }) {
  const t = useT();
  if (!entries.length) return null;
  const heading = entries.length === 1 ? t.contact.form.summaryOne : fill(t.contact.form.summaryMany, { count: entries.length });
  return (
    // An error's own look in both themes: a faint `bad` tint inside one hairline, its icon, and the heading in `bad` (the
    // fields' names stay in ink, so they read as links, not as more of the warning). No thick rule down the left edge
    // (round 19 read it as dated).
    <div role="alert" data-error-summary="" className="mt-6 flex scroll-mt-24 gap-3 rounded-xl border border-bad/35 bg-bad/8 p-4 text-ink">
      <span className="i-lucide-circle-alert mt-0.5 h-5 w-5 shrink-0 text-bad" aria-hidden="true" />
      <div>
        <p className="font-semibold text-bad">{heading}</p>
        <ul className="mt-1 flex flex-wrap gap-x-5">
          {entries.map((entry) => (
            <li key={entry.name}>
              <a
                href={`#${entry.inputId}`}
                onClick={(event) => {
                  event.preventDefault();
                  onPick(entry.name);
                }}
                className="keyboard-ring inline-flex min-h-11 items-center rounded font-medium underline decoration-bad/60 underline-offset-4 hover:decoration-bad"
              >
                {entry.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
