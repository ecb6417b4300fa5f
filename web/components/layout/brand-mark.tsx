// The company's mark: an open bracket-ring with a spark, drawn inline (no request) in the accent colour; the favicon
// (web/favicon.svg) is the same drawing. Decorative: the brand name beside it is the link's text.
export function BrandMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" className="fill-accent" />
      <path d="M20.5 10.2A8 8 0 1 0 20.5 21.8" fill="none" strokeWidth="3" strokeLinecap="round" className="stroke-accent-ink" />
      <circle cx="22.6" cy="16" r="2.4" className="fill-accent-ink" />
    </svg>
  );
}
