// A story's picture at 16:9 on its page; without one (there, and in a /work card's frame, decision 0137), its headline result set large on
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
  className?: string;
};

export function WorkCover({ cover, result, industry, sizes, eager = false, className = '' }: Props) {
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
  return <Picture picture={cover} sizes={sizes} eager={eager} className={`aspect-[16/9] h-auto w-full object-cover ${className}`} />;
}
