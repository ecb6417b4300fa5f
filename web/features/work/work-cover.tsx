// A story's picture at 16:9: its page's cover (or its card's picture); without one, its headline result set large on
// a tinted panel (the figure is the story, as on home's featured card), or its industry when it has no figure.
import type { PictureRef } from '../../../src/contract/journal';
import { Marked } from '../../components/ui/marked';
import { Picture } from '../../components/ui/picture';

type Props = {
  cover: PictureRef | null;
  result: { value: string; label: string } | null;
  industry: string;
  /** The width its layout gives it (IMAGE_SIZES). */
  sizes: string;
  eager?: boolean;
  /** A card's thumbnail: the picture's top-left three quarters, so a screen's words can still be read at a card's width. */
  zoom?: boolean;
  className?: string;
};

export function WorkCover({ cover, result, industry, sizes, eager = false, zoom = false, className = '' }: Props) {
  if (!cover)
    return (
      <div aria-hidden="true" className={`grid aspect-[16/9] place-content-center gap-2 bg-accent-soft p-8 text-center ${className}`}>
        <span className="text-[clamp(3rem,9vw,6.5rem)] leading-none font-semibold tracking-[-0.05em] text-accent-text tabular-nums">
          <Marked text={result?.value || industry} />
        </span>
        {result?.label && (
          <span className="text-sm font-medium text-ink sm:text-base">
            <Marked text={result.label} />
          </span>
        )}
      </div>
    );
  if (zoom)
    return (
      // Its lower edge fades into the card, so the cut reads as chosen, not as a picture cut short.
      <div className={`aspect-[16/9] overflow-hidden [mask-image:linear-gradient(to_bottom,#000_72%,transparent)] ${className}`}>
        <Picture
          picture={cover}
          sizes={sizes}
          eager={eager}
          className="aspect-[16/9] h-auto w-full origin-top-left scale-[1.3] object-cover"
        />
      </div>
    );
  return <Picture picture={cover} sizes={sizes} eager={eager} className={`aspect-[16/9] h-auto w-full object-cover ${className}`} />;
}
