// An entry's picture: choose a file (a large photo is scaled down first), upload it with a progress bar, preview it or
// remove it; beside it the alt text in both languages, required once there is a picture.
import { useId, type ChangeEvent } from 'react';
import { BilingualText } from '../../components/admin/bilingual-text';
import { IMAGE_TYPES, LIST_LIMITS, type ListImage } from '../../../src/contract';
import { failureToast } from '../../lib/failure-toast';
import { FilePicker } from '../../components/admin/file-picker';
import { useAdminT } from '../../lib/admin-i18n';
import { fill, pick, useLang } from '../../lib/i18n';
import { bilingual, type DraftChange } from './drafts';
import { useImageUpload } from '../../lib/use-image-upload';
import type { FieldErrors } from './validate-entry';

type Props = { draft: ListImage; errors: FieldErrors; onChange: (change: DraftChange) => void; onUploading: (busy: boolean) => void };

const ACCEPT = Object.keys(IMAGE_TYPES).join(',');

export function ImageField({ draft, errors, onChange, onUploading }: Props) {
  const t = useAdminT();
  const lang = useLang();
  const id = useId();
  const { progress, sendImage } = useImageUpload(onUploading);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file chosen again is a new choice
    if (!file) return;
    try {
      const image = await sendImage(file);
      if (image) onChange({ imagePath: image.path, imageWidth: image.width, imageHeight: image.height });
    } catch (error) {
      failureToast(t.toast.failedToUpload, error, t);
    }
  };

  const percent = typeof progress === 'number' ? Math.round(progress * 100) : 0;
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-semibold">{t.lists.fields.image}</legend>
      <div className="grid items-start gap-4 lg:grid-cols-[18rem_1fr]">
        <div className="min-w-0">
          {/* The button says "Choose an image" itself: the label names the (hidden) native input for screen readers. */}
          <FilePicker
            id={`${id}-file`}
            label={t.lists.image.choose}
            showLabel={false}
            accept={ACCEPT}
            onChange={choose}
            describedBy={`${id}-hint`}
            action={
              // With the other action on the picture, not a line of its own under it (decision 0203: on a phone it read
              // as a lone "Remove"); in the danger colour. Nothing is lost before Apply and Save Changes, and closing the
              // form with it unapplied asks first.
              draft.imagePath ? (
                <button
                  type="button"
                  onClick={() => onChange({ imagePath: null, imageWidth: null, imageHeight: null })}
                  className="btn-danger-quiet min-h-11 px-3 text-sm"
                  data-remove-image=""
                  aria-label={t.lists.image.remove}
                >
                  <span className="i-lucide-image-off h-4 w-4" aria-hidden="true" />
                  {/* "Remove" to the eye beside the picture's button, so both keep one line at 360 px; "Remove image" heard. */}
                  {t.lists.removeShort}
                </button>
              ) : undefined
            }
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
            {t.lists.image.hint}
          </p>
          {progress !== null && (
            <div className="mt-3">
              <label htmlFor={`${id}-progress`} className="text-sm">
                {progress === 'preparing' ? t.lists.image.preparing : fill(t.lists.image.uploading, { percent })}
              </label>
              {/* No value while preparing: an indeterminate bar. */}
              <progress
                id={`${id}-progress`}
                max={1}
                value={typeof progress === 'number' ? progress : undefined}
                className="mt-1 block h-2 w-full"
              >
                {percent}%
              </progress>
            </div>
          )}
          {draft.imagePath ? (
            <div className="mt-3">
              <img
                src={draft.imagePath}
                width={draft.imageWidth ?? undefined}
                height={draft.imageHeight ?? undefined}
                alt={pick(draft, 'imageAlt', lang) || t.lists.image.preview}
                className="block h-auto max-h-48 w-auto max-w-full rounded-lg border border-line object-contain"
              />
            </div>
          ) : (
            <p className="mt-3 text-sm text-muted">{t.lists.image.none}</p>
          )}
          {errors.imagePath && <p className="mt-1 text-sm text-bad">{errors.imagePath}</p>}
        </div>
        <BilingualText
          label={t.lists.fields.imageAlt}
          languages={{ en: t.lists.english, zh: t.lists.chinese }}
          hint={t.lists.altHint}
          required={Boolean(draft.imagePath)}
          maxLength={LIST_LIMITS.alt}
          flat
          {...bilingual('imageAlt', draft, errors, onChange)}
        />
      </div>
    </fieldset>
  );
}
