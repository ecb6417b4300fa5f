// One picture of a story page in its "Pictures" section (decision 0213): a small thumbnail (or a dashed place saying
// there is none), beside it the picture's name, a few words of where it shows on the site, and its actions; under it
// whatever the picture waits on (its descriptions). The page's cover and its card's picture are drawn alike, so the
// section reads as one list of places, not a concept each.
import type { ReactNode } from 'react';
import { Phrased } from '../../components/ui/phrased';

type Props = {
  /** Its name, the group's too (a screen reader hears it with the "where" line). */
  name: string;
  /** Where it shows, in a few words. */
  where: string;
  whereId: string;
  /** The picture, drawn at the thumbnail's size; none: `empty` is said in its dashed place. */
  thumb: ReactNode | null;
  empty: string;
  actions: ReactNode;
  children?: ReactNode;
  testId?: string;
};

/** A picture drawn as the slot's thumbnail: its cell's width (112 px, 144 px from 640 px). */
export const SLOT_THUMB = 'block aspect-[8/5] w-full rounded-lg border border-line bg-surface-alt object-cover';

export function PictureSlot({ name, where, whereId, thumb, empty, actions, children, testId }: Props) {
  return (
    <fieldset className="min-w-0" aria-describedby={whereId} data-picture-slot={testId}>
      <legend className="sr-only">{name}</legend>
      {/* The thumbnail beside its words; the actions under the words, or on a phone across the slot's width under both
          (round 23: beside a thumbnail they wrapped a button a line). */}
      <div className="grid grid-cols-[7rem_minmax(0,1fr)] items-start gap-x-3 gap-y-3 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-x-4 sm:gap-y-2">
        <div className="sm:row-span-2">
          {thumb ?? (
            <div className="grid aspect-[8/5] w-full place-content-center justify-items-center gap-1 rounded-lg border-2 border-dashed border-line-strong p-2 text-center">
              <span className="i-lucide-image h-5 w-5 text-faint" aria-hidden="true" />
              <span className="text-xs leading-tight text-muted">{empty}</span>
            </div>
          )}
        </div>
        <div className="grid min-w-0 content-start gap-0.5">
          <p className="text-sm font-medium text-ink" aria-hidden="true">
            {name}
          </p>
          <p id={whereId} className="field-hint phrase-balance mt-0">
            <Phrased balanced text={where} />
          </p>
        </div>
        <div className="col-span-2 flex flex-wrap items-center gap-2 sm:col-span-1 sm:col-start-2">{actions}</div>
      </div>
      {children}
    </fieldset>
  );
}
