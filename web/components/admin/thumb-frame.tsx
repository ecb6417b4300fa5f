// Every thumbnail of the admin (the image library's tiles, the image pickers of Content and Writing, a version's, a
// dialog's) in one frame (decision 0200): a neutral skeleton fill until its picture has come, and, when it cannot come
// (the file gone, the connection lost), a sign and a short line in the admin's language in place of a broken image.
// The frame reads its pictures' load and error events on their way down (they do not bubble, but every ancestor sees them
// in the capture phase), so it holds a plain <img> as well as a <Picture> with its dark twin.
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useAdminT } from '../../lib/admin-i18n';

type State = 'loading' | 'ready' | 'failed';

type Props = {
  /** The picture's address: a new one starts the frame over (loading). */
  src: string;
  /** The frame's box (its size, shape and corners); the picture inside fills it. */
  className: string;
  children: ReactNode;
  /** A box too small for a line (a list row's 40 px): the sign alone, the line read out. */
  compact?: boolean;
  /** The file's name, said under the line when it cannot come (a chosen screen's, round 21), so the owner knows which;
   *  shown with the picture's sign while it comes too (round 25: a large screen still coming read as a blank box). */
  name?: string;
};

/** Whether the theme shows this picture: a dark twin is `hidden` in the light theme (and the light one in the dark).
 *  Its own display, not its panel's: a frame in a panel not shown yet (the story's tab) loads its picture unseen, and
 *  must not wait for it ever after. Round 25: an eager twin that came first made a light frame "ready", blank. */
const themed = (img: HTMLImageElement) => getComputedStyle(img).display !== 'none';
/** Whether the picture the theme shows has come already (from the cache, or before the frame looked). */
const drawn = (frame: HTMLElement) => [...frame.querySelectorAll('img')].some((img) => themed(img) && img.complete && img.naturalWidth > 0);

export function ThumbFrame({ src, className, children, compact = false, name }: Props) {
  const t = useAdminT();
  const frame = useRef<HTMLSpanElement>(null);
  const [state, setState] = useState<State>('loading');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is a new picture to wait for
  useLayoutEffect(() => {
    const box = frame.current;
    if (!box) return;
    setState(drawn(box) ? 'ready' : 'loading');
    // The theme's picture that came makes the frame ready, laid out or not; one that failed makes it failed unless
    // another came. The twin the theme hides is not waited on (an eager one may come first, or never).
    // Ready once decoded too (a picture far down a long page, decoded only when painted, was captured blank: round 25).
    let gone = false;
    const seen = (event: Event) => {
      const img = event.target;
      if (!(img instanceof HTMLImageElement) || !themed(img)) return;
      if (event.type !== 'load') return setState(drawn(box) ? 'ready' : 'failed');
      const decoded = typeof img.decode === 'function' ? img.decode().catch(() => undefined) : Promise.resolve();
      void decoded.then(() => gone || setState('ready'));
    };
    box.addEventListener('load', seen, true);
    box.addEventListener('error', seen, true);
    // A picture drawn anew inside (its sizes made after it was shown: a <picture> in place of the <img>, a new element
    // still to come) waits again, not a blank box called ready (round 25).
    const picture = (node: Node) => node instanceof Element && (node.tagName === 'IMG' || node.querySelector('img') !== null);
    const redrawn =
      typeof MutationObserver === 'undefined'
        ? null
        : new MutationObserver((changes) => {
            // Its own signs coming and going are not a new picture.
            const anew = changes.some((change) => change.type === 'attributes' || [...change.addedNodes].some(picture));
            if (anew && !drawn(box)) setState('loading');
          });
    redrawn?.observe(box, { childList: true, subtree: true, attributeFilter: ['src', 'srcset'] });
    return () => {
      box.removeEventListener('load', seen, true);
      box.removeEventListener('error', seen, true);
      redrawn?.disconnect();
      gone = true;
    };
  }, [src]);
  return (
    <span
      ref={frame}
      data-thumb={state}
      className={`relative block overflow-hidden bg-surface-alt ${
        state === 'ready' ? '' : '[&_img]:opacity-0'
      } ${state === 'loading' ? 'animate-pulse motion-reduce:animate-none' : ''} ${className}`}
    >
      {children}
      {/* A named frame (a chosen screen, a story's cover) is never a blank box while it waits (round 25): the picture's
          sign and its file's name on the pulsing fill. */}
      {state === 'loading' && name && !compact && (
        <span
          className="absolute inset-0 grid place-content-center justify-items-center gap-1 p-1 text-center text-xs leading-tight text-faint"
          aria-hidden="true"
          data-thumb-waiting
        >
          <span className="i-lucide-image h-5 w-5" />
          <span className="max-w-full truncate">{name}</span>
        </span>
      )}
      {state === 'failed' && (
        <span
          role="img"
          aria-label={t.thumb.failed}
          className="absolute inset-0 grid place-content-center justify-items-center gap-1 p-1 text-center text-xs leading-tight text-muted"
        >
          <span className="i-lucide-image-off h-5 w-5 text-faint" aria-hidden="true" />
          {!compact && <span aria-hidden="true">{t.thumb.failed}</span>}
          {!compact && name && (
            <span className="max-w-full truncate text-faint" data-thumb-name>
              {name}
            </span>
          )}
        </span>
      )}
    </span>
  );
}
