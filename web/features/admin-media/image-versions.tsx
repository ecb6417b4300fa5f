// The four ways an image is seen (decision 0101), two by two on the image's card in the library: English and Chinese pages,
// light and dark theme. The English light one is the image itself; each other shows what stands in there (its Chinese
// version, its dark version, its Chinese version's dark one) or an empty place saying the image itself shows there,
// with the way to choose one.
import type { ReactNode } from 'react';
import type { ImageVersion, MediaItem } from '../../../src/contract';
import { ThumbFrame } from '../../components/admin/thumb-frame';
import { useAdminT } from '../../lib/admin-i18n';
import { currentVersion } from './version-dialog';

type Props = {
  image: MediaItem;
  /** Its Chinese version, when it has one: that one's dark version is chosen here too. */
  chinese: MediaItem | undefined;
  onVersion: (of: MediaItem, version: ImageVersion) => void;
  onSameImage: (of: MediaItem, version: ImageVersion) => void;
};

/** A way's name, over its picture. */
const LABEL = 'mb-1 min-w-0 truncate font-medium leading-tight text-muted';
// Whole, never cropped: many images carry words (share cards) that a crop would cut.
// In a frame that shows a skeleton until it has come, and says so when it cannot (decision 0200).
const FRAME = 'aspect-[16/10] w-full rounded-md border border-line';
const THUMB = 'block h-full w-full object-contain';
/** Where nothing stands in: an empty place of the same shape, saying what shows there instead. */
// A quiet tint, no border: three dashed boxes a row made the library read as heavy as the pictures themselves.
const EMPTY = 'grid aspect-[16/10] w-full place-items-center rounded-md bg-surface-alt px-2 text-center text-faint';

export function ImageVersions({ image, chinese, onVersion, onSameImage }: Props) {
  const m = useAdminT().images;
  const actions = { onVersion, onSameImage };
  const name = (pages: string, theme: string) => (
    <>
      <span className="block truncate">
        {pages}
        <span className="sr-only"> · </span>
      </span>
      <span className="block truncate text-faint">{theme}</span>
    </>
  );
  return (
    // On the image's card: the image itself across the card, then the three ways it may be stood in for in a row of
    // three (English dark, Chinese light, Chinese dark), each named above itself on two short lines so they stand level.
    <fieldset className="grid grid-cols-3 gap-x-2.5 gap-y-3 text-xs">
      <legend className="sr-only">{m.grid.caption}</legend>
      <div data-cell="en-light" className="col-span-3">
        <p className={LABEL}>{`${m.grid.english} · ${m.grid.light}`}</p>
        <ThumbFrame src={image.path} className={FRAME}>
          <img src={image.path} alt="" width={image.width} height={image.height} loading="lazy" className={THUMB} />
        </ThumbFrame>
        <p className="mt-1 text-muted">{m.grid.itself}</p>
      </div>
      <VersionCell of={image} version="dark" cell="en-dark" label={name(m.grid.english, m.grid.dark)} {...actions} />
      <VersionCell of={image} version="chinese" cell="zh-light" label={name(m.grid.chinese, m.grid.light)} {...actions} />
      {chinese ? (
        <VersionCell of={chinese} version="dark" cell="zh-dark" label={name(m.grid.chinese, m.grid.dark)} {...actions} />
      ) : (
        // Without a Chinese version, the Chinese pages show in the dark what the English ones do.
        <div data-cell="zh-dark">
          <p className={LABEL}>{name(m.grid.chinese, m.grid.dark)}</p>
          <span className={EMPTY}>{m.grid.asEnglish}</span>
        </div>
      )}
    </fieldset>
  );
}

/** One way of being seen: what stands in there, or an empty place saying the image itself shows, with the way to choose. */
function VersionCell({
  of,
  version,
  cell,
  label,
  onVersion,
  onSameImage,
}: Pick<Props, 'onVersion' | 'onSameImage'> & { of: MediaItem; version: ImageVersion; cell: string; label: ReactNode }) {
  const m = useAdminT().images;
  const words = m.versions[version];
  const to = currentVersion(of, version);
  return (
    <div data-cell={cell}>
      <p className={LABEL}>{label}</p>
      {to ? (
        <ThumbFrame src={to} className={FRAME}>
          <img src={to} alt="" loading="lazy" className={THUMB} />
        </ThumbFrame>
      ) : (
        <span className={EMPTY}>{m.versionSame}</span>
      )}
      {to ? (
        <>
          <p className="mt-1 font-medium text-ink">{words.shown}</p>
          <div className="mt-1 flex flex-wrap gap-1">
            <button type="button" className="btn-outline min-w-0 flex-1 px-2" onClick={() => onVersion(of, version)}>
              {m.versionChange}
            </button>
            <button
              type="button"
              className="btn-outline px-2.5"
              aria-label={m.versionRemove}
              title={m.versionRemove}
              onClick={() => onSameImage(of, version)}
            >
              <span className="i-lucide-x h-4 w-4" aria-hidden="true" />
            </button>
          </div>
        </>
      ) : (
        <button type="button" className="btn-outline mt-1.5 w-full px-2" aria-label={words.choose} onClick={() => onVersion(of, version)}>
          <span className={`${version === 'chinese' ? 'i-lucide-languages' : 'i-lucide-moon'} h-3.5 w-3.5`} aria-hidden="true" />
          {m.grid.choose}
        </button>
      )}
    </div>
  );
}
