// Choosing the image shown in place of another, as its Chinese version or its dark version (decision 0101): the
// library's images that can stand in (not the image itself, none with versions of its own, none already standing in as
// the other kind), the current choice marked; first, the image it falls back to (decision 0237: a version is taken back
// here, in the one action its way has, named as the library's grid names that way's fallback).
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
  /** The image chosen, or null: the way shows the image it falls back to again. */
  onSave: (to: string | null) => void;
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
  const current = choosing ? currentVersion(choosing.image, choosing.version) : null;
  useEffect(() => setChosen(choosing ? currentVersion(choosing.image, choosing.version) : null), [choosing]);
  const words = m.versions[choosing?.version ?? 'chinese'];
  // Without a version the way shows the image itself: the English light one, or a Chinese version's own light one.
  const fallback = choosing?.image.uses.some((use) => use.kind === 'chinese') ? 'zh-light' : 'en-light';
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
          <button type="button" className="btn-primary" disabled={saving || chosen === current} onClick={() => onSave(chosen)}>
            {saving ? m.versionSaving : m.versionSave}
          </button>
        </>
      }
    >
      {choosing && (
        <div className="grid gap-4">
          <div className="flex items-start gap-4">
            <ThumbFrame src={choosing.image.path} className="h-16 w-28 shrink-0 rounded-lg border border-line bg-surface-alt">
              <img
                src={choosing.image.path}
                alt=""
                width={choosing.image.width}
                height={choosing.image.height}
                className="block h-full w-full object-contain"
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
            noneLabel={m.grid.fallback[fallback]}
            noneIcon={
              <ThumbFrame src={choosing.image.path} className="h-16 w-full rounded">
                <img src={choosing.image.path} alt="" loading="lazy" className="block h-full w-full object-contain opacity-60" />
              </ThumbFrame>
            }
          />
        </div>
      )}
    </Dialog>
  );
}
