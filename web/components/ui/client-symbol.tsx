// The drawn symbol beside a client's name in the proof strip when no logo is uploaded: one simple monochrome glyph
// per place in the strip (a wave, a leaf, peaks, a wing, a ring, tides), in the text's colour so it follows the theme,
// so a row of names reads as a row of logos. Decorative: the name beside it is the text.

/** Each glyph on a 24 × 24 grid; taken in turn, so the strip's first six clients never share one. */
const GLYPHS = [
  // A wave over a line: a harbour, a route.
  <g key="wave" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
    <path d="M3 10c3-3.5 6-3.5 9 0s6 3.5 9 0" />
    <path d="M3 17h18" />
  </g>,
  // A leaf with its vein.
  <g key="leaf" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M4 20C4 10 10 4 20 4c0 10-6 16-16 16z" />
    <path d="M4 20 13 11" />
  </g>,
  // Two peaks.
  <path key="peaks" d="M2 20 9 7l4 7 3-5 6 11z" fill="currentColor" />,
  // A wing: a chevron with a cut.
  <path key="wing" d="M2 8h9l5 8h6l-3 4h-6l-5-8H2z" fill="currentColor" />,
  // A ring with a dot: a seal.
  <g key="ring">
    <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="2.6" />
    <circle cx="12" cy="12" r="3" fill="currentColor" />
  </g>,
  // Tides: three arcs.
  <g key="tides" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
    <path d="M3 20a9 9 0 0 1 18 0" />
    <path d="M7 20a5 5 0 0 1 10 0" />
    <path d="M11 20a1 1 0 0 1 2 0" />
  </g>,
];

export function ClientSymbol({ index }: { index: number }) {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5 shrink-0" aria-hidden="true" focusable="false">
      {GLYPHS[index % GLYPHS.length]}
    </svg>
  );
}
