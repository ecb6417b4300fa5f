// The mark's one drawing as data (no JSX), so the header's mark, the admin's, the favicon and the share images
// (scripts/og-image.ts, web/server/share-card.ts) all draw the same seal: a cinnabar chop with a plan carved into it.

/**
 * The plan seal (decision 0262), on a 32 × 32 grid: a rounded cinnabar square and, cut out of it (even-odd, so the
 * ground shows through), a schedule as a production board draws one: a first task, the next one starting before it ends
 * (one step down and on), and the milestone it leads to, a diamond. Software that fits how a business runs, from the
 * work to the delivery. The diamond is the brand's recurring detail: the eyebrows' plan line (uno.config.ts `plan-line`).
 */
export const MARK_PATH = [
  'M7 1h18a6 6 0 0 1 6 6v18a6 6 0 0 1-6 6H7a6 6 0 0 1-6-6V7a6 6 0 0 1 6-6z',
  'M7.5 6h6a2.5 2.5 0 0 1 0 5h-6a2.5 2.5 0 0 1 0-5z',
  'M14 12.5h6a2.5 2.5 0 0 1 0 5h-6a2.5 2.5 0 0 1 0-5z',
  'M23 18.75l3.75 3.75-3.75 3.75-3.75-3.75z',
].join('');
