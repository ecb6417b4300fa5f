// The image library's side panel for the chosen image (its tile in the grid is image-tile.tsx): the four ways it is seen
// (English and Chinese pages, light and dark; decision 0101), its size, when it came, what uses it, Set focus and Delete.
import { DateText, fillNodes } from '../../components/admin/date-text';
import { fileSize, type ImageVersion, type MediaItem } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { dateLocale, longDate, shortDate } from '../../lib/dates';
import { fill, useLang } from '../../lib/i18n';
import { imageTitle, imageUseName } from '../../lib/image-use-name';
import { ImagePreview, ImageVersions } from './image-versions';
import { NameField } from './name-field';
import { QuietSummary } from '../../components/admin/quiet-summary';

/** An image's stored file name, short enough for a tile: the start of its 64-character hash and its type. */
export const shortFileName = (path: string) => {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 12 ? `${name.slice(0, 8)}…${name.slice(dot)}` : name;
};

type Props = {
  image: MediaItem;
  /** Its Chinese version, when it has one: that one's dark version is chosen in this panel too. */
  chinese: MediaItem | undefined;
  onDelete: () => void;
  /** Choose, change or take back a version of `of` (this image or its Chinese version; decision 0101), in a dialog. */
  onVersion: (of: MediaItem, version: ImageVersion) => void;
  /** Say where its subject is (decision 0104). */
  onFocus: () => void;
  /** In the phone's sheet, which is its frame: no box of its own. */
  bare?: boolean;
};

/** The chosen image's panel: the image large with Set focus (decision 0273), its title and what uses it, its name to edit,
 * its pixels and date (file, size and variants behind "Technical details": decision 0248), Delete, then its versions, each
 * with its one action. */
export function ImageDetails({ image, chinese, onDelete, onVersion, onFocus, bare = false }: Props) {
  const t = useAdminT();
  const m = t.images;
  const lang = useLang();
  const when = longDate(image.uploadedAt, lang);
  const used = image.uses.length > 0;
  const file = image.path.slice(image.path.lastIndexOf('/') + 1);
  return (
    <section
      aria-label={m.details}
      data-image-details={image.path}
      className={`grid min-w-0 gap-4 ${bare ? '' : 'rounded-xl border border-line bg-surface p-4'}`}
    >
      {/* The picture first and large (decision 0273), then what it is, then its versions. */}
      <ImagePreview image={image} onFocus={onFocus} focusLabel={fill(m.focus.openNamed, { time: when })} />
      <div className="min-w-0 text-sm">
        <h3 className="mb-1 text-base leading-snug font-semibold text-ink [overflow-wrap:anywhere]" data-image-title="">
          {imageTitle(t, lang, image, shortDate(image.uploadedAt, lang)).title}
        </h3>
        {used ? (
          <p className="font-medium text-ink [overflow-wrap:anywhere]">
            {fill(m.usedBy, {
              uses: new Intl.ListFormat(dateLocale(lang)).format(image.uses.map((use) => imageUseName(t, lang, use))),
            })}
          </p>
        ) : (
          <p className="font-medium text-muted">{m.unused}</p>
        )}
        <NameField image={image} />
        {/* What it is, in two small lines: its pixels, then when it came (the one long date the admin writes). */}
        <p className="muted mt-3 text-xs">
          <span>{fill(m.size, { width: String(image.width), height: String(image.height) })}</span>
          <span className="block">{fillNodes(m.uploaded, { time: <DateText text={when} at={image.uploadedAt} /> })}</span>
        </p>
        {image.variants !== 'ready' && <VariantsState image={image} />}
        {used && <p className="muted mt-1 text-xs">{m.inUseHint}</p>}
        {/* The stored file (its content's hash: what a backup's file is called), its size and its sizes for the pages: one
            quiet disclosure, closed until asked (decision 0248: a hex name on the panel read as noise). */}
        <details className="mt-1" data-image-technical="">
          <QuietSummary className="text-xs text-muted sm:min-h-8">{m.technical}</QuietSummary>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 pb-1 text-xs">
            <dt className="text-muted">{m.file}</dt>
            <dd className="font-mono text-[0.6875rem] text-ink [overflow-wrap:anywhere]" data-image-file="">
              {file}
            </dd>
            <dt className="text-muted">{m.fileSize}</dt>
            <dd className="text-ink tabular-nums">{fileSize(image.bytes)}</dd>
            {image.variants === 'ready' && (
              <>
                <dt className="text-muted">{m.variants.label}</dt>
                <dd className="text-ink">
                  <VariantsState image={image} bare />
                </dd>
              </>
            )}
          </dl>
        </details>
        {!used && (
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className="btn-outline" aria-label={fill(m.deleteNamed, { time: when })} onClick={onDelete}>
              <span className="i-lucide-trash-2 h-4 w-4" aria-hidden="true" />
              {m.delete}
            </button>
          </div>
        )}
      </div>
      <div className="border-t border-line pt-4">
        <ImageVersions image={image} chinese={chinese} onVersion={onVersion} />
      </div>
    </section>
  );
}

/** Whether its AVIF and WebP sizes are made, and at which widths (decision 0104); why not, when they could not be. */
function VariantsState({ image, bare = false }: { image: MediaItem; bare?: boolean }) {
  const m = useAdminT().images.variants;
  if (image.variants === 'ready')
    return (
      <span className={bare ? '' : 'muted mt-1 block text-xs'} data-variants="ready">
        {fillNodes(m.ready, { widths: <span className="whitespace-nowrap">{image.look.widths.join(' · ')}</span> })}
      </span>
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
