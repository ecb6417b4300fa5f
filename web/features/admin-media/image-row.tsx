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

const TILE_CHIP =
  'inline-flex h-5 items-center gap-0.5 rounded-full border px-1.5 text-[0.6875rem] leading-none font-medium tabular-nums whitespace-nowrap';
/** A chip of what the tile's image is or has: neutral. */
const FACT_CHIP = `${TILE_CHIP} border-line text-muted`;
/** What it lacks and the theme would want (decision 0273: no dark version): a quiet amber warning, its sign and words. */
const WARN_CHIP = `${TILE_CHIP} border-warn/40 bg-warn-soft text-warn`;

/** An image's stored file name, short enough for a tile: the start of its 64-character hash and its type. */
export const shortFileName = (path: string) => {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 12 ? `${name.slice(0, 8)}…${name.slice(dot)}` : name;
};

/** One image in the grid (decision 0200): its picture filling a 4:3 box around its focus, its title and where it is used
 * (decision 0237: no hash file name on the tile; that is in the panel), then its chips (pixels, size, the versions it
 * has; its size in the panel); a click shows it in the panel. */
export function ImageThumb({ image, chosen, onChoose }: { image: MediaItem; chosen: boolean; onChoose: () => void }) {
  const t = useAdminT();
  const m = t.images;
  const lang = useLang();
  const count = image.uses.length;
  const name = imageTitle(t, lang, image, shortDate(image.uploadedAt, lang));
  // A picture far wider than the tile's 4:3 (a 1200×630 share image, its words across it) is shown whole, on the
  // frame's ground, not cropped to the middle of its words (decision 0221); a photo or a screen still fills the box.
  const whole = image.width / image.height >= 1.6;
  const fit = whole ? 'object-contain' : 'object-cover';
  const focus = { objectPosition: `${image.look.focus.x * 100}% ${image.look.focus.y * 100}%` };
  return (
    <li className="min-w-0">
      <button
        type="button"
        aria-pressed={chosen}
        onClick={onChoose}
        data-image-thumb={image.path}
        // Up to four lines under the picture on purpose (its title in two, where it is used, its chips):
        // e2e/layout-problems.ts reads this.
        data-lines="4"
        className={`keyboard-ring group flex h-full w-full min-w-0 flex-col rounded-xl border p-1.5 text-left text-xs transition-colors ${
          chosen ? 'border-ink bg-surface ring-1 ring-ink' : 'border-line bg-surface hover:border-line-strong'
        }`}
      >
        {/* The box filled, cropped around the focus the owner set (decision 0104): the panel shows it whole. Nothing drawn
            over it (review round 20): what it is goes in the lines under it. In the dark theme its dark version when it
            has one (decision 0221: white screens glared in a dark grid); lazy, so only the theme's one is fetched. */}
        <ThumbFrame src={image.path} className="aspect-[4/3] w-full rounded-lg">
          <img
            src={image.path}
            alt=""
            width={image.width}
            height={image.height}
            loading="lazy"
            className={`block h-full w-full ${fit} ${image.darkPath ? 'dark:hidden' : ''}`}
            style={focus}
          />
          {image.darkPath && (
            <img
              src={image.darkPath}
              alt=""
              width={image.width}
              height={image.height}
              loading="lazy"
              className={`hidden h-full w-full dark:block ${fit}`}
              style={focus}
              data-tile-dark=""
            />
          )}
        </ThumbFrame>
        {/* Its name starts with the image it shows, by when it came; the word in view ends it (so a voice command can say it). */}
        <span className="sr-only">{`${fill(m.pick, { time: longDate(image.uploadedAt, lang) })}, `}</span>
        {/* Its title (what uses it first: "Web Apps", "Pricing"; else when it came), then where it is used with a sign of its
            state ("Services · 1 more"), or "Not used"; every use on hover and in the panel. */}
        {/* Up to two lines (decision 0248: a name cut at 24 characters said little), broken anywhere if it must. */}
        <span
          className="mt-2 line-clamp-2 px-0.5 text-[0.8125rem] leading-[1.125rem] font-medium text-ink [overflow-wrap:anywhere]"
          title={name.whole ?? name.title}
          data-tile-title=""
        >
          {name.title}
        </span>
        <span className={`mt-0.5 flex min-w-0 items-center gap-1 px-0.5 ${count ? 'text-muted' : 'text-faint'}`}>
          <span
            className={`${count ? 'i-lucide-circle-check text-good' : 'i-lucide-circle-dashed text-faint'} h-3.5 w-3.5 shrink-0`}
            aria-hidden="true"
          />
          <span className="min-w-0 truncate" data-tile-use="">
            {name.place ?? m.unusedShort}
          </span>
        </span>
        {/* Said with its name: what it lacks (the chips are drawn for the eye). */}
        {!image.darkPath && <span className="sr-only">{`, ${m.tileNoDarkHint}`}</span>}
        {/* One line of small chips, never wrapped (decision 0221: a chip dropping to a second line changed the tile's
            height): a quiet warning when it has no dark version (decision 0273: review round 32 found the missing ones hard
            to spot among chips of what exists), "中文" when it has a Chinese one, then its pixels (from a tablet up: a
            phone's tile has room for two chips). Its size is in the panel. */}
        <span className="mt-1 flex min-w-0 gap-1 overflow-hidden px-0.5" aria-hidden="true" data-tile-chips="">
          {!image.darkPath && (
            <span className={WARN_CHIP} title={m.tileNoDarkHint} data-tile-no-dark="">
              <span className="i-lucide-moon h-3 w-3 shrink-0" />
              {m.tileNoDark}
            </span>
          )}
          {image.zhPath && (
            <span className={FACT_CHIP} data-tile-version="">
              {m.tileZh}
            </span>
          )}
          <span className={`${FACT_CHIP} max-sm:hidden`} data-tile-dimensions="">
            {fill(m.dimensions, { width: String(image.width), height: String(image.height) })}
          </span>
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
        <details className="group mt-1" data-image-technical="">
          <summary className="quiet-summary text-xs text-muted sm:min-h-8">
            <span className="i-lucide-chevron-right h-3.5 w-3.5 shrink-0 transition-transform group-open:rotate-90" aria-hidden="true" />
            {m.technical}
          </summary>
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
