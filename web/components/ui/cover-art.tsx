// A piece's cover as a list shows it (a /blog card, a /work card): the picture set on a mount whose composition is the
// piece's own, chosen by its address, so a row of drawn covers no longer reads as one soft beige picture repeated
// (outside review of session 38). Three compositions: on the accent, the picture bleeding off the right and bottom; on
// the deep ground, the title set huge and cut by the edge behind the picture; on the page's alternate ground, a deep band
// across the top, an accent rule on it, and the picture standing on both. The picture keeps its own ratio (in two of them an edge of it runs
// off the mount, as a print laid across a board; the piece's page shows it whole); the mount's ratio is the card's, so
// the grid's rows stay level. Server-drawn, CSS alone.
import type { ReactNode } from 'react';

/** One number per address, the same on every page that lists the piece (djb2). */
const numberOf = (seed: string) => [...seed].reduce((sum, char) => (Math.imul(sum, 33) ^ char.codePointAt(0)!) >>> 0, 5381);

const MOUNTS = ['band', 'bleed', 'crop'] as const;
export type Mount = (typeof MOUNTS)[number];

/** The composition a piece at `seed` (its slug, or its address) is drawn in. */
export const mountOf = (seed: string): Mount => MOUNTS[numberOf(seed) % MOUNTS.length]!;

type Props = {
  seed: string;
  /** The piece's title: cut by the edge in the deep composition. */
  title: string;
  /** The mount's ratio, the card's: `aspect-[16/10]`, `aspect-[16/9]`. */
  ratio: string;
  children: ReactNode;
  className?: string;
};

export function CoverArt({ seed, title, ratio, children, className = '' }: Props) {
  const mount = mountOf(seed);
  // A crisp edge on the picture in each: a hairline and a short, dark shadow rather than a wide soft one.
  const edge = 'overflow-hidden rounded-lg ring-1 ring-cover-edge shadow-[0_12px_24px_-14px_rgb(0_0_0/.55)]';
  return (
    <div data-mount={mount} className={`relative ${ratio} overflow-hidden ${GROUND[mount]} ${className}`}>
      {mount === 'crop' && (
        <span
          aria-hidden="true"
          className="absolute -top-[0.14em] left-[5%] text-[clamp(4.5rem,11vw,8.5rem)] leading-none font-bold tracking-[-0.05em] whitespace-nowrap text-cover-paper"
        >
          {title}
        </span>
      )}
      {mount === 'band' && (
        <>
          <span aria-hidden="true" className="absolute inset-x-0 top-0 h-[38%] bg-deep" />
          <span aria-hidden="true" className="absolute top-[6%] left-[9%] h-1.5 w-[14%] rounded-full bg-accent" />
        </>
      )}
      <div className={`absolute ${PLACE[mount]} ${edge}`}>{children}</div>
    </div>
  );
}

const GROUND: Record<Mount, string> = {
  band: 'bg-bg-alt',
  bleed: 'bg-accent',
  crop: 'bg-deep',
};

/** Where the picture stands on each: its width a share of the mount's, its top and left placed, the rest cut. */
const PLACE: Record<Mount, string> = {
  band: 'left-[9%] top-[16%] w-[82%]',
  bleed: 'left-[9%] top-[13%] w-[100%] rounded-br-none',
  crop: 'left-[22%] top-[40%] w-[86%] rounded-br-none',
};
