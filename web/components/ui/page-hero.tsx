// The header band of an inner page (services, pricing, contact, privacy, 404): eyebrow, H1, lead and actions on the
// page's plain ground (decision 0279: the faint grid-paper read as a template's), a hairline under it; beside them (from a laptop's width up) an optional aside where it helps, its top level with the eyebrow.
// Shorter and quieter than home's hero on purpose (a smaller headline, less padding, no glow), so home's opening stays
// the site's one big moment.
// Left-aligned: a phone reads it like the rest of the page.
import type { ReactNode } from 'react';
import { Marked } from './marked';
import { Phrased } from './phrased';

export function PageHero({
  eyebrow,
  meta,
  title,
  subtitle,
  children,
  aside,
  compact = false,
  stacked = false,
}: {
  eyebrow?: string;
  /** A plain line under the title (the privacy notice's "Last updated …"): muted, in its own case, never an eyebrow. */
  meta?: string;
  title: string;
  subtitle: string;
  /** The hero's actions (buttons): full width on a phone, side by side from a tablet up. */
  children?: ReactNode;
  /** A card beside the text (below it on a phone). */
  aside?: ReactNode;
  /**
   * A list's header (/work, /blog): less room above and below, so the first card comes up sooner, and from a laptop's
   * width the heading and the lead side by side (the lead at a reading measure, starting on the heading's first line)
   * rather than both on the left over an empty right half (review of session 38). No meta or aside; `children` is a
   * small link under the lead (the journal's feed), not buttons.
   */
  compact?: boolean;
  /** With `compact`, the lead under the heading at every width, not beside it (/contact, decision 0275: beside a
   *  one-line heading it floated far to the right over a gap). */
  stacked?: boolean;
}) {
  // A page's lead is two or three lines under its heading, set even (balanced) and, in Chinese, broken between phrases
  // (round 20: /services' lead split 設 / 計 as body text may; decision 0186), a list's compact head's too (decision 0202).
  // On a phone it is four lines or more and fills them (`phone-pretty`, decision 0217): balanced there, /privacy's broke
  // early, line after line (round 24).
  const lead = (
    <p className={`lead wrap-balance phrase-balance phone-pretty ${compact ? '' : 'mt-4 max-w-2xl'}`}>
      <Phrased text={subtitle} balanced />
    </p>
  );
  const eyebrowLine = eyebrow && (
    // The eyebrow's marker, a small seal, comes with the `eyebrow` class (web/styles/uno.config.ts).
    <p className="eyebrow">
      <Marked text={eyebrow} />
    </p>
  );
  const heading = (
    <h1
      className={`${compact ? 'mt-3 lg:mt-0' : 'mt-3'} text-[2rem] leading-[1.12] font-semibold tracking-[-0.03em] text-balance text-ink sm:text-[2.5rem] lg:text-[2.875rem]`}
    >
      <Phrased text={title} />
    </h1>
  );
  if (compact)
    return (
      <section data-part="hero" className="relative isolate overflow-hidden border-b border-line">
        {/* From 1024 px the eyebrow over the row, and in the row the heading and the lead side by side on the heading's
            first line (their first baselines level): a lead taller than a one-line heading (/blog) had been set on its
            last line and stood up above it, level with the eyebrow (round 10 of the review, decision 0129). */}
        <div className="page-x py-7 sm:py-8 lg:py-10">
          {eyebrowLine}
          <div className={`grid gap-4 lg:mt-3 ${stacked ? 'lg:gap-3' : 'lg:grid-cols-2 lg:items-baseline lg:gap-16'}`}>
            {heading}
            <div className="max-w-[36rem]">
              {lead}
              {/* A list's one small link under its lead (/blog's feed). */}
              {children && <div className="mt-4">{children}</div>}
            </div>
          </div>
        </div>
      </section>
    );
  return (
    // The page's last part (the 404) draws no hairline under it: the footer's own is the one rule there (round 17).
    <section data-part="hero" className="relative isolate overflow-hidden border-b border-line last:border-b-0">
      <div
        className={`page-x grid items-start gap-10 py-10 sm:py-14 lg:py-16 ${aside ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,0.9fr)] lg:gap-16' : ''}`}
      >
        <div className={aside ? '' : 'max-w-3xl'}>
          {eyebrowLine}
          {heading}
          {meta && (
            <p className="mt-3 text-sm text-muted">
              <Marked text={meta} />
            </p>
          )}
          {lead}
          {children && <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">{children}</div>}
        </div>
        {aside}
      </div>
    </section>
  );
}
