// A warning above the dashboard's tabs kept to one line: its icon, its title and its action, with the rest of what it
// has to say behind "Details", so the work below stays in view. Its box and sign are the one Alert's (alert.tsx):
// `alarm` and `bad` the danger tone (email not getting through), `warn` the warning tone (room running out), `quiet` a
// problem said in full elsewhere, the info box with only its sign in the danger colour; the action always at the end.
import type { ReactNode } from 'react';
import { ALERT_BOX, ALERT_SIGN, type AlertTone } from './alert';

type Props = {
  /** The heading's id: the section is named by it. */
  id: string;
  title: string;
  icon: string;
  tone: 'alarm' | 'bad' | 'warn' | 'quiet';
  more: string;
  /** Beside the title (a button or a link), always in view. */
  action?: ReactNode;
  /** Under the title, always in view: the few figures the notice is about (free space, the last backup), so the closed
   *  bar already says how bad it is (decision 0153). */
  figures?: ReactNode[];
  children: ReactNode;
};

/** Each notice's tone as the one Alert's (round 14: the mail failure's striped red band and the low storage's amber text
 *  read as two systems): danger for what must be fixed, warning for what will need it, info for what is said elsewhere. */
const TONE: Record<Props['tone'], AlertTone> = { alarm: 'danger', bad: 'danger', warn: 'warning', quiet: 'info' };

export function NoticeBar({ id, title, icon, tone, more, action, figures, children }: Props) {
  return (
    <section
      aria-labelledby={id}
      className={`mb-3 flex flex-wrap items-start gap-x-3 rounded-xl border px-4 py-1.5 text-sm ${ALERT_BOX[TONE[tone]]}`}
    >
      {/* On a phone the title has the row to itself with "Details" and the action goes under the figures (review round 18:
          a Chinese title wrapped between the two links). */}
      <details className="group min-w-0 flex-1 basis-56 max-sm:basis-full">
        <summary className="keyboard-ring grid min-h-11 cursor-pointer list-none grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-2 rounded py-1.5 [&::-webkit-details-marker]:hidden">
          <span
            className={`${icon} h-4.5 w-4.5 shrink-0 ${tone === 'quiet' ? 'text-bad' : ALERT_SIGN[TONE[tone]].colour}`}
            aria-hidden="true"
          />
          <h2 id={id} className={`min-w-0 ${tone === 'quiet' ? 'font-medium' : 'font-semibold'}`}>
            {title}
          </h2>
          <span
            className={`ml-auto flex shrink-0 items-center gap-0.5 pl-2 font-medium underline underline-offset-2 ${tone === 'quiet' ? 'text-muted' : ''}`}
          >
            {more}
            <span className="i-lucide-chevron-down h-4 w-4 transition-transform group-open:rotate-180" aria-hidden="true" />
          </span>
          {/* In the summary, as a closed <details> shows nothing else; a line of its own under the title. */}
          {/* One line joined by " · " from 640 px; on a phone one figure a line, none broken across two. */}
          {figures && figures.length > 0 && (
            <span className="col-span-2 col-start-2 pt-0.5 text-ink" data-notice-figures>
              {figures.map((figure, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the figures of one notice, in a fixed order
                <span key={i} className="max-sm:block">
                  {i > 0 && <span className="max-sm:hidden"> · </span>}
                  {figure}
                </span>
              ))}
            </span>
          )}
        </summary>
        <div className="grid gap-2 pt-1 pb-3">{children}</div>
      </details>
      {action && <div className="flex min-w-0 flex-wrap items-center gap-2 py-1.5 max-sm:-mt-2 max-sm:pl-6.5 max-sm:pt-0">{action}</div>}
    </section>
  );
}
