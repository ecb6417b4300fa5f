// Where a photo's subject is (decision 0104): a click on the photo (or the arrow keys on its point) places it, and the
// crops the pages make of it (a banner, a card, a square) show at once what stays in view.
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useState } from 'react';
import { CENTRE, type Focus, type MediaItem } from '../../../src/contract';
import { Dialog } from '../../components/ui/dialog';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';

type Props = {
  /** The image whose focus is set; null: the dialog is closed. */
  image: MediaItem | null;
  saving: boolean;
  onClose: () => void;
  onSave: (focus: Focus) => void;
};

const SHAPES = [
  { name: 'wide', box: 'aspect-[16/9]' },
  { name: 'card', box: 'aspect-[4/3]' },
  { name: 'square', box: 'aspect-square' },
] as const;
/**
 * The point drawn on a photo, the same in both themes (it sits on the picture, not on the page): a light ring with a
 * dark edge and shadow, readable on a dark photo and on a light one.
 */
const MARK = 'border-2 border-deep-ink bg-accent/45 shadow-[0_0_0_1px_rgb(0_0_0/0.55),0_2px_8px_rgb(0_0_0/0.4)]';

/** An arrow key moves the point this far (with Shift, a fifth of it). */
const STEP = 0.05;

const share = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 100) / 100;
const percent = (n: number) => Math.round(n * 100);

export function FocusDialog({ image, saving, onClose, onSave }: Props) {
  const m = useAdminT().images.focus;
  const hintId = useId();
  const [focus, setFocus] = useState<Focus>(CENTRE);
  useEffect(() => setFocus(image?.look.focus ?? CENTRE), [image]);
  const place = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setFocus({ x: share((event.clientX - box.left) / box.width), y: share((event.clientY - box.top) / box.height) });
  };
  const nudge = (event: KeyboardEvent) => {
    const step = event.shiftKey ? STEP / 5 : STEP;
    const by = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[event.key];
    if (!by) return;
    event.preventDefault();
    setFocus((at) => ({ x: share(at.x + by[0]!), y: share(at.y + by[1]!) }));
  };
  const at = { x: percent(focus.x), y: percent(focus.y) };
  const position = `${at.x}% ${at.y}%`;
  const said = fill(m.point, { x: String(at.x), y: String(at.y) });
  return (
    <Dialog
      open={image !== null}
      onClose={onClose}
      title={m.title}
      wide
      actions={
        <>
          <button type="button" className="btn-outline" onClick={onClose}>
            {m.cancel}
          </button>
          <button type="button" className="btn-primary" disabled={saving} onClick={() => onSave(focus)}>
            {saving ? m.saving : m.save}
          </button>
        </>
      }
    >
      {image && (
        <div className="grid gap-5">
          {/* On a phone "Tap", else "Click" (review round 30: "Click the subject" on a phone). */}
          <p id={hintId} className="muted text-sm">
            <span className="max-sm:hidden">{m.hint}</span>
            <span className="sm:hidden">{m.hintTap}</span>
          </p>
          {/* The photo and the point on the left; from 1024 px its crops beside it, so all of it shows at once. */}
          <div className="grid gap-5 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:items-start">
            <div>
              {/* The photo whole, the point where the subject is; a click anywhere on it moves the point there. */}
              {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the point on it is the keyboard's way (arrow keys) */}
              <div className="relative mx-auto w-fit max-w-full cursor-crosshair select-none" onClick={place} data-part="focus-photo">
                <img
                  src={image.path}
                  alt=""
                  width={image.width}
                  height={image.height}
                  draggable={false}
                  className="block h-auto max-h-[min(46vh,24rem)] w-auto max-w-full rounded-lg border border-line"
                />
                {/* A finger-sized target (44 px) around the drawn point. */}
                <button
                  type="button"
                  aria-label={said}
                  aria-describedby={hintId}
                  onKeyDown={nudge}
                  onClick={(event) => event.stopPropagation()}
                  style={{ left: `${at.x}%`, top: `${at.y}%` }}
                  className="keyboard-ring absolute grid h-11 w-11 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full"
                >
                  <span className={`grid h-8 w-8 place-items-center rounded-full ${MARK}`} aria-hidden="true">
                    <span className="h-1.5 w-1.5 rounded-full bg-deep-ink" />
                  </span>
                </button>
              </div>
              <div className="mt-3 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-sm">
                <p className="text-muted tabular-nums" aria-live="polite">
                  {said}
                </p>
                <button type="button" className="ink-link tap-target font-medium" onClick={() => setFocus(CENTRE)}>
                  {m.centre}
                </button>
              </div>
            </div>
            <figure>
              <figcaption className="text-sm font-medium text-ink">{m.crops}</figcaption>
              {/* One row on a phone (equal heights); beside the photo, the banner above the card and the square. */}
              <ul className="mt-3 grid grid-cols-[16fr_12fr_9fr] items-start gap-3 lg:grid-cols-2">
                {SHAPES.map(({ name, box }) => (
                  <li key={name} className={`min-w-0 ${name === 'wide' ? 'lg:col-span-2' : ''}`}>
                    {/* The point in the crop: at the same share of the box, as the crop is positioned by it. */}
                    <div className="relative">
                      <img
                        src={image.path}
                        alt=""
                        width={image.width}
                        height={image.height}
                        style={{ objectPosition: position }}
                        className={`${box} block h-auto w-full rounded-md border border-line bg-surface-alt object-cover`}
                        data-shape={name}
                      />
                      <span
                        aria-hidden="true"
                        style={{ left: `${at.x}%`, top: `${at.y}%` }}
                        className={`absolute h-3 w-3 -translate-x-1/2 -translate-y-1/2 rounded-full ${MARK}`}
                      />
                    </div>
                    <p className="muted mt-1.5 text-xs">{m.shapes[name]}</p>
                  </li>
                ))}
              </ul>
            </figure>
          </div>
        </div>
      )}
    </Dialog>
  );
}
