// An image into a version's text, for both ways of writing it: chosen from the library (the dialog), or a file pasted,
// dropped or picked, uploaded first and then put in where the caret was, its upload's progress said under the text.
import { useRef, useState } from 'react';
import { IMAGE_TYPES } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { failureToast } from '../../lib/failure-toast';
import { fill } from '../../lib/i18n';
import { useImageUpload } from '../../lib/use-image-upload';
import { ImageInsertDialog } from './image-insert-dialog';

/** The first image among files pasted or dropped, if any. */
export const imageAmong = (files: FileList | null | undefined): File | undefined =>
  [...(files ?? [])].find((file) => file.type in IMAGE_TYPES);

/** `insert` puts a library image's path where the caret is. */
export function useImageInsert(insert: (path: string) => void) {
  const t = useAdminT();
  const [picking, setPicking] = useState(false);
  const { progress, sendImage } = useImageUpload();
  const put = useRef(insert);
  put.current = insert;

  const uploadInto = async (file: File) => {
    try {
      const stored = await sendImage(file);
      if (stored) put.current(stored.path);
    } catch (error) {
      failureToast(t.publishing.images.failed, error, t);
    }
  };
  const percent = typeof progress === 'number' ? Math.round(progress * 100) : 0;
  const status = progress !== null && (
    <p role="status" className="mt-1 text-sm">
      {progress === 'preparing' ? t.publishing.images.preparing : fill(t.publishing.images.uploading, { percent })}
    </p>
  );
  const dialog = picking && (
    <ImageInsertDialog
      onClose={() => setPicking(false)}
      onInsert={(path) => {
        setPicking(false);
        // After the dialog has closed and given focus back: the caret is where it was.
        requestAnimationFrame(() => put.current(path));
      }}
      onUpload={(file) => {
        setPicking(false);
        void uploadInto(file);
      }}
    />
  );
  return { pick: () => setPicking(true), uploadInto, status, dialog };
}
