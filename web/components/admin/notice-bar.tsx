// A warning above the dashboard's tabs kept to one line: its icon, its title and its action, with the rest of what it
// has to say behind "Details", so the work below stays in view. `alarm`: the highest severity (something the owner must
// fix: email not getting through), a red band with a red edge at its start, above every other notice; `quiet`: a
// problem said in full elsewhere, here a plain line with only its sign in the warning's colour.
import type { ReactNode } from 'react';

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

const TONE = {
  alarm: 'border-bad/45 border-l-4 border-l-bad bg-bad/12 text-ink',
  bad: 'border-bad/40 bg-bad/8 text-bad',
  warn: 'border-warn/40 bg-warn-soft text-warn',
  quiet: 'border-line bg-surface text-ink',
};

export function NoticeBar({ id, title, icon, tone, more, action, figures, children }: Props) {
  return (
    <section aria-labelledby={id} className={`mb-3 flex flex-wrap items-start gap-x-3 rounded-xl border px-4 py-1.5 text-sm ${TONE[tone]}`}>
      <details className="group min-w-0 flex-1 basis-56">
        <summary className="keyboard-ring grid min-h-11 cursor-pointer list-none grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-2 rounded py-1.5 [&::-webkit-details-marker]:hidden">
          <span className={`${icon} h-4.5 w-4.5 shrink-0 ${tone === 'quiet' || tone === 'alarm' ? 'text-bad' : ''}`} aria-hidden="true" />
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
      {action && <div className="flex min-w-0 flex-wrap items-center gap-2 py-1.5">{action}</div>}
    </section>
  );
}
