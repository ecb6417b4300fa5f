// Choosing the image the Chinese pages show in place of another (decision 0101): the library's images that can stand
// in (not the image itself, none that has a Chinese version of its own), the current choice marked.
import { useEffect, useState } from 'react';
import type { MediaItem } from '../../../src/contract';
import { ImagePicker } from '../../components/admin/image-picker';
import { Dialog } from '../../components/ui/dialog';
import { useAdminT } from '../../lib/admin-i18n';

type Props = {
  /** The image whose Chinese version is chosen; null: the dialog is closed. */
  image: MediaItem | null;
  images: MediaItem[];
  saving: boolean;
  onClose: () => void;
  onSave: (zhPath: string) => void;
};

export function ChineseVersionDialog({ image, images, saving, onClose, onSave }: Props) {
  const m = useAdminT().images;
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => setChosen(image?.zhPath ?? null), [image]);
  const candidates = images.filter((other) => other.path !== image?.path && other.zhPath === null);
  return (
    <Dialog
      open={image !== null}
      onClose={onClose}
      title={m.chineseDialogTitle}
      wide
      actions={
        <>
          <button type="button" className="btn-outline" onClick={onClose}>
            {m.chineseCancel}
          </button>
          <button type="button" className="btn" disabled={saving || chosen === null} onClick={() => chosen && onSave(chosen)}>
            {saving ? m.chineseSaving : m.chineseSave}
          </button>
        </>
      }
    >
      {image && (
        <div className="grid gap-4">
          <div className="flex items-start gap-4">
            <img
              src={image.path}
              alt=""
              width={image.width}
              height={image.height}
              className="h-16 w-28 shrink-0 rounded-lg border border-line bg-surface-alt object-cover"
            />
            <p className="text-sm text-muted">{m.chineseDialogBody}</p>
          </div>
          <ImagePicker
            images={candidates}
            failed={false}
            chosen={chosen}
            onChoose={setChosen}
            name="chinese-version"
            legend={m.chineseCandidates}
            hint=""
            withoutNone
          />
        </div>
      )}
    </Dialog>
  );
}
