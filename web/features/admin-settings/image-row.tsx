// One uploaded image in the images sub-tab: a thumbnail, its size, when it came, what uses it, what shows in its place on
// the Chinese pages and in the dark theme (decision 0101), and Delete when nothing uses it.
import { DateText, fillNodes } from '../../components/admin/date-text';
import { fileSize, IMAGE_VERSIONS, type ImageVersion, type MediaItem } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { dateLocale, longDate } from '../../lib/dates';
import { fill, useLang } from '../../lib/i18n';
import { imageUseName } from '../../lib/image-use-name';
import { currentVersion } from './version-dialog';

/** A small image reads in KB ("0.00 MB" says nothing); from 1 MB on as the backups say sizes. */

type Props = {
  image: MediaItem;
  onDelete: () => void;
  /** Choose (or change) a version, or show the image itself again there (decision 0101). */
  onVersion: (version: ImageVersion) => void;
  onSameImage: (version: ImageVersion) => void;
};

export function ImageRow({ image, onDelete, onVersion, onSameImage }: Props) {
  const t = useAdminT();
  const m = t.images;
  const lang = useLang();
  const when = longDate(image.uploadedAt, lang);
  const used = image.uses.length > 0;
  // A dark version has no versions; a Chinese version may have a dark one (decision 0101).
  const standsIn = (kind: ImageVersion) => image.uses.some((use) => use.kind === kind);
  const versions = standsIn('dark') ? [] : standsIn('chinese') ? (['dark'] as const) : IMAGE_VERSIONS;
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
          {versions.length > 0 && (
            <dl className="mt-2 grid gap-1.5">
              {versions.map((version) => (
                <VersionLine key={version} image={image} version={version} onVersion={onVersion} onSameImage={onSameImage} />
              ))}
            </dl>
          )}
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

/** What a version shows in the image's place: the same image, or another (a thumbnail), with the ways to change it. */
function VersionLine({ image, version, onVersion, onSameImage }: Omit<Props, 'onDelete'> & { version: ImageVersion }) {
  const m = useAdminT().images;
  const words = m.versions[version];
  const to = currentVersion(image, version);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
      <dt className="text-muted">{words.title}</dt>
      {to ? (
        <dd className="contents">
          <span className="inline-flex items-center gap-2">
            <span>{words.shown}</span>
            <img src={to} alt="" loading="lazy" className="h-8 w-14 rounded border border-line object-cover" />
          </span>
          <button type="button" className="btn-outline btn-sm" onClick={() => onVersion(version)}>
            {m.versionChange}
          </button>
          <button type="button" className="btn-outline btn-sm" onClick={() => onSameImage(version)}>
            {m.versionRemove}
          </button>
        </dd>
      ) : (
        <dd className="contents">
          <span>{m.versionSame}</span>
          <button type="button" className="btn-outline btn-sm" onClick={() => onVersion(version)}>
            <span className={`${version === 'chinese' ? 'i-lucide-languages' : 'i-lucide-moon'} h-4 w-4`} aria-hidden="true" />
            {words.choose}
          </button>
        </dd>
      )}
    </div>
  );
}
