// "Why?": the one disclosure behind a notice's status line (round 21: owners scan, they don't read). What happened in
// words, what to check and the raw error sit under it, closed until asked; native <details>, no script. Quiet like
// ServerDetails: a small muted line with a chevron, never competing with the status line or the action.
import { type ReactNode, useState } from 'react';
import { useAdminT } from '../../lib/admin-i18n';

export function WhyDetails({ children, className = '' }: { children: ReactNode; className?: string }) {
  const t = useAdminT();
  // Its own open state turns the chevron: a `group-open` variant would follow the notice's open panel round it.
  const [open, setOpen] = useState(false);
  return (
    <details className={className} data-why-details="" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="quiet-summary text-xs text-muted">
        <span
          className={`i-lucide-chevron-right h-3.5 w-3.5 shrink-0 transition-transform ${open ? 'rotate-90' : ''}`}
          aria-hidden="true"
        />
        {t.server.why}
      </summary>
      <div className="grid gap-2 pb-1 text-xs [overflow-wrap:anywhere]">{children}</div>
    </details>
  );
}
