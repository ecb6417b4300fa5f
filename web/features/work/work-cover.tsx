// A story's picture at 16:9: its page's cover (or its card's picture); without one, its headline result set large on
// a tinted panel (the figure is the story, as on home's featured card), or its industry when it has no figure.
import type { PictureRef } from '../../../src/contract/journal';
import { CoverArt } from '../../components/ui/cover-art';
import { Marked } from '../../components/ui/marked';
import { Picture } from '../../components/ui/picture';

type Props = {
  cover: PictureRef | null;
  result: { value: string; label: string } | null;
  industry: string;
  /** The width its layout gives it (IMAGE_SIZES). */
  sizes: string;
  eager?: boolean;
  /** A card's thumbnail: the screen on a mount of the story's own composition (CoverArt). */
  framed?: boolean;
  className?: string;
};

export function WorkCover({ cover, result, industry, sizes, eager = false, framed = false, className = '' }: Props) {
  if (!cover)
    return (
      <div
        aria-hidden="true"
        className={`grid ${framed ? 'aspect-[16/10]' : 'aspect-[16/9]'} place-content-center gap-2 bg-accent-soft p-8 text-center ${className}`}
      >
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
  if (framed)
    return (
      // A card's picture on its mount (CoverArt), the same neutral ground for every story.
      <CoverArt ratio="aspect-[16/10]" className={className}>
        <Picture picture={cover} sizes={sizes} eager={eager} className="block h-auto w-full" />
      </CoverArt>
    );
  return <Picture picture={cover} sizes={sizes} eager={eager} className={`aspect-[16/9] h-auto w-full object-cover ${className}`} />;
}
