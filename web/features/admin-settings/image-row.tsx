// One uploaded image in the images sub-tab: the four ways it is seen (English and Chinese pages, light and dark; decision
// 0101) beside its size, when it came, what uses it, and Delete when nothing uses it.
import { DateText, fillNodes } from '../../components/admin/date-text';
import { fileSize, type ImageVersion, type MediaItem } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { dateLocale, longDate, shortDate } from '../../lib/dates';
import { fill, useLang } from '../../lib/i18n';
import { imageUseName } from '../../lib/image-use-name';
import { ImageVersions } from './image-versions';

type Props = {
  image: MediaItem;
  /** Its Chinese version, when it has one: that one's dark version is chosen on this row too. */
  chinese: MediaItem | undefined;
  onDelete: () => void;
  /** Choose (or change) a version of `of` (this image or its Chinese version), or show it itself again (decision 0101). */
  onVersion: (of: MediaItem, version: ImageVersion) => void;
  onSameImage: (of: MediaItem, version: ImageVersion) => void;
  /** Say where its subject is (decision 0104). */
  onFocus: () => void;
};

export function ImageRow({ image, chinese, onDelete, onVersion, onSameImage, onFocus }: Props) {
  const t = useAdminT();
  const m = t.images;
  const lang = useLang();
  const when = longDate(image.uploadedAt, lang);
  const used = image.uses.length > 0;
  return (
    // A card of the library's grid (round 11: a table of rows read as a spreadsheet): the four ways it is seen, two by
    // two, then what uses it, its size and date, and its actions at the foot.
    <li className="flex min-w-0 flex-col gap-3 rounded-xl border border-line bg-surface p-4 shadow-[var(--shadow-card)]">
      <ImageVersions image={image} chinese={chinese} onVersion={onVersion} onSameImage={onSameImage} />
      <div className="flex min-w-0 flex-col items-start gap-3 text-sm">
        {/* What uses it first (what tells one image from another), then what it is, then whether its sizes are made. */}
        <div className="min-w-0">
          {used ? (
            <p className="font-medium text-ink [overflow-wrap:anywhere]">
              {fill(m.usedBy, {
                uses: new Intl.ListFormat(dateLocale(lang)).format(image.uses.map((use) => imageUseName(t, lang, use))),
              })}
            </p>
          ) : (
            <p className="font-medium text-muted">{m.unused}</p>
          )}
          {/* What it is, in one small line: its size, then when it came. */}
          <p className="muted mt-1 text-xs">
            <span>{fill(m.size, { width: String(image.width), height: String(image.height), size: fileSize(image.bytes) })}</span>
            <span className="block">
              {fillNodes(m.uploaded, { time: <DateText text={shortDate(image.uploadedAt, lang)} at={image.uploadedAt} /> })}
            </span>
          </p>
          <VariantsState image={image} />
          {used && <p className="muted mt-1 text-xs">{m.inUseHint}</p>}
        </div>
      </div>
      <div className="mt-auto flex min-w-0 flex-col items-start border-t border-line pt-3 text-sm">
        {/* Its actions in one row. */}
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-outline btn-sm" aria-label={fill(m.focus.openNamed, { time: when })} onClick={onFocus}>
            <span className="i-lucide-crosshair h-4 w-4" aria-hidden="true" />
            {m.focus.open}
          </button>
          {!used && (
            <button type="button" className="btn-outline btn-sm" aria-label={fill(m.deleteNamed, { time: when })} onClick={onDelete}>
              <span className="i-lucide-trash-2 h-4 w-4" aria-hidden="true" />
              {m.delete}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

/** Whether its AVIF and WebP sizes are made, and at which widths (decision 0104); why not, when they could not be. */
function VariantsState({ image }: { image: MediaItem }) {
  const m = useAdminT().images.variants;
  if (image.variants === 'ready')
    return (
      <p className="muted mt-1 text-xs" data-variants="ready">
        {fillNodes(m.ready, { widths: <span className="whitespace-nowrap">{image.look.widths.join(' · ')}</span> })}
      </p>
    );
  if (image.variants === 'failed')
    return (
      <p className="mt-1 text-xs text-warn" data-variants="failed" title={image.variantsError ?? undefined}>
        {m.failed}
      </p>
    );
  return (
    <p className="muted mt-1 flex items-start gap-1.5 text-xs" data-variants="pending" aria-live="polite">
      {/* Working (minutes for a large photo): an hourglass that breathes, so the line does not read as stuck. */}
      <span className="i-lucide-hourglass mt-px h-3.5 w-3.5 shrink-0 animate-pulse motion-reduce:animate-none" aria-hidden="true" />
      {m.pending}
    </p>
  );
}
