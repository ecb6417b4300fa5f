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
  /** A card's thumbnail: the whole screen on a panel, an even margin round it. */
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
      // The whole screen, set on a panel with an even margin round it as a print is on its mount: no word is cut at any
      // edge (a crop of its top-left cut "Week 49" and "What customers a…" mid-word: review of session 37).
      <div className={`flex aspect-[16/10] items-center overflow-hidden bg-surface-alt p-6 sm:p-8 ${className}`}>
        <Picture
          picture={cover}
          sizes={sizes}
          eager={eager}
          className="h-auto w-full rounded-lg border border-line shadow-[0_10px_30px_-12px_rgb(0_0_0/.3)]"
        />
      </div>
    );
  return <Picture picture={cover} sizes={sizes} eager={eager} className={`aspect-[16/9] h-auto w-full object-cover ${className}`} />;
}
