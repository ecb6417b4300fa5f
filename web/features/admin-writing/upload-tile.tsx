// The last tile of a cover or screens picker: upload a new image there, without leaving for the Images tab. The
// image goes to the library as any upload does (scaled first when large), the picker's list is read again, and the
// new image is chosen.
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { IMAGE_TYPES } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { mediaQuery } from '../../lib/calls/media';
import { failureToast } from '../../lib/failure-toast';
import { fill } from '../../lib/i18n';
import { useImageUpload } from '../../lib/use-image-upload';

/** `tile`: a picker's last tile; `button`: a small outlined button beside others. */
export function UploadTile({ onUploaded, look = 'tile' }: { onUploaded: (path: string) => void; look?: 'tile' | 'button' }) {
  const t = useAdminT();
  const words = t.publishing.images;
  const id = useId();
  const queryClient = useQueryClient();
  const { progress, sendImage } = useImageUpload();
  const store = async (file: File) => {
    try {
      const stored = await sendImage(file);
      if (!stored) return;
      await queryClient.invalidateQueries({ queryKey: mediaQuery().queryKey });
      onUploaded(stored.path);
    } catch (error) {
      failureToast(words.failed, error, t);
    }
  };
  const busy = progress !== null;
  return (
    <label
      htmlFor={id}
      className={`${
        look === 'button'
          ? 'btn-outline btn-sm cursor-pointer'
          : 'relative flex min-h-16 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-line-strong p-1 text-center text-xs text-muted hover:border-faint hover:text-ink'
      } has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus`}
    >
      <input
        id={id}
        type="file"
        aria-label={words.upload}
        className="sr-only"
        accept={Object.keys(IMAGE_TYPES).join(',')}
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void store(file);
        }}
      />
      <span
        className={`${busy ? 'i-lucide-loader-circle animate-spin' : 'i-lucide-upload'} ${look === 'button' ? 'h-4 w-4' : 'h-5 w-5'}`}
        aria-hidden="true"
      />
      <span role="status">
        {progress === null
          ? words.uploadShort
          : progress === 'preparing'
            ? words.preparing
            : fill(words.uploading, { percent: String(Math.round(progress * 100)) })}
      </span>
    </label>
  );
}
