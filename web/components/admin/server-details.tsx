// "Technical details": the one disclosure that holds what the owner can pass on (a setting's name, an example
// address, a command) under a sentence that already says it in the owner's words. Native <details>: no script, closed
// until asked. Quiet (decision 0153): a small muted line with a chevron, no underline or weight, so it never competes
// with the owner's sentence or a button; its place is the end of the section it explains, after the actions.
import type { ReactNode } from 'react';
import { useAdminT } from '../../lib/admin-i18n';

export function ServerDetails({ children, className = '' }: { children: ReactNode; className?: string }) {
  const t = useAdminT();
  return (
    <details className={`group ${className}`} data-server-details="">
      <summary className="keyboard-ring inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded text-xs text-muted hover:text-ink [&::-webkit-details-marker]:hidden">
        <span className="i-lucide-chevron-right h-3.5 w-3.5 shrink-0 transition-transform group-open:rotate-90" aria-hidden="true" />
        {t.server.summary}
      </summary>
      {/* A long address (an SMTP_URL example) may break anywhere rather than widen a phone's panel. */}
      <p className="pb-1 text-xs [overflow-wrap:anywhere]">{children}</p>
    </details>
  );
}
