// Choosing a picture from the library in a dialog (a page's share image, a piece's cover): the library's own images,
// not their versions, as tiles; choosing one closes nothing by itself, the caller decides. Close ends it. Given the
// language it is chosen for, each tile is drawn as that language's pages and the admin's theme show it (decision 0101).
import type { ReactNode } from 'react';
import type { Lang, MediaItem } from '../../../src/contract';
import { pickable, pictureIn } from '../../lib/calls/media';
import { Dialog } from '../ui/dialog';
import { ImagePicker } from './image-picker';

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  images: MediaItem[] | undefined;
  failed: boolean;
  chosen: string | null;
  onChoose: (path: string) => void;
  /** The radio group's name and legend (read by screen readers). */
  name: string;
  legend: string;
  /** Sizes under each tile (default: shown). */
  sizes?: boolean;
  /** Images narrower than this many pixels are marked small. */
  smallBelow?: number;
  /** A last tile after the images (an upload). */
  extra?: ReactNode;
  /** Which images are cards, grouped apart (image-picker.tsx). */
  cards?: { paths: ReadonlySet<string>; first?: boolean };
  /** The language the picture is chosen for (a piece's open tab): its tiles show that language's versions. */
  lang?: Lang;
};

export function LibraryDialog({ open, onClose, title, closeLabel, images, onChoose, lang, ...picker }: Props) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      wide
      actions={
        <button type="button" className="btn-outline" onClick={onClose}>
          {closeLabel}
        </button>
      }
    >
      <ImagePicker
        images={pickable(images)}
        onChoose={(path) => path && onChoose(path)}
        hint=""
        withoutNone
        shown={lang ? (image) => pictureIn(images, image.path, lang) : undefined}
        {...picker}
      />
    </Dialog>
  );
}
