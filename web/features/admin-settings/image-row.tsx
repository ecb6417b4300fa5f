// One uploaded image in the images sub-tab: a thumbnail, its size, when it came, what uses it, what shows in its place on
// the Chinese pages and in the dark theme (decision 0101), and Delete when nothing uses it.
import { DateText, fillNodes } from '../../components/admin/date-text';
import { fileSize, type ImageVersion, type MediaItem } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { dateLocale, longDate } from '../../lib/dates';
import { fill, useLang } from '../../lib/i18n';
import { imageUseName } from '../../lib/image-use-name';
import { currentVersion } from './version-dialog';

/** A small image reads in KB ("0.00 MB" says nothing); from 1 MB on as the backups say sizes. */

type Props = {
  image: MediaItem;
  /** Its Chinese version, when it has one: that one's dark version is chosen on this row too. */
  chinese: MediaItem | undefined;
  onDelete: () => void;
  /** Choose (or change) a version of `of` (this image or its Chinese version), or show it itself again (decision 0101). */
  onVersion: (of: MediaItem, version: ImageVersion) => void;
  onSameImage: (of: MediaItem, version: ImageVersion) => void;
};

export function ImageRow({ image, chinese, onDelete, onVersion, onSameImage }: Props) {
  const t = useAdminT();
  const m = t.images;
  const lang = useLang();
  const when = longDate(image.uploadedAt, lang);
  const used = image.uses.length > 0;
  return (
    <li className="flex gap-3 px-4 py-3 sm:gap-4">
      <img
        src={image.path}
        alt=""
        width={image.width}
        height={image.height}
        loading="lazy"
        className="h-16 w-16 shrink-0 rounded-lg border border-line bg-surface-alt object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 text-sm">
          <p className="font-medium">
            {fill(m.size, { width: String(image.width), height: String(image.height), size: fileSize(image.bytes) })}
          </p>
          <p className="muted">{fillNodes(m.uploaded, { time: <DateText text={when} at={image.uploadedAt} /> })}</p>
          {used ? (
            <>
              <p className="mt-1 [overflow-wrap:anywhere]">
                {fill(m.usedBy, {
                  uses: new Intl.ListFormat(dateLocale(lang)).format(image.uses.map((use) => imageUseName(t, lang, use))),
                })}
              </p>
              <p className="muted mt-0.5 text-sm">{m.inUseHint}</p>
            </>
          ) : (
            <p className="muted mt-1">{m.unused}</p>
          )}
          {/* What shows in its place: its Chinese version (with that one's dark version), its dark version. */}
          <dl className="mt-2 grid gap-1.5">
            <VersionLine of={image} version="chinese" onVersion={onVersion} onSameImage={onSameImage} />
            {chinese && (
              <VersionLine of={chinese} version="dark" title={m.chineseDarkTitle} onVersion={onVersion} onSameImage={onSameImage} />
            )}
            <VersionLine of={image} version="dark" onVersion={onVersion} onSameImage={onSameImage} />
          </dl>
        </div>
        {!used && (
          <button
            type="button"
            className="btn-outline px-3 py-1.5 text-bad"
            aria-label={fill(m.deleteNamed, { time: when })}
            onClick={onDelete}
          >
            <span className="i-lucide-trash-2 h-4 w-4" aria-hidden="true" />
            {m.delete}
          </button>
        )}
      </div>
    </li>
  );
}

/** What a version shows in the place of `of`: the same image, or another (a thumbnail), with the ways to change it. */
function VersionLine({
  of,
  version,
  title,
  onVersion,
  onSameImage,
}: Pick<Props, 'onVersion' | 'onSameImage'> & { of: MediaItem; version: ImageVersion; title?: string }) {
  const m = useAdminT().images;
  const words = m.versions[version];
  const to = currentVersion(of, version);
  return (
    // Each line's words in one column on a wider screen, so its buttons start at one edge whatever the label's length.
    <div className="grid gap-1 sm:grid-cols-[11rem_minmax(0,1fr)] sm:items-center sm:gap-3">
      <dt className="text-muted">{title ?? words.title}</dt>
      {to ? (
        <dd className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <span className="inline-flex items-center gap-2">
            <span>{words.shown}</span>
            <img src={to} alt="" loading="lazy" className="h-8 w-14 rounded border border-line object-cover" />
          </span>
          <button type="button" className="btn-outline btn-sm" onClick={() => onVersion(of, version)}>
            {m.versionChange}
          </button>
          <button type="button" className="btn-outline btn-sm" onClick={() => onSameImage(of, version)}>
            {m.versionRemove}
          </button>
        </dd>
      ) : (
        <dd className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <span>{m.versionSame}</span>
          <button type="button" className="btn-outline btn-sm" onClick={() => onVersion(of, version)}>
            <span className={`${version === 'chinese' ? 'i-lucide-languages' : 'i-lucide-moon'} h-4 w-4`} aria-hidden="true" />
            {words.choose}
          </button>
        </dd>
      )}
    </div>
  );
}
