// The Overview's card frame, its quiet "more" link and its one-line row, shared by its cards (decision 0270, split out by 0281).
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';

/** A panel of the home: a small surface with its heading (and how many, quiet, after it) and, at its right, where to
 *  read more. */
export function Panel({
  title,
  count,
  more,
  children,
  id,
  place = '',
}: {
  title: string;
  /** How many, after the title: a figure (a badge) and, quiet after it, what part of them is new. */
  count?: ReactNode;
  more?: ReactNode;
  children: ReactNode;
  id?: string;
  /** Its place in the cards' grid. */
  place?: string;
}) {
  return (
    <section className={`flex min-w-0 flex-col gap-2 rounded-xl border border-line bg-surface p-4 ${place}`} data-overview-card={id}>
      <div className="flex min-h-6 items-center justify-between gap-2">
        <h3 className="admin-section-title flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
          {title}
          {count}
        </h3>
        {more}
      </div>
      {children}
    </section>
  );
}

/** A card's "more" link at its right: quiet, 44 px tall on a phone. */
export function MoreLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="keyboard-ring inline-flex shrink-0 items-center rounded text-xs font-medium text-muted hover:text-ink max-md:-my-2.5 max-md:-mr-2 max-md:min-h-11 max-md:px-2"
    >
      {children} →
    </Link>
  );
}

/** A row of a panel: one line that leads somewhere, 44 px tall on a phone. */
export const ROW = 'keyboard-ring -mx-2 flex min-h-11 min-w-0 items-center gap-3 rounded-md px-2 text-sm hover:bg-surface-alt md:min-h-8';
