// The four ways an image is seen (decision 0101), two by two on a phone and in a row wider: English and Chinese pages,
// light and dark theme. The English light one is the image itself; each other shows what stands in there (its Chinese
// version, its dark version, its Chinese version's dark one) or an empty place saying the image itself shows there,
// with the way to choose one.
import type { ImageVersion, MediaItem } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { currentVersion } from './version-dialog';

type Props = {
  image: MediaItem;
  /** Its Chinese version, when it has one: that one's dark version is chosen here too. */
  chinese: MediaItem | undefined;
  onVersion: (of: MediaItem, version: ImageVersion) => void;
  onSameImage: (of: MediaItem, version: ImageVersion) => void;
};

/** A way's name, on a phone (from 640 px the list names the four columns once, above the rows; here it is read aloud). */
const LABEL = 'mb-1 font-medium text-muted sm:sr-only';
// Whole, never cropped: many images carry words (share cards) that a crop would cut.
const THUMB = 'aspect-[16/10] w-full rounded-md border border-line bg-surface-alt object-contain';
/** Where nothing stands in: an empty place of the same shape, saying what shows there instead. */
// A quiet tint, no border: three dashed boxes a row made the library read as heavy as the pictures themselves.
const EMPTY = 'grid aspect-[16/10] w-full place-items-center rounded-md bg-surface-alt px-2 text-center text-faint';

export function ImageVersions({ image, chinese, onVersion, onSameImage }: Props) {
  const m = useAdminT().images;
  const actions = { onVersion, onSameImage };
  const name = (pages: string, theme: string) => `${pages} · ${theme}`;
  return (
    // Two by two on a phone (English above Chinese, light beside dark), one row of four from 640 px; each named above
    // itself, the names kept to two lines so the four pictures stand level.
    <fieldset className="grid grid-cols-2 gap-x-3 gap-y-4 text-xs sm:grid-cols-4 sm:gap-x-2.5">
      <legend className="sr-only">{m.grid.caption}</legend>
      <div data-cell="en-light">
        <p className={LABEL}>{name(m.grid.english, m.grid.light)}</p>
        <img src={image.path} alt="" width={image.width} height={image.height} loading="lazy" className={THUMB} />
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
}: Pick<Props, 'onVersion' | 'onSameImage'> & { of: MediaItem; version: ImageVersion; cell: string; label: string }) {
  const m = useAdminT().images;
  const words = m.versions[version];
  const to = currentVersion(of, version);
  return (
    <div data-cell={cell}>
      <p className={LABEL}>{label}</p>
      {to ? <img src={to} alt="" loading="lazy" className={THUMB} /> : <span className={EMPTY}>{m.versionSame}</span>}
      {to ? (
        <>
          <p className="mt-1 font-medium text-ink">{words.shown}</p>
          <div className="mt-1 flex gap-1">
            <button type="button" className="btn-outline btn-sm" onClick={() => onVersion(of, version)}>
              {m.versionChange}
            </button>
            <button
              type="button"
              className="btn-outline btn-sm px-2"
              aria-label={m.versionRemove}
              title={m.versionRemove}
              onClick={() => onSameImage(of, version)}
            >
              <span className="i-lucide-x h-3.5 w-3.5" aria-hidden="true" />
            </button>
          </div>
        </>
      ) : (
        <button type="button" className="btn-outline btn-sm mt-1.5" aria-label={words.choose} onClick={() => onVersion(of, version)}>
          <span className={`${version === 'chinese' ? 'i-lucide-languages' : 'i-lucide-moon'} h-3.5 w-3.5`} aria-hidden="true" />
          {m.grid.choose}
        </button>
      )}
    </div>
  );
}
