// One group of settings as a card: a title (with, where the card watches something, its state as a chip beside it, or
// where it adds something, its main action), one line saying what it is for, then its form or list. A card's form ends
// with the shared Save (save-button.tsx) at its foot.
import { useId, type ReactNode } from 'react';
import { useAdminT } from '../../lib/admin-i18n';

export type CardStatus = { tone: 'good' | 'warn' | 'neutral'; label: string };
type Props = {
  title: string;
  description: ReactNode;
  children: ReactNode;
  className?: string;
  status?: CardStatus;
  /** The card's one main action where it adds something (the images' Upload), at the right of its title. */
  action?: ReactNode;
};

const TONES: Record<CardStatus['tone'], string> = {
  good: 'border-good/40 text-good',
  warn: 'border-warn/40 bg-warn-soft text-warn',
  neutral: '',
};
/** A neutral chip ("8 left", "Off") has no icon: a dashed circle read as a spinner (outside review round 24; decision 0222). */
const ICONS: Record<CardStatus['tone'], string | null> = {
  good: 'i-lucide-circle-check',
  warn: 'i-lucide-triangle-alert',
  neutral: null,
};

/** A section's page head where no card is named as it (Sign-in security, several cards): its title and one line of
 *  purpose, as a named card draws them (review round 18: every settings page opens the same way). */
export function SettingsPageHead({ title, description, children }: { title: string; description: ReactNode; children?: ReactNode }) {
  return (
    <div className="-mb-1" data-settings-head="">
      <h2 className="admin-page-title">{title}</h2>
      <p className="muted mt-1.5 text-sm text-pretty">{description}</p>
      {/* A long section's index of its parts (decision 0236). */}
      {children}
    </div>
  );
}

export function SettingsCard({ title, description, children, className = '', status, action }: Props) {
  const id = useId();
  const t = useAdminT();
  // A card named as its section is (Email notifications under Email notifications in the side list) is not headed twice
  // (round 16: the tab's name again as the card's heading): the name is the page's title over the card, with its chip or
  // action, and the card holds its one line and its form.
  const named = (Object.values(t.settings.tabs) as string[]).includes(title);
  const chip = status && (
    <span className={`chip ${TONES[status.tone]}`} data-card-status={status.tone}>
      {ICONS[status.tone] && <span className={`${ICONS[status.tone]} h-3.5 w-3.5`} aria-hidden="true" />}
      {status.label}
    </span>
  );
  if (named) {
    // A page of its own (review round 17: one card on a wide empty page read thin): the title large, its one line of
    // purpose under it, outside the card, then the card holding the form alone.
    return (
      <section aria-labelledby={id} className={className}>
        <div className="mb-5 flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
          <div className="min-w-0 flex-1 basis-64">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <h2 id={id} className="admin-page-title">
                {title}
              </h2>
              {chip}
            </div>
            <p className="muted mt-1.5 text-sm text-pretty">{description}</p>
          </div>
          {action}
        </div>
        <div className="card p-5 sm:p-6">{children}</div>
      </section>
    );
  }
  return (
    <section aria-labelledby={id} className={`card p-5 sm:p-6 ${className}`}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
        <div className="min-w-0 flex-1 basis-64">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
            <h2 id={id} className="admin-section-title text-balance">
              {title}
            </h2>
            {chip}
          </div>
          {/* No word left alone on a description's last line. */}
          <p className="muted mt-1 text-sm text-pretty">{description}</p>
        </div>
        {action}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
