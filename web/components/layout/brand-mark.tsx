// The company's mark: a corner piece and the block that fits into it (software shaped to fit the business), drawn
// inline (no request) in the accent colour, so it follows the theme; the favicon (web/favicon.svg) and the share
// image (scripts/og-image.ts) are the same drawing. Decorative: the brand name beside it is the link's text.
export const MARK_PATHS = {
  corner: 'M3 8a5 5 0 0 1 5-5h16a5 5 0 0 1 5 5v5H16.5a3.5 3.5 0 0 0-3.5 3.5V29H8a5 5 0 0 1-5-5z',
  block: { x: 17, y: 17, size: 12, r: 4 },
} as const;

export function BrandMark({ className = 'h-8 w-8' }: { className?: string }) {
  const { block } = MARK_PATHS;
  return (
    <svg viewBox="0 0 32 32" className={`${className} fill-accent`} aria-hidden="true" focusable="false">
      <path d={MARK_PATHS.corner} />
      <rect x={block.x} y={block.y} width={block.size} height={block.size} rx={block.r} />
    </svg>
  );
}
