// The company's mark: the plan seal (decision 0262), a cinnabar chop with a schedule carved into it (a task, the next
// one a step down and on, the milestone diamond they lead to), drawn inline (no request) in the accent, so it follows the
// theme. The favicon (web/favicon.svg), the admin's header and the share images draw the same path (./mark-path.ts).
// Decorative: the brand name beside it is the link's text.
import { MARK_PATH } from './mark-path';

export function BrandMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={`${className} shrink-0 fill-accent`} aria-hidden="true" focusable="false">
      <path d={MARK_PATH} fillRule="evenodd" />
    </svg>
  );
}
