// The top band of a page: eyebrow, H1, lead and actions over the grid backdrop; beside them (from a laptop's width up)
// an optional visual, so each page opens on its own picture. Left-aligned: a phone reads it like the rest of the page.
import type { ReactNode } from 'react';
import { Phrased } from './phrased';

export function PageHero({
  eyebrow,
  title,
  subtitle,
  children,
  aside,
  compact = false,
}: {
  eyebrow?: string;
  title: string;
  subtitle: string;
  /** The hero's actions (buttons): full width on a phone, side by side from a tablet up. */
  children?: ReactNode;
  /** A visual beside the text (below it on a phone). */
  aside?: ReactNode;
  /** A shorter band for pages whose content should be in view at once (pricing, contact). */
  compact?: boolean;
}) {
  return (
    <section className="relative isolate overflow-hidden border-b border-line">
      <div className="backdrop-grid absolute inset-0 -z-10 opacity-70" aria-hidden="true" />
      <div className="backdrop-glow absolute -top-40 left-1/2 -z-10 h-[36rem] w-[56rem] -translate-x-1/2" aria-hidden="true" />
      <div
        className={`page-x grid items-center gap-12 ${compact ? 'py-14 sm:py-20' : 'py-14 sm:py-20 lg:py-24'} ${
          aside ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)]' : ''
        }`}
      >
        <div className={aside ? '' : 'max-w-3xl'}>
          {eyebrow && (
            <p className="eyebrow flex items-center gap-2">
              <span className="h-1.5 w-1.5 rounded-full bg-accent" aria-hidden="true" />
              {eyebrow}
            </p>
          )}
          <h1 className="display mt-4">
            <Phrased text={title} />
          </h1>
          <p className="lead mt-6 max-w-2xl">
            <Phrased text={subtitle} />
          </p>
          {children && <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">{children}</div>}
        </div>
        {aside}
      </div>
    </section>
  );
}
