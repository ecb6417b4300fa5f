// The mark's one drawing as data (no JSX), so the header's mark, the stylesheet's seal stamp, the favicon and the share
// image (scripts/og-image.ts) all draw the same seal: a square chop with a corner piece and its block cut out of it.

/** The seal's square and, cut out of it (even-odd), the corner piece and the block, on a 32 × 32 grid. */
export const MARK_PATH = [
  'M4 1h24a3 3 0 0 1 3 3v24a3 3 0 0 1-3 3H4a3 3 0 0 1-3-3V4a3 3 0 0 1 3-3z',
  'M7 10a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v4h-8.5a2.5 2.5 0 0 0-2.5 2.5V25h-4a3 3 0 0 1-3-3z',
  'M19.5 17h3a2.5 2.5 0 0 1 2.5 2.5v3a2.5 2.5 0 0 1-2.5 2.5h-3a2.5 2.5 0 0 1-2.5-2.5v-3a2.5 2.5 0 0 1 2.5-2.5z',
].join('');
