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
  /** A card's thumbnail: the screen whole across, set on a panel as a window is, its foot fading into the panel. */
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
      // The whole width of the screen, so no word is cut at a side (a crop of its top-left cut "Week 49" and "What
      // customers a…" mid-word: review of session 37); it stands on a panel with room above and at its sides, and only
      // its foot is cut, by a fade into the panel, where the rows of a screen go on.
      <div className={`aspect-[16/10] overflow-hidden bg-surface-alt px-6 pt-6 sm:px-8 sm:pt-8 ${className}`}>
        <div className="[mask-image:linear-gradient(to_bottom,#000_60%,transparent_96%)]">
          <Picture
            picture={cover}
            sizes={sizes}
            eager={eager}
            className="h-auto w-full rounded-t-lg border border-b-0 border-line shadow-[0_8px_24px_-12px_rgb(0_0_0/.25)]"
          />
        </div>
      </div>
    );
  return <Picture picture={cover} sizes={sizes} eager={eager} className={`aspect-[16/9] h-auto w-full object-cover ${className}`} />;
}
