// One uploaded image in the images sub-tab: a thumbnail, its size, when it came, what uses it, and Delete when nothing does.
import { DateText, fillNodes } from '../../components/admin/date-text';
import { fileSize, type ImageUse, type MediaItem } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { dateLocale, longDate } from '../../lib/dates';
import { fill, useLang } from '../../lib/i18n';

/** A small image reads in KB ("0.00 MB" says nothing); from 1 MB on as the backups say sizes. */

export function ImageRow({ image, onDelete }: { image: MediaItem; onDelete: () => void }) {
  const t = useAdminT();
  const m = t.images;
  const lang = useLang();
  const when = longDate(image.uploadedAt, lang);
  const nameOfUse = (use: ImageUse) =>
    use.kind === 'brand'
      ? m.uses.brand
      : use.kind === 'page-snippets'
        ? fill(m.uses['page-snippets'], { page: t.content.sections[use.section] })
        : fill(m.uses[use.kind], { title: lang === 'zh' ? use.titleZh : use.titleEn });
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
                {fill(m.usedBy, { uses: new Intl.ListFormat(dateLocale(lang)).format(image.uses.map(nameOfUse)) })}
              </p>
              <p className="muted mt-0.5 text-sm">{m.inUseHint}</p>
            </>
          ) : (
            <p className="muted mt-1">{m.unused}</p>
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
