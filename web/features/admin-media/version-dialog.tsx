// Choosing the image shown in place of another, as its Chinese version or its dark version (decision 0101): the
// library's images that can stand in (not the image itself, none with versions of its own, none already standing in as
// the other kind), the current choice marked.
import { useEffect, useState } from 'react';
import type { ImageVersion, MediaItem } from '../../../src/contract';
import { ImagePicker } from '../../components/admin/image-picker';
import { ThumbFrame } from '../../components/admin/thumb-frame';
import { Dialog } from '../../components/ui/dialog';
import { useAdminT } from '../../lib/admin-i18n';

/** Which image gets which version; null: the dialog is closed. */
export type Choosing = { image: MediaItem; version: ImageVersion } | null;

type Props = {
  choosing: Choosing;
  images: MediaItem[];
  saving: boolean;
  onClose: () => void;
  onSave: (to: string) => void;
};

export const currentVersion = (image: MediaItem, version: ImageVersion) => (version === 'chinese' ? image.zhPath : image.darkPath);

/** Whether `other` may stand in as `version` of `image` (the server's rules, decision 0101). */
function canStandIn(image: MediaItem, other: MediaItem, version: ImageVersion) {
  if (other.path === image.path || other.zhPath !== null || other.darkPath !== null) return false;
  const otherKind = version === 'chinese' ? 'dark' : 'chinese';
  return !other.uses.some((use) => use.kind === otherKind);
}

export function VersionDialog({ choosing, images, saving, onClose, onSave }: Props) {
  const m = useAdminT().images;
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => setChosen(choosing ? currentVersion(choosing.image, choosing.version) : null), [choosing]);
  const words = m.versions[choosing?.version ?? 'chinese'];
  const candidates = choosing ? images.filter((other) => canStandIn(choosing.image, other, choosing.version)) : [];
  return (
    <Dialog
      open={choosing !== null}
      onClose={onClose}
      title={words.dialogTitle}
      wide
      actions={
        <>
          <button type="button" className="btn-outline" onClick={onClose}>
            {m.versionCancel}
          </button>
          <button type="button" className="btn-primary" disabled={saving || chosen === null} onClick={() => chosen && onSave(chosen)}>
            {saving ? m.versionSaving : m.versionSave}
          </button>
        </>
      }
    >
      {choosing && (
        <div className="grid gap-4">
          <div className="flex items-start gap-4">
            <ThumbFrame src={choosing.image.path} className="h-16 w-28 shrink-0 rounded-lg border border-line">
              <img
                src={choosing.image.path}
                alt=""
                width={choosing.image.width}
                height={choosing.image.height}
                className="block h-full w-full object-cover"
              />
            </ThumbFrame>
            <p className="text-sm text-muted">{words.dialogBody}</p>
          </div>
          <ImagePicker
            images={candidates}
            failed={false}
            chosen={chosen}
            onChoose={setChosen}
            name="image-version"
            legend={m.versionCandidates}
            hint=""
            withoutNone
          />
        </div>
      )}
    </Dialog>
  );
}
