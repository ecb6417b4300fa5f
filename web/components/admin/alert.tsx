// The admin's one alert (round 14 of the outside review: every page said trouble its own way — a red band with a stripe,
// amber text, a grey line): three tones, each with its sign, its tinted box and the words in ink; the title first, what
// to know under it, and the action (Retry, Fix…) always at the end of the title's line, wrapping under the text on a
// phone. The dashboard's notice bars (notice-bar.tsx) take their tone and sign from here too (decision 0158).
import type { ReactNode } from 'react';

export type AlertTone = 'info' | 'warning' | 'danger';

/** The box of each tone: a tint and an edge in the tone's colour; the text stays ink, readable in both themes. */
export const ALERT_BOX: Record<AlertTone, string> = {
  info: 'border-line bg-surface-alt text-ink',
  warning: 'border-warn/40 bg-warn-soft text-ink',
  danger: 'border-bad/40 bg-bad/8 text-ink',
};

/** The sign of each tone, in the tone's colour. */
export const ALERT_SIGN: Record<AlertTone, { icon: string; colour: string }> = {
  info: { icon: 'i-lucide-info', colour: 'text-muted' },
  warning: { icon: 'i-lucide-triangle-alert', colour: 'text-warn' },
  danger: { icon: 'i-lucide-circle-alert', colour: 'text-bad' },
};

type Props = {
  tone: AlertTone;
  title: ReactNode;
  /** Another sign than the tone's own (a mail or a disk). */
  icon?: string;
  /** Beside the title on a wide screen, under the text on a phone. */
  action?: ReactNode;
  /** `alert` for trouble that just happened; `status` for a state that changes while the page is open; none for a
   *  standing one. */
  role?: 'alert' | 'status';
  children?: ReactNode;
  className?: string;
};

export function Alert({ tone, title, icon, action, role, children, className = '' }: Props) {
  const sign = ALERT_SIGN[tone];
  return (
    <div
      role={role}
      data-alert={tone}
      className={`grid grid-cols-[auto_minmax(0,1fr)] gap-x-2.5 rounded-lg border p-3 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto] ${ALERT_BOX[tone]} ${className}`}
    >
      <span className={`${icon ?? sign.icon} mt-0.5 h-4.5 w-4.5 shrink-0 ${sign.colour}`} aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-medium">{title}</p>
        {children && <div className="mt-1 grid gap-1">{children}</div>}
      </div>
      {action && <div className="col-start-2 mt-2 flex flex-wrap items-start gap-2 sm:col-start-3 sm:mt-0">{action}</div>}
    </div>
  );
}
