// The quiet disclosure's summary (decision 0284): a chevron and its words, muted, turning a quarter when its fold opens.
// One component for every quiet <details> of the admin (technical details, versions to add, "For your developer", "Why?",
// the sign-in's "Can't sign in?"), so the chevron's size, spacing and turn are written once.
import type { ReactNode } from 'react';

type Props = {
  children: ReactNode;
  /** Its type and tone (`text-xs text-muted` by default); a wide-screen height where it sits among small lines. */
  className?: string;
};

/** `<summary>` with its chevron. The chevron turns by its own details' open state (`[data-summary-chevron]` in
 *  uno.config.ts' preflight: `details[open]>summary>`), not `group-open`, which would follow an outer open fold too. */
export function QuietSummary({ children, className = 'text-xs text-muted' }: Props) {
  return (
    <summary className={`quiet-summary ${className}`}>
      <span className="i-lucide-chevron-right h-3.5 w-3.5 shrink-0 transition-transform" aria-hidden="true" data-summary-chevron="" />
      {children}
    </summary>
  );
}
