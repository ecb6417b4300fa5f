// "Image from the library": the uploaded images as thumbnails to choose one and insert it, or a new one to upload.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { IMAGE_TYPES } from '../../../src/contract';
import { FilePicker } from '../../components/admin/file-picker';
import { ImagePicker } from '../../components/admin/image-picker';
import { useShareCards } from '../../lib/share-cards';
import { Dialog } from '../../components/ui/dialog';
import { useAdminT } from '../../lib/admin-i18n';
import { mediaQuery } from '../../lib/calls/media';

type Props = { onClose: () => void; onInsert: (path: string) => void; onUpload: (file: File) => void };

export function ImageInsertDialog({ onClose, onInsert, onUpload }: Props) {
  const t = useAdminT();
  const words = t.publishing.images;
  const id = useId();
  const images = useQuery(mediaQuery());
  const cards = useShareCards(images.data);
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Dialog
      open
      onClose={onClose}
      title={words.title}
      closeLabel={words.cancel}
      wide
      actions={
        <>
          <button type="button" className="btn-outline" onClick={onClose}>
            {words.cancel}
          </button>
          <button type="button" className="btn-primary" disabled={!chosen} onClick={() => chosen && onInsert(chosen)}>
            {words.insert}
          </button>
        </>
      }
    >
      <p className="muted text-sm">{words.hint}</p>
      <div className="mt-3">
        <FilePicker
          id={`${id}-upload`}
          label={words.upload}
          accept={Object.keys(IMAGE_TYPES).join(',')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onUpload(file);
          }}
        />
      </div>
      <div className="mt-5">
        {images.data?.length === 0 ? (
          <p className="muted text-sm">{words.none}</p>
        ) : (
          <ImagePicker
            images={images.data}
            failed={images.isError}
            chosen={chosen}
            onChoose={setChosen}
            name={`${id}-image`}
            legend={words.title}
            hint=""
            withoutNone
            // In a text, a screen or a picture is what is usually meant: those first, the cards after them.
            cards={{ paths: cards }}
          />
        )}
      </div>
    </Dialog>
  );
}
