// The four ways an image is seen (decision 0101), side by side: English and Chinese pages, light and dark theme. The
// English light one is the image itself; each other shows what stands in there (its Chinese version, its dark version,
// its Chinese version's dark one) or, faded, the image itself, with the way to choose or change it.
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

const THUMB = 'aspect-[16/10] w-full rounded-md border border-line object-cover';

export function ImageVersions({ image, chinese, onVersion, onSameImage }: Props) {
  const m = useAdminT().images;
  const actions = { onVersion, onSameImage };
  return (
    <table className="w-full max-w-[26rem] table-fixed border-separate border-spacing-x-2 border-spacing-y-1.5 text-xs">
      <caption className="sr-only">{m.grid.caption}</caption>
      <thead>
        <tr>
          <td className="w-[4.5rem]" />
          <th scope="col" className="text-left font-medium text-muted">
            {m.grid.light}
          </th>
          <th scope="col" className="text-left font-medium text-muted">
            {m.grid.dark}
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row" className="text-left align-top font-medium text-muted">
            {m.grid.english}
          </th>
          <td data-cell="en-light" className="align-top">
            <img src={image.path} alt="" width={image.width} height={image.height} loading="lazy" className={THUMB} />
            <p className="mt-1 text-muted">{m.grid.itself}</p>
          </td>
          <VersionCell of={image} version="dark" cell="en-dark" {...actions} />
        </tr>
        <tr>
          <th scope="row" className="text-left align-top font-medium text-muted">
            {m.grid.chinese}
          </th>
          <VersionCell of={image} version="chinese" cell="zh-light" {...actions} />
          {chinese ? (
            <VersionCell of={chinese} version="dark" cell="zh-dark" {...actions} />
          ) : (
            // Without a Chinese version, the Chinese pages show in the dark what the English ones do.
            <td data-cell="zh-dark" className="align-top">
              <img src={image.darkPath ?? image.path} alt="" loading="lazy" className={`${THUMB} opacity-45`} />
              <p className="mt-1 text-muted">{m.grid.asEnglish}</p>
            </td>
          )}
        </tr>
      </tbody>
    </table>
  );
}

/** One way of being seen: what stands in there, or the image itself faded, with the way to choose or change it. */
function VersionCell({
  of,
  version,
  cell,
  onVersion,
  onSameImage,
}: Pick<Props, 'onVersion' | 'onSameImage'> & { of: MediaItem; version: ImageVersion; cell: string }) {
  const m = useAdminT().images;
  const words = m.versions[version];
  const to = currentVersion(of, version);
  return (
    <td data-cell={cell} className="align-top">
      <img src={to ?? of.path} alt="" loading="lazy" className={`${THUMB} ${to ? '' : 'opacity-45'}`} />
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
        <>
          <p className="mt-1 text-muted">{m.versionSame}</p>
          <button type="button" className="btn-outline btn-sm mt-1" aria-label={words.choose} onClick={() => onVersion(of, version)}>
            <span className={`${version === 'chinese' ? 'i-lucide-languages' : 'i-lucide-moon'} h-3.5 w-3.5`} aria-hidden="true" />
            {m.grid.choose}
          </button>
        </>
      )}
    </td>
  );
}
