// One uploaded image in the images sub-tab: a thumbnail, its size, when it came, what uses it, its Chinese version (decision
// 0101) unless it is one, and Delete when nothing uses it.
import { DateText, fillNodes } from '../../components/admin/date-text';
import { fileSize, type MediaItem } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { dateLocale, longDate } from '../../lib/dates';
import { fill, useLang } from '../../lib/i18n';
import { imageUseName } from '../../lib/image-use-name';

/** A small image reads in KB ("0.00 MB" says nothing); from 1 MB on as the backups say sizes. */

type Props = {
  image: MediaItem;
  onDelete: () => void;
  /** Choose (or change) its Chinese version, or show the same image on the Chinese pages again. */
  onChinese: () => void;
  onSameInChinese: () => void;
};

export function ImageRow({ image, onDelete, onChinese, onSameInChinese }: Props) {
  const t = useAdminT();
  const m = t.images;
  const lang = useLang();
  const when = longDate(image.uploadedAt, lang);
  const used = image.uses.length > 0;
  const standsIn = image.uses.some((use) => use.kind === 'chinese');
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
          {!standsIn && <ChineseVersion image={image} onChinese={onChinese} onSameInChinese={onSameInChinese} />}
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

/** What the Chinese pages show for it: the same image, or its Chinese version (a thumbnail), with the ways to change it. */
function ChineseVersion({ image, onChinese, onSameInChinese }: Omit<Props, 'onDelete'>) {
  const m = useAdminT().images;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5">
      <span className="text-muted">{m.chineseTitle}</span>
      {image.zhPath ? (
        <>
          <span className="inline-flex items-center gap-2">
            <span>{m.chineseShown}</span>
            <img src={image.zhPath} alt="" loading="lazy" className="h-8 w-14 rounded border border-line object-cover" />
          </span>
          <button type="button" className="btn-outline btn-sm" onClick={onChinese}>
            {m.chineseChange}
          </button>
          <button type="button" className="btn-outline btn-sm" onClick={onSameInChinese}>
            {m.chineseRemove}
          </button>
        </>
      ) : (
        <>
          <span>{m.chineseNone}</span>
          <button type="button" className="btn-outline btn-sm" onClick={onChinese}>
            <span className="i-lucide-languages h-4 w-4" aria-hidden="true" />
            {m.chineseChoose}
          </button>
        </>
      )}
    </div>
  );
}
