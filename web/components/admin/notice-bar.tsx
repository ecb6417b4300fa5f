// A site's trouble said as one calm status pill at the top of the dashboard (decision 0188; review round 20: the storage
// and mail warnings were full-width tinted boxes that pushed the work down): its sign in the tone's colour and its title;
// pressed, a panel under it with the figures, what to know and what to do (the action, "Fix email settings", lives
// there). Several at once stand side by side in one row (dashboard.tsx), each reachable. Its tone and sign are the one
// Alert's (alert.tsx): `alarm` and `bad` the danger tone, `warn` the warning tone, `quiet` the info tone.
import { useRef, type ReactNode } from 'react';
import { ALERT_SIGN, type AlertTone } from './alert';

type Props = {
  /** The heading's id: the section is named by it. */
  id: string;
  title: string;
  icon: string;
  tone: 'alarm' | 'bad' | 'warn' | 'quiet';
  /** The words of the pill's opener ("Details"), heard after the title. */
  more: string;
  /** In the panel, at its foot: the way to act on it. */
  action?: ReactNode;
  /** The first lines of the panel: the few figures the notice is about (free space, the last backup; decision 0153). */
  figures?: ReactNode[];
  children: ReactNode;
};

const TONE: Record<Props['tone'], AlertTone> = { alarm: 'danger', bad: 'danger', warn: 'warning', quiet: 'info' };
/** A pill tinted as faintly as the Alert's box, its edge in the tone. */
const PILL: Record<AlertTone, string> = {
  info: 'border-line-strong bg-surface',
  warning: 'border-warn/45 bg-warn-soft',
  danger: 'border-bad/45 bg-bad/8',
};

export function NoticeBar({ id, title, icon, tone, more, action, figures, children }: Props) {
  const details = useRef<HTMLDetailsElement>(null);
  const look = TONE[tone];
  return (
    // Relative from 640 px, so its panel opens under its own pill; on a phone under the whole row (the row is relative).
    <section aria-labelledby={id} className="min-w-0 sm:relative" data-notice={look}>
      <details
        ref={details}
        className="group"
        onKeyDown={(event) => {
          // Esc folds it and leaves the focus on the pill.
          if (event.key !== 'Escape' || !details.current?.open) return;
          details.current.open = false;
          details.current.querySelector('summary')?.focus();
        }}
      >
        <summary
          className={`keyboard-ring inline-flex min-h-9 max-w-full cursor-pointer list-none items-center gap-2 rounded-full border px-3 py-1 text-sm max-sm:min-h-11 [&::-webkit-details-marker]:hidden ${PILL[look]}`}
        >
          <span className={`${icon} h-4 w-4 shrink-0 ${tone === 'quiet' ? 'text-bad' : ALERT_SIGN[look].colour}`} aria-hidden="true" />
          <h2 id={id} className="min-w-0 truncate font-medium">
            {title}
          </h2>
          {/* How bad it is at a glance (decision 0153): the first figure, quiet, beside the title from 640 px. */}
          {figures?.[0] && (
            <span className="min-w-0 truncate text-muted max-sm:hidden" data-notice-glance="">
              <span aria-hidden="true">· </span>
              {figures[0]}
            </span>
          )}
          <span className="sr-only">{more}</span>
          <span
            className="i-lucide-chevron-down h-4 w-4 shrink-0 text-muted transition-transform group-open:rotate-180"
            aria-hidden="true"
          />
        </summary>
        <div
          className="absolute inset-x-0 top-full z-30 mt-2 grid gap-2 rounded-xl border border-line bg-surface p-4 text-sm shadow-lg sm:right-auto sm:w-[min(34rem,calc(100vw-3rem))]"
          data-notice-panel=""
        >
          {figures && figures.length > 0 && (
            <p className="grid gap-0.5 font-medium" data-notice-figures>
              {figures.map((figure, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the figures of one notice, in a fixed order
                <span key={i}>{figure}</span>
              ))}
            </p>
          )}
          <div className="grid gap-2 text-muted [&_.font-medium]:text-ink">{children}</div>
          {action && <div className="mt-1 flex flex-wrap items-center gap-2 border-t border-line pt-3">{action}</div>}
        </div>
      </details>
    </section>
  );
}
