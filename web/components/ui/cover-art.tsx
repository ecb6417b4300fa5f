// A piece's cover as a list shows it (a /blog card, a /work card): the picture on a mount, one frame for every piece.
// The picture always stands at the same inset with the same crisp edge; only the mount's ground changes with the piece
// (chosen by its address), so a row of covers varies without looking like three systems. Session 38's compositions (the
// title set huge and cut by the edge, an accent bar on a band, a full accent ground) read as a broken crop, a loading
// bar and a loud block in dark (outside review of session 39). The picture keeps its own ratio and runs off the mount's
// foot, as a print laid on a board; the piece's page shows it whole. The mount's ratio is the card's, so the grid's rows
// stay level. Server-drawn, CSS alone.
import type { ReactNode } from 'react';

/** One number per address, the same on every page that lists the piece (djb2). */
const numberOf = (seed: string) => [...seed].reduce((sum, char) => (Math.imul(sum, 33) ^ char.codePointAt(0)!) >>> 0, 5381);

const MOUNTS = ['alt', 'soft', 'deep'] as const;
export type Mount = (typeof MOUNTS)[number];

/** The ground a piece at `seed` (its slug, or its address) is mounted on. */
export const mountOf = (seed: string): Mount => MOUNTS[numberOf(seed) % MOUNTS.length]!;

type Props = {
  seed: string;
  /** The mount's ratio, the card's: `aspect-[16/10]`, `aspect-[16/9]`. */
  ratio: string;
  children: ReactNode;
  className?: string;
};

/** The grounds: the page's alternate ground, the accent's soft tint, the deep ground; each a quiet field in both themes. */
const GROUND: Record<Mount, string> = {
  alt: 'bg-bg-alt',
  soft: 'bg-accent-soft',
  deep: 'bg-deep',
};

export function CoverArt({ seed, ratio, children, className = '' }: Props) {
  const mount = mountOf(seed);
  return (
    <div data-mount={mount} className={`relative ${ratio} overflow-hidden ${GROUND[mount]} ${className}`}>
      {/* A crisp edge on the picture: a hairline and a short, dark shadow rather than a wide soft one. */}
      <div className="absolute top-[12%] left-[8%] w-[84%] overflow-hidden rounded-lg ring-1 ring-cover-edge shadow-[0_12px_24px_-14px_rgb(0_0_0/.55)]">
        {children}
      </div>
    </div>
  );
}
