// The company's mark: a seal (a chop, 印章) in cinnabar with a corner piece and the block that fits into it (software
// shaped to fit the business) cut out of it, drawn inline (no request) in the accent, so it follows the theme. The
// favicon (web/favicon.svg), the call-to-action band's stamp and the share image draw the same path (./mark-path.ts).
// Decorative: the brand name beside it is the link's text.
import { MARK_PATH } from './mark-path';

export function BrandMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={`${className} shrink-0 fill-accent`} aria-hidden="true" focusable="false">
      <path d={MARK_PATH} fillRule="evenodd" />
    </svg>
  );
}
