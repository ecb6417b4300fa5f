// The four ways an image is seen (decision 0101), two by two on the image's panel in the library (decision 0237): English
// and Chinese pages by light and dark theme. Each way shows its own picture, or, with none of its own yet, an empty dashed
// slot with its kind's sign and what the pages show there instead ("Uses English light"; decision 0248: a faded copy of
// the English image read as a broken thumbnail), and has ONE labelled action: Set focus for the image itself, Add or
// Change for a version (taking one back is a choice in that dialog).
import type { ReactNode } from 'react';
import type { ImageVersion, MediaItem } from '../../../src/contract';
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

export function ImageVersions({ image, chinese, onVersion, onFocus, focusLabel }: Props) {
  const m = useAdminT().images;
  const g = m.grid;
  return (
    <fieldset className="grid grid-cols-2 gap-x-3 gap-y-4 text-xs">
      <legend className="sr-only">{g.caption}</legend>
      <Way cell="en-light" label={`${g.english} · ${g.light}`} shows={image.path} state={g.itself}>
        <button type="button" className={ACTION} aria-label={focusLabel} onClick={onFocus}>
          <span className="i-lucide-crosshair h-3.5 w-3.5" aria-hidden="true" />
          {m.focus.open}
        </button>
      </Way>
      <VersionWay of={image} version="dark" cell="en-dark" label={`${g.english} · ${g.dark}`} fallback="en-light" onVersion={onVersion} />
      <VersionWay
        of={image}
        version="chinese"
        cell="zh-light"
        label={`${g.chinese} · ${g.light}`}
        fallback="en-light"
        onVersion={onVersion}
      />
      {chinese ? (
        <VersionWay
          of={chinese}
          version="dark"
          cell="zh-dark"
          label={`${g.chinese} · ${g.dark}`}
          fallback="zh-light"
          onVersion={onVersion}
        />
      ) : (
        // Without a Chinese version, the Chinese pages show in the dark what the English ones do; nothing to choose here
        // until it has one.
        <Way cell="zh-dark" label={`${g.chinese} · ${g.dark}`} shows={null} fallback={image.darkPath ? 'en-dark' : 'en-light'} sign="dark">
          <p className="mt-1.5 flex min-h-8 items-center justify-center rounded-full px-2 text-center text-faint max-sm:min-h-11">
            {g.needsChinese}
          </p>
        </Way>
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

/** A way a version may stand in: that version, or the image it falls back to, with Choose or Change. */
function VersionWay({
  of,
  version,
  cell,
  label,
  fallback,
  onVersion,
}: {
  of: MediaItem;
  version: ImageVersion;
  cell: string;
  label: string;
  fallback: Fallback;
  onVersion: Props['onVersion'];
}) {
  const m = useAdminT().images;
  const words = m.versions[version];
  const to = currentVersion(of, version);
  return (
    <Way cell={cell} label={label} shows={to} state={words.shown} fallback={to ? undefined : fallback} sign={version}>
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
