// The image library's two parts (round 12 of the outside review: a grid of full cards ran to 3,900 px for nine images):
// a tile for each image in the grid (decision 0200), and the chosen image's side panel — the four ways it is seen (English and
// Chinese pages, light and dark; decision 0101), its size, when it came, what uses it, and Set focus and Delete.
import { DateText, fillNodes } from '../../components/admin/date-text';
import { fileSize, type ImageVersion, type MediaItem } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { dateLocale, longDate, shortDate } from '../../lib/dates';
import { fill, useLang } from '../../lib/i18n';
import { imageTitle, imageUseName } from '../../lib/image-use-name';
import { ImagePreview, ImageVersions } from './image-versions';
import { NameField } from './name-field';
import { ThumbFrame } from '../../components/admin/thumb-frame';
import { QuietSummary } from '../../components/admin/quiet-summary';

/** A tile's chip (decision 0284): only for what asks something of the owner, never for what the image is or has. */
const TILE_CHIP =
  'inline-flex h-5 items-center gap-1 rounded-full border px-1.5 text-[0.6875rem] leading-none font-medium whitespace-nowrap';
/** Nothing uses it (it may go): neutral, its dashed sign. */
const UNUSED_CHIP = `${TILE_CHIP} border-line-strong text-muted`;
/** What it lacks and the theme would want (decision 0273: no dark version): a quiet amber warning, its sign and words. */
const WARN_CHIP = `${TILE_CHIP} border-warn/40 bg-warn-soft text-warn`;

/** An image's stored file name, short enough for a tile: the start of its 64-character hash and its type. */
export const shortFileName = (path: string) => {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 12 ? `${name.slice(0, 8)}…${name.slice(dot)}` : name;
};

/** One image in the grid (decisions 0200, 0284): its picture edge to edge at the tile's top, filling a 16:10 box around
 * its focus; its name in up to two lines; one muted line of where it is used and its pixels; then a chip only for what
 * asks something of the owner (no dark version, nothing uses it). A click shows it in the panel. */
export function ImageThumb({ image, chosen, onChoose }: { image: MediaItem; chosen: boolean; onChoose: () => void }) {
  const t = useAdminT();
  const m = t.images;
  const lang = useLang();
  const used = image.uses.length > 0;
  const name = imageTitle(t, lang, image, shortDate(image.uploadedAt, lang));
  const pixels = fill(m.dimensions, { width: String(image.width), height: String(image.height) });
  const focus = { objectPosition: `${image.look.focus.x * 100}% ${image.look.focus.y * 100}%` };
  return (
    <li className="min-w-0">
      <button
        type="button"
        aria-pressed={chosen}
        onClick={onChoose}
        data-image-thumb={image.path}
        // Up to four lines under the picture on purpose (its name in two, where it is used, its chips):
        // e2e/layout-problems.ts reads this.
        data-lines="4"
        // One radius, the tile's (round 33: a picture in a grey matte inside each tile read as chrome); the chosen one ringed
        // 2 px in ink, 2 px off its edge, so it is found at a glance in either theme.
        className={`keyboard-ring flex h-full w-full min-w-0 flex-col overflow-hidden rounded-xl border bg-surface text-left transition-colors ${
          chosen ? 'border-ink ring-2 ring-ink ring-offset-2 ring-offset-bg' : 'border-line hover:border-line-strong'
        }`}
      >
        {/* The box filled, cropped around the focus the owner set (decision 0104): the panel shows it whole. Every picture
            covers it (decision 0284, over 0221's whole share images on the frame's ground: the matte read as a frame in a
            frame). Nothing drawn over it (review round 20). In the dark theme its dark version when it has one (decision
            0221: white screens glared in a dark grid); lazy, so only the theme's one is fetched. */}
        <ThumbFrame src={image.path} className="aspect-[16/10] w-full border-b border-line">
          <img
            src={image.path}
            alt=""
            width={image.width}
            height={image.height}
            loading="lazy"
            className={`block h-full w-full object-cover ${image.darkPath ? 'dark:hidden' : ''}`}
            style={focus}
          />
          {image.darkPath && (
            <img
              src={image.darkPath}
              alt=""
              width={image.width}
              height={image.height}
              loading="lazy"
              className="hidden h-full w-full object-cover dark:block"
              style={focus}
              data-tile-dark=""
            />
          )}
        </ThumbFrame>
        <span className="flex min-w-0 flex-1 flex-col px-2.5 pt-2 pb-2.5">
          {/* Its name starts with the image it shows, by when it came; the word in view ends it (so a voice command can say it). */}
          <span className="sr-only">{`${fill(m.pick, { time: longDate(image.uploadedAt, lang) })}, `}</span>
          {/* Its title: its name, else what uses it first ("Web Apps", "Pricing"), else when it came. Up to two lines
              (decision 0248), broken between words (round 33: "what / maintenance is for" cut mid-phrase read as a
              fault; a word longer than the line still breaks); the whole in its title. */}
          <span
            className="line-clamp-2 text-[0.8125rem] leading-[1.125rem] font-medium text-ink [overflow-wrap:break-word]"
            title={name.title}
            data-tile-title=""
          >
            {name.title}
          </span>
          {/* One muted line (decision 0284): where it is used ("Story page", "Services +1") and its pixels; every use on
              hover and in the panel. */}
          <span className="mt-0.5 truncate text-xs text-muted" title={name.whole ?? undefined} data-tile-meta="">
            {name.place && (
              <>
                <span data-tile-use="">{name.place}</span>
                <span aria-hidden="true"> · </span>
              </>
            )}
            <span className="tabular-nums" data-tile-dimensions="">
              {pixels}
            </span>
          </span>
          {/* Said with its name: what it lacks (the chips are drawn for the eye). */}
          {!image.darkPath && <span className="sr-only">{`, ${m.tileNoDarkHint}`}</span>}
          {/* Chips only for what asks something of the owner (decision 0284; round 33: "中文" and the pixels on every tile
              were chrome): no dark version (decision 0273), nothing uses it. One line, never wrapped (decision 0221). */}
          {(!image.darkPath || !used) && (
            <span className="mt-1.5 flex min-w-0 gap-1 overflow-hidden" data-tile-chips="">
              {!image.darkPath && (
                <span className={WARN_CHIP} title={m.tileNoDarkHint} aria-hidden="true" data-tile-no-dark="">
                  <span className="i-lucide-moon h-3 w-3 shrink-0" />
                  {m.tileNoDark}
                </span>
              )}
              {!used && (
                <span className={UNUSED_CHIP} data-tile-use="">
                  <span className="i-lucide-circle-dashed h-3 w-3 shrink-0" aria-hidden="true" />
                  {m.unusedShort}
                </span>
              )}
            </span>
          )}
        </span>
      </button>
    </li>
  );
}

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
