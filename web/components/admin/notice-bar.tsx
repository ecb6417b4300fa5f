// A site's trouble said as one slim full-width banner under the header (decision 0229; review round 26 #3: a pill above
// the sidebar pushed the layout down, its popover covered the title and the tabs, and a phone cut its words): its sign
// in the tone's colour, its title and the first figure, the way to act on it built into the same row, and "Details"
// unfolding in the banner itself (it pushes the page down, never covers it). The words wrap whole on a phone. Several
// at once stack, each its own row (dashboard.tsx). Its tone and sign are the one Alert's (alert.tsx): `alarm` and `bad`
// the danger tone, `warn` the warning tone, `quiet` the info tone.
import { useId, useState, type ReactNode } from 'react';
import { useLang } from '../../lib/i18n';
import { ALERT_BOX, ALERT_SIGN, type AlertTone } from './alert';

type Props = {
  /** The heading's id: the section is named by it. */
  id: string;
  title: string;
  icon: string;
  tone: 'alarm' | 'bad' | 'warn' | 'quiet';
  /** The words of the banner's "Details" toggle, heard after the title. */
  more: string;
  /** In the banner's row, at its end: the way to act on it. */
  action?: ReactNode;
  /** After the toggle, last in the row: what the banner slot adds (how many more alerts wait, "Hide for now"). */
  after?: ReactNode;
  /** The first lines of the details: the few figures the notice is about (free space, the last backup; decision 0153);
   *  the first is said in the row too. */
  figures?: ReactNode[];
  /** What "Details" unfolds; none: the banner has no toggle. A function is given the way to fold them (a link followed
   *  from the setup checklist folds it behind it). */
  children?: ReactNode | ((fold: () => void) => ReactNode);
  /** The toggle's own words when `more` is for screen readers only (the setup banner's "3 of 4 done"). */
  toggle?: ReactNode;
  /** The unfolded part's own look (the setup checklist brings its own padding). */
  panelClass?: string;
  /** Data attributes of the toggle and the unfolded part (the setup banner keeps its own names). */
  toggleData?: Record<string, string>;
  panelData?: Record<string, string>;
};

const TONE: Record<Props['tone'], AlertTone> = { alarm: 'danger', bad: 'danger', warn: 'warning', quiet: 'info' };

export function NoticeBar({
  id,
  title,
  icon,
  tone,
  more,
  action,
  after,
  figures,
  children,
  toggle,
  panelClass,
  toggleData,
  panelData,
}: Props) {
  const [open, setOpen] = useState(false);
  const lang = useLang();
  const panelId = useId();
  const look = TONE[tone];
  const shown = typeof children === 'function' ? children(() => setOpen(false)) : children;
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-lg border text-sm ${ALERT_BOX[look]}`}
      data-notice={look}
      onKeyDown={(event) => {
        // Esc folds the details and leaves the focus on the toggle.
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        (event.currentTarget.querySelector('[aria-expanded]') as HTMLElement | null)?.focus();
      }}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-1.5 max-sm:py-2">
        <span className="flex min-w-0 flex-[1_1_12rem] items-start gap-2 py-1">
          <span
            className={`${icon} mt-0.5 h-4 w-4 shrink-0 ${tone === 'quiet' ? 'text-muted' : ALERT_SIGN[look].colour}`}
            aria-hidden="true"
          />
          <span className="min-w-0">
            <h2 id={id} className="inline font-medium">
              {title}
            </h2>
            {/* How bad it is at a glance (decision 0153): the first figure, quiet, after the title; wrapping whole. */}
            {figures?.[0] && (
              <span className="text-muted" data-notice-glance="">
                <span aria-hidden="true"> · </span>
                {figures[0]}
              </span>
            )}
          </span>
        </span>
        <span className="ml-auto flex flex-wrap items-center gap-x-2 gap-y-1">
          {action}
          {children && (
            <button
              type="button"
              className="keyboard-ring inline-flex min-h-9 items-center gap-1 rounded-md px-2 font-medium text-muted hover:text-ink max-sm:min-h-11"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen(!open)}
              data-notice-toggle=""
              {...toggleData}
            >
              {toggle ?? <span aria-hidden="true">{more}</span>}
              <span className="sr-only">{toggle ? more : `${title}${lang === 'zh' ? '：' : ': '}${more}`}</span>
              <span
                className={`i-lucide-chevron-down h-4 w-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
                aria-hidden="true"
              />
            </button>
          )}
          {after}
        </span>
      </div>
      {/* Folded, still in the page (hidden), as a closed disclosure's content is. */}
      {children && (
        <div
          id={panelId}
          hidden={!open}
          className={panelClass ?? 'grid gap-2 border-t border-line/70 px-3 py-3 sm:pl-9'}
          data-notice-panel=""
          {...panelData}
        >
          {!panelClass && figures && figures.length > 0 && (
            <p className="grid gap-0.5 font-medium" data-notice-figures>
              {figures.map((figure, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the figures of one notice, in a fixed order
                <span key={i}>{figure}</span>
              ))}
            </p>
          )}
          {panelClass ? shown : <div className="grid gap-2 text-muted [&_.font-medium]:text-ink">{shown}</div>}
        </div>
      )}
    </section>
  );
}
