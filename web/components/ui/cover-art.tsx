// A piece's cover as a list shows it (a /blog card, a /work card): the picture on a mount, one frame for every piece.
// The picture always stands at the same inset with the same crisp edge, on one neutral ground, the page's alternate
// ground, for every piece (decision 0129): three grounds chosen by the address (session 39) read as random beside one
// another, and tying a ground to a category would not have helped, since each story is in an industry of its own and
// an article's tags are several. The pictures (screens, drawings) bring their own colour; the mount stays quiet under
// them. Session 38's compositions (the title set huge and cut by the edge, an accent bar on a band, a full accent
// ground) read as a broken crop, a loading bar and a loud block in dark (outside review of session 39). The picture
// keeps its own ratio and runs off the mount's foot, as a print laid on a board; the piece's page shows it whole. The
// mount's ratio is the card's, so the grid's rows stay level. Server-drawn, CSS alone.
import type { ReactNode } from 'react';

type Props = {
  /** The mount's ratio, the card's: `aspect-[16/10]`, `aspect-[16/9]`. */
  ratio: string;
  children: ReactNode;
  className?: string;
};

export function CoverArt({ ratio, children, className = '' }: Props) {
  return (
    <div className={`relative ${ratio} overflow-hidden bg-bg-alt ${className}`}>
      {/* A crisp edge on the picture: a hairline and a short, dark shadow rather than a wide soft one. */}
      <div className="absolute top-[12%] left-[8%] w-[84%] overflow-hidden rounded-lg ring-1 ring-cover-edge shadow-[0_12px_24px_-14px_rgb(0_0_0/.55)]">
        {children}
      </div>
    </div>
  );
}
