// A page's image for shared links: the one chosen, shown as a shared link's card shows it (1.91 : 1), with its size and
// a word when it is too small, and Choose or Change opening the library in a dialog; Remove goes back to none (the
// page's own drawn card). The library offers images, not their Chinese or dark versions (decision 0101).
import { ThumbFrame } from '../../components/admin/thumb-frame';
import { useState } from 'react';
import type { MediaItem } from '../../../src/contract';
import { LibraryDialog } from '../../components/admin/library-dialog';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';

/** Narrower than this, a shared link's large card is blurred or shown small (1200 × 630 is what the card is drawn at). */
export const SHARE_IMAGE_MIN_WIDTH = 600;

type Props = {
  images: MediaItem[] | undefined;
  failed: boolean;
  chosen: string | null;
  onChoose: (path: string | null) => void;
};

export function ShareImageField({ images, failed, chosen, onChoose }: Props) {
  const t = useAdminT().snippets;
  const [choosing, setChoosing] = useState(false);
  const picture = images?.find((image) => image.path === chosen);
  const small = picture !== undefined && picture.width < SHARE_IMAGE_MIN_WIDTH;
  const choose = (path: string | null) => {
    onChoose(path);
    setChoosing(false);
  };
  return (
    <fieldset className="min-w-0" aria-describedby="share-image-hint">
      <legend className="text-sm font-medium">{t.image}</legend>
      <p id="share-image-hint" className="mt-1 text-xs text-muted">
        {t.imageHint}
      </p>
      <div className="mt-2 flex flex-wrap items-end gap-4">
        {chosen ? (
          <ThumbFrame src={chosen} className="aspect-[1.91/1] w-60 rounded-lg border border-line">
            <img src={chosen} alt="" width={picture?.width} height={picture?.height} className="h-full w-full object-cover" />
          </ThumbFrame>
        ) : (
          <span className="grid aspect-[1.91/1] w-60 place-items-center rounded-lg border-2 border-dashed border-line-strong p-3 text-center text-xs text-muted">
            {t.noImageHint}
          </span>
        )}
        <div className="grid gap-2">
          {picture && (
            <span className={`text-xs ${small ? 'font-medium text-warn' : 'text-muted'}`}>
              {fill(t.imageSize, { width: String(picture.width), height: String(picture.height) })}
            </span>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-outline btn-sm" onClick={() => setChoosing(true)}>
              {chosen ? t.change : t.choose}
            </button>
            {chosen && (
              <button type="button" className="btn-ghost btn-sm" onClick={() => onChoose(null)}>
                {t.remove}
              </button>
            )}
          </div>
        </div>
      </div>
      {small && (
        <p className="mt-2 flex items-start gap-1.5 text-sm text-warn">
          <span className="i-lucide-triangle-alert mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {fill(t.imageSmall, { width: String(SHARE_IMAGE_MIN_WIDTH) })}
        </p>
      )}
      <LibraryDialog
        open={choosing}
        onClose={() => setChoosing(false)}
        title={t.dialogTitle}
        closeLabel={t.close}
        images={images}
        failed={failed}
        chosen={chosen}
        onChoose={choose}
        name="snippet-image"
        legend={t.image}
        smallBelow={SHARE_IMAGE_MIN_WIDTH}
      />
    </fieldset>
  );
}
