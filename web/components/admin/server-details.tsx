// "Technical details": the one disclosure that holds what the owner can pass on (a setting's name, an example
// address, a command) under a sentence that already says it in the owner's words. Native <details>: no script, closed
// until asked. Its colour is its surroundings' (muted text, a notice's tone), so it reads as part of what it explains.
import type { ReactNode } from 'react';
import { useAdminT } from '../../lib/admin-i18n';

export function ServerDetails({ children, className = '' }: { children: ReactNode; className?: string }) {
  const t = useAdminT();
  return (
    <details className={className} data-server-details="">
      <summary className="keyboard-ring flex min-h-11 cursor-pointer items-center rounded font-medium underline underline-offset-2">
        {t.server.summary}
      </summary>
      {/* A long address (an SMTP_URL example) may break anywhere rather than widen a phone's panel. */}
      <p className="pb-1 [overflow-wrap:anywhere]">{children}</p>
    </details>
  );
}
