// A site's trouble, said in two places (decision 0257, after 0229 and 0244; outside review r30: the mail banner unfolded
// to 200 px on the Content tab, its black button louder than the page's Save, half a phone's screen):
// - on every tab, a one-line status strip under the header: its sign in the tone's colour, its title and the first
//   figure (cut short, never wrapped, at every width), and at its end one secondary button to act on it, a quiet
//   "Details" leading to the Overview, and what the banner slot adds. On a phone one line of 44 px (decision 0270): the
//   whole strip a link to the page that fixes it ("Email not getting through ›"). Nothing unfolds in it.
// - `explained`: the whole explanation (every figure, what happened, what to do, the action), where the owner reads it:
//   the Overview's "Needs attention" (the relevant Settings page says it in its own card).
// Its tone and sign are the one Alert's (alert.tsx): `alarm` and `bad` the danger tone, `warn` the warning tone.
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { useAdminT } from '../../lib/admin-i18n';
import { useLang } from '../../lib/i18n';
import { ALERT_BOX, ALERT_SIGN, type AlertTone } from './alert';

type Props = {
  /** The heading's id: the section is named by it (the explained form's is `{id}-explained`). */
  id: string;
  title: string;
  icon: string;
  tone: 'alarm' | 'bad' | 'warn' | 'quiet';
  /** The way to act on it: a secondary button (`STRIP_ACTION`), in the strip's row and under the explanation. */
  action?: ReactNode;
  /** Last in the strip's row: what the banner slot adds (how many more alerts wait, "Hide for now"). */
  after?: ReactNode;
  /** "Details" in the strip, to the Overview's explanation; none where the explanation is on the page (the Overview). */
  details?: boolean;
  /** The few figures the notice is about (free space, the last backup; decision 0153): the first in the strip, all of
   *  them, one a line, in the explanation. */
  figures?: ReactNode[];
  /** The whole explanation instead of the strip. */
  explained?: boolean;
  /** On a phone (decision 0270, review round 32 #4): the whole strip one line leading here, the page where it is fixed, its
   *  buttons left to that page; the title then `short`. Without it the phone's strip keeps its buttons on the same line. */
  to?: string;
  /** The phone's title when the strip leads somewhere (`to`): "Email not getting through". */
  short?: string;
  /** What the explanation says after its figures. */
  children?: ReactNode;
};

/** The strip's action, and the explanation's: a small secondary button (never the page's primary: the review's item 1). */
export const STRIP_ACTION =
  'btn-outline min-h-8 gap-1.5 px-3 py-1 text-[0.8125rem] font-medium whitespace-nowrap max-sm:min-h-11 max-sm:px-3.5';

const TONE: Record<Props['tone'], AlertTone> = { alarm: 'danger', bad: 'danger', warn: 'warning', quiet: 'info' };

export function NoticeBar({ id, title, icon, tone, action, after, details = true, figures, explained, children, to, short }: Props) {
  const t = useAdminT();
  const lang = useLang();
  const look = TONE[tone];
  const sign = `${icon} h-4 w-4 shrink-0 ${tone === 'quiet' ? 'text-muted' : ALERT_SIGN[look].colour}`;
  if (explained)
    return (
      // An article, not a second landmark of the same name as the strip above it on the Overview.
      <article aria-labelledby={`${id}-explained`} className="grid min-w-0 gap-2 text-sm" data-notice-explained={look}>
        <h4 id={`${id}-explained`} className="flex items-start gap-2 font-semibold text-ink">
          <span className={`${sign} mt-0.5`} aria-hidden="true" />
          {title}
        </h4>
        <div className="grid min-w-0 gap-2 pl-6 text-muted [&_.font-medium]:text-ink">
          {figures && figures.length > 0 && (
            <p className="grid gap-0.5 font-medium" data-notice-figures>
              {figures.map((figure, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the figures of one notice, in a fixed order
                <span key={i}>{figure}</span>
              ))}
            </p>
          )}
          {children}
          {action && <div className="flex flex-wrap gap-2">{action}</div>}
        </div>
      </article>
    );
  return (
    <section aria-labelledby={id} className={`relative min-w-0 rounded-lg border text-sm ${ALERT_BOX[look]}`} data-notice={look}>
      {/* One line on every width (decision 0270): on a phone 44 px, the buttons beside the words or, with `to`, the whole
          strip a link to the page where it is fixed (its chevron at the end). */}
      <div className="flex items-center gap-x-3 py-1 pr-1.5 pl-3 max-sm:min-h-11 max-sm:py-0 max-sm:pr-1">
        {/* One line at every width: cut short rather than wrapped (the whole title is heard, and read on the Overview). */}
        <div className="flex min-w-0 flex-1 items-center gap-2">
          <span className={sign} aria-hidden="true" />
          <span className="min-w-0 truncate">
            <h2 id={id} className={`inline font-medium ${to && short ? 'max-sm:sr-only' : ''}`}>
              {title}
            </h2>
            {to && short && (
              <span className="font-medium sm:hidden" aria-hidden="true">
                {short}
              </span>
            )}
            {/* How bad it is at a glance (decision 0153): the first figure, quiet, after the title. */}
            {figures?.[0] && (
              <span className={`text-muted ${to ? 'max-sm:hidden' : ''}`} data-notice-glance="">
                <span aria-hidden="true"> · </span>
                {figures[0]}
              </span>
            )}
          </span>
        </div>
        <span className={`ml-auto flex shrink-0 items-center gap-1 max-sm:-mr-0.5 ${to ? 'max-sm:hidden' : ''}`}>
          <span className="contents max-sm:hidden">{action}</span>
          {details && (
            <Link
              href="/dashboard/overview"
              className="keyboard-ring inline-flex min-h-8 items-center rounded-md px-2 font-medium whitespace-nowrap text-muted hover:text-ink max-sm:min-h-11"
              aria-label={`${title}${lang === 'zh' ? '：' : ': '}${t.shell.alertDetails}`}
              data-notice-details=""
            >
              {t.shell.alertDetails}
            </Link>
          )}
          {after}
        </span>
        {to && (
          <>
            <span className="i-lucide-chevron-right h-4 w-4 shrink-0 text-muted sm:hidden" aria-hidden="true" />
            {/* The whole strip, on a phone: one tap to the page that fixes it. */}
            <Link
              href={to}
              className="keyboard-ring absolute inset-0 rounded-lg sm:hidden"
              aria-label={short ?? title}
              data-notice-link=""
            />
          </>
        )}
      </div>
    </section>
  );
}
