// One image in the library's grid (decisions 0200, 0284; round 12 of the outside review: a grid of full cards ran to
// 3,900 px for nine images): a calm tile, its picture, its name, one muted line and a chip only where the owner is asked.
import { useAdminT } from '../../lib/admin-i18n';
import { longDate, shortDate } from '../../lib/dates';
import { fill, useLang } from '../../lib/i18n';
import { imageTitle } from '../../lib/image-use-name';
import { ThumbFrame } from '../../components/admin/thumb-frame';
import type { MediaItem } from '../../../src/contract';

/** A tile's chip (decision 0284): only for what asks something of the owner, never for what the image is or has. */
const TILE_CHIP =
  'inline-flex h-5 items-center gap-1 rounded-full border px-1.5 text-[0.6875rem] leading-none font-medium whitespace-nowrap';
/** Nothing uses it (it may go): neutral, its dashed sign. */
const UNUSED_CHIP = `${TILE_CHIP} border-line-strong text-muted`;
/** What it lacks and the theme would want (decision 0273: no dark version): a quiet amber warning, its sign and words. */
const WARN_CHIP = `${TILE_CHIP} border-warn/40 bg-warn-soft text-warn`;

/** A name with its hyphenated words kept whole on their line (decision 0284: "e-invoices" broke after "e-"). */
const keepWhole = (text: string) =>
  text.split(/(\S+-\S+)/).map((part, i) =>
    i % 2 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );

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
        // 2 px in ink, 2 px off its edge (its own edge then unseen: one ring, not two lines), found at a glance in either theme.
        className={`keyboard-ring flex h-full w-full min-w-0 flex-col overflow-hidden rounded-xl border bg-surface text-left transition-colors ${
          chosen ? 'border-transparent ring-2 ring-ink ring-offset-2 ring-offset-bg' : 'border-line hover:border-line-strong'
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
              (decision 0248), broken between words (round 33: "e- / invoices" read as a word cut; a word longer than the
              line still breaks); the whole in its title. */}
          <span
            className="line-clamp-2 text-[0.8125rem] leading-[1.125rem] font-medium text-ink [overflow-wrap:break-word]"
            title={name.title}
            data-tile-title=""
          >
            {keepWhole(name.title)}
          </span>
          {/* One muted line (decision 0284): where it is used ("Story page", "Services +1") and its pixels; every use on
              hover and in the panel. */}
          {/* A long place gives way, the pixels stay whole; on a phone's narrow tile the place alone (its pixels are in the
              panel), an unused image's pixels still shown. */}
          <span className="mt-0.5 flex min-w-0 text-xs text-muted" title={name.whole ?? undefined} data-tile-meta="">
            {name.place && (
              <>
                <span className="min-w-0 truncate" data-tile-use="">
                  {name.place}
                </span>
                <span className="shrink-0 whitespace-pre max-sm:hidden" aria-hidden="true">
                  {' · '}
                </span>
              </>
            )}
            <span className={`shrink-0 tabular-nums ${name.place ? 'max-sm:hidden' : ''}`} data-tile-dimensions="">
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
