// "Why?": the one disclosure behind a notice's status line (round 21: owners scan, they don't read). What happened in
// words, what to check and the raw error sit under it, closed until asked; native <details>, no script. Quiet like
// ServerDetails: a small muted line with a chevron, never competing with the status line or the action.
import type { ReactNode } from 'react';
import { useAdminT } from '../../lib/admin-i18n';
import { QuietSummary } from './quiet-summary';

export function WhyDetails({ children, className = '' }: { children: ReactNode; className?: string }) {
  const t = useAdminT();
  return (
    <details className={className} data-why-details="">
      {/* The chevron turns with this fold alone (QuietSummary), not with the notice's open panel round it. */}
      <QuietSummary>{t.server.why}</QuietSummary>
      <div className="grid gap-2 pb-1 text-xs [overflow-wrap:anywhere]">{children}</div>
    </details>
  );
}
