// The ways an image is seen (decision 0101) on its panel in the library: the image itself, large at the panel's top (decision
// 0273: review round 32 found a 125 px preview cramped), used everywhere unless a version replaces it, with Set focus; then
// the versions it has (Dark, Chinese, Chinese dark), each with its one action (Change; taking one back is a choice in that
// dialog). The versions it has not are folded behind one quiet "Add a dark or Chinese version (optional)" (decision 0266;
// review round 31 found four dashed slots heavy), each there an empty dashed slot saying what the pages show instead
// (decision 0248) and Add.
import type { ReactNode } from 'react';
import type { ImageVersion, MediaItem } from '../../../src/contract';
import { QuietSummary } from '../../components/admin/quiet-summary';
import { ThumbFrame } from '../../components/admin/thumb-frame';
import { useAdminT } from '../../lib/admin-i18n';
import { currentVersion } from './version-dialog';

type Props = {
  image: MediaItem;
  /** Its Chinese version, when it has one: that one's dark version is chosen here too. */
  chinese: MediaItem | undefined;
  onVersion: (of: MediaItem, version: ImageVersion) => void;
  /** Say where its subject is (decision 0104), and that button's whole name. */
  onFocus: () => void;
  focusLabel: string;
};

type Fallback = 'en-light' | 'en-dark' | 'zh-light';
/** A way's name, over its picture, on one line. */
const LABEL = 'mb-1 min-w-0 truncate font-medium leading-tight text-muted';
// Whole, never cropped: many images carry words (share cards) that a crop would cut. In a frame that shows a skeleton
// until it has come, and says so when it cannot (decision 0200); an empty way's slot the same size, dashed.
const FRAME = 'aspect-[16/10] w-full rounded-md border';
const THUMB = 'block h-full w-full object-contain';
/** The way's one action, under its state line: as wide as the way, 44 px tall on a phone (btn). */
const ACTION = 'btn-outline btn-sm mt-1.5 w-full';

/** The image itself, large and whole (the panel's width, about 384 px at 1280), what it is and Set focus under it. */
export function ImagePreview({ image, onFocus, focusLabel }: Pick<Props, 'image' | 'onFocus' | 'focusLabel'>) {
  const m = useAdminT().images;
  const g = m.grid;
  return (
    <figure className="min-w-0" data-cell="en-light" data-image-preview="">
      <ThumbFrame src={image.path} className="aspect-[16/10] w-full rounded-lg border border-line bg-surface-alt">
        <img src={image.path} alt="" width={image.width} height={image.height} className={THUMB} />
      </ThumbFrame>
      <figcaption className="mt-2 flex items-center justify-between gap-3 text-xs">
        <span className="min-w-0 leading-4">
          <span className="block font-medium text-ink">{g.itself}</span>
          <span className="block text-muted">{g.everywhere}</span>
        </span>
        <button type="button" className="btn-outline btn-sm shrink-0" aria-label={focusLabel} onClick={onFocus}>
          <span className="i-lucide-crosshair h-3.5 w-3.5" aria-hidden="true" />
          {m.focus.open}
        </button>
      </figcaption>
    </figure>
  );
}

export function ImageVersions({ image, chinese, onVersion }: Omit<Props, 'onFocus' | 'focusLabel'>) {
  const m = useAdminT().images;
  const g = m.grid;
  // The versions it has show beside it; those it has not are folded behind one quiet disclosure (review round 31: four
  // dashed slots were heavy for an owner who uploads one image). A Chinese version's dark one is offered once it has one.
  const ways: VersionProps[] = [
    { of: image, version: 'dark', cell: 'en-dark', name: 'dark', fallback: 'en-light' },
    { of: image, version: 'chinese', cell: 'zh-light', name: 'chinese', fallback: 'en-light' },
    ...(chinese ? [{ of: chinese, version: 'dark', cell: 'zh-dark', name: 'chinese-dark', fallback: 'zh-light' } as const] : []),
  ];
  const added = ways.filter((way) => currentVersion(way.of, way.version));
  const missing = ways.filter((way) => !currentVersion(way.of, way.version));
  return (
    <fieldset className="grid gap-3 text-xs">
      {/* Named "Versions" over those it has; only heard while it has none (the disclosure below says what they are). */}
      <legend className={added.length > 0 ? 'mb-2 text-xs font-medium text-muted' : 'sr-only'}>{g.caption}</legend>
      {added.length > 0 && (
        <div className="grid grid-cols-2 gap-x-3 gap-y-4">
          {added.map((way) => (
            <VersionWay key={way.cell} {...way} onVersion={onVersion} />
          ))}
        </div>
      )}
      {missing.length > 0 && (
        <details data-image-more="">
          <QuietSummary className="text-xs text-muted sm:min-h-8">{g.more}</QuietSummary>
          <div className="mt-2 grid grid-cols-2 gap-x-3 gap-y-4">
            {missing.map((way) => (
              <VersionWay key={way.cell} {...way} onVersion={onVersion} />
            ))}
          </div>
        </details>
      )}
    </fieldset>
  );
}

/** One way of being seen: its name, the picture shown there, what that is, and its one action. */
function Way({
  cell,
  label,
  shows,
  state,
  fallback,
  sign,
  children,
}: {
  cell: string;
  label: string;
  /** Its own picture; null for none (an empty slot). */
  shows: string | null;
  /** What is shown, when it is the way's own image ("Original", "Dark version"). */
  state?: string;
  /** With no picture of its own: the way whose picture the pages show there instead. */
  fallback?: Fallback;
  /** An empty slot's sign: the kind of version it waits for. */
  sign?: ImageVersion;
  children: ReactNode;
}) {
  const g = useAdminT().images.grid;
  return (
    <div data-cell={cell} data-fallback={shows === null ? '' : undefined} className="min-w-0">
      <p className={LABEL}>{label}</p>
      {shows === null ? (
        // An empty slot, not a picture: dashed, its sign and what shows there instead, the same size as a thumbnail.
        <div
          className={`${FRAME} flex flex-col items-center justify-center gap-1.5 border-dashed border-line-strong bg-surface-alt/50 px-2 text-center`}
          data-slot-empty=""
        >
          <span
            className={`${sign === 'chinese' ? 'i-lucide-languages' : 'i-lucide-moon'} h-5 w-5 shrink-0 text-faint`}
            aria-hidden="true"
          />
          <span className="text-[0.6875rem] leading-4 font-medium text-muted">{fallback && g.uses[fallback]}</span>
        </div>
      ) : (
        <ThumbFrame src={shows} className={`${FRAME} border-line`}>
          <img src={shows} alt="" loading="lazy" className={THUMB} />
        </ThumbFrame>
      )}
      {/* What it is, or that it is not added yet: said for a screen reader too, with what shows instead. */}
      <p className={`mt-1 min-h-8 leading-4 ${shows === null ? 'text-muted' : 'font-medium text-ink'}`}>
        {shows === null ? (
          <>
            {g.missing}
            {fallback && <span className="sr-only">{` · ${g.fallback[fallback]}`}</span>}
          </>
        ) : (
          state
        )}
      </p>
      {children}
    </div>
  );
}

type VersionProps = {
  of: MediaItem;
  version: ImageVersion;
  cell: string;
  /** Its short name over its picture: Dark, Chinese, Chinese dark. */
  name: keyof ReturnType<typeof useAdminT>['images']['grid']['names'];
  fallback: Fallback;
};

/** A version of the image: its picture, where it shows and Change; or, not added yet, an empty slot saying what shows there
 * instead and Add. */
function VersionWay({ of, version, cell, name, fallback, onVersion }: VersionProps & { onVersion: Props['onVersion'] }) {
  const m = useAdminT().images;
  const words = m.versions[version];
  const to = currentVersion(of, version);
  return (
    <Way cell={cell} label={m.grid.names[name]} shows={to} state={m.grid.where[name]} fallback={to ? undefined : fallback} sign={version}>
      <button type="button" className={ACTION} aria-label={to ? words.change : words.choose} onClick={() => onVersion(of, version)}>
        <span
          className={`${to ? (version === 'chinese' ? 'i-lucide-languages' : 'i-lucide-moon') : 'i-lucide-plus'} h-3.5 w-3.5`}
          aria-hidden="true"
        />
        {to ? m.grid.change : m.grid.add}
      </button>
    </Way>
  );
}
