// The frame both ways of writing a version's text share (Markdown in markdown-field.tsx, visual in rich-field.tsx):
// its name, a toolbar held at the window's top under the editor's bar as the text goes by, the text, and under it the
// hint, what is wrong and an image's upload. The toolbar's buttons say whether they are on where the caret is; they stand
// in groups (headings · bold, italic · link, image · lists, quote, code · table) parted by thin rules, each a 36 px
// target (44 on a phone) with its name and key shown on hover or keyboard focus.
import { Fragment, type ReactNode, useEffect, useRef, useState } from 'react';
import { useAdminT } from '../../lib/admin-i18n';
import { Phrased } from '../../components/ui/phrased';

/** How many tools a phone's row shows before More tools (six, and More: 44 px each in a 390 px window). */
const PHONE_TOOLS = 6;

/**
 * Whether the toolbar is held under the editor's bar (its top at its sticky top, the text going by under it): it is then
 * drawn as a layer over the text, a soft shadow under it (round 25: stuck, its hairline cut through a line of text, the
 * text seeming to run into it).
 */
function useStuck() {
  const bar = useRef<HTMLDivElement>(null);
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const top = Number.parseFloat(getComputedStyle(element).top) || 0;
      const box = element.getBoundingClientRect();
      const parent = element.parentElement?.getBoundingClientRect();
      // Held: at its sticky top, with its frame's top above it (the text scrolled under it).
      setStuck(Math.abs(box.top - top) < 1 && (parent ? parent.top < box.top - 1 : false));
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
    };
  }, []);
  return { bar, stuck };
}

/** The headings' keys with Ctrl or ⌘ (both editors): Alt and the heading's level, as in Google Docs and Word. */
export const HEADING_KEYS = { 2: 'Alt + 2', 3: 'Alt + 3' } as const;

export type Tool = {
  name: string;
  icon: string;
  act: () => void;
  /** Its key with Ctrl or ⌘. */
  keys?: string;
  /** On where the caret is (the visual editor knows; the Markdown box does not say). */
  on?: boolean;
  /** The first of a group: a thin rule before it. */
  starts?: boolean;
};

type Props = {
  /** The name: a <label> for the Markdown box, words the visual editor is labelled by. */
  label: string;
  labelId: string;
  labelFor?: string;
  /** Said beside the name, in sight (the Markdown box: which language, in which format); its id describes the box. */
  caption?: { id: string; text: string };
  hintId: string;
  hint: string;
  /** Whether the hint is shown (it is said to screen readers either way): while the text is empty, before the first
   * words, not under every text written. */
  hintShown?: boolean;
  error?: string;
  /** An upload under way, said politely. */
  status?: ReactNode;
  tools: Tool[];
  /** The element the toolbar acts on. */
  controls: string;
  /**
   * Written as it reads, on the page itself: no box and no visible name (the text sits on the page, as the title above
   * it does), the toolbar a band across the column's width whose lower edge turns the accent while the text has the caret.
   */
  bare?: boolean;
  /** Beside the preview, with the settings column beside both (from 1280 px): tools 32 px wide (36 tall) and closer
   * together, so the row stays one row, level with the preview's band. */
  narrow?: boolean;
  children: ReactNode;
};

export function TextFrame({
  label,
  labelId,
  labelFor,
  caption,
  hintId,
  hint,
  hintShown = true,
  error,
  status,
  tools,
  controls,
  bare = false,
  narrow = false,
  children,
}: Props) {
  const t = useAdminT();
  const [more, setMore] = useState(false);
  const { bar, stuck } = useStuck();
  return (
    <div className="min-w-0">
      {/* The Markdown box is source, not the page: its name in sight over it, with its language and format, as the
          preview beside it is headed by its own (the same height, so the two bands stay level). Written visually, the
          name is for screen readers: the title above and the toolbar say what the box is. */}
      {caption && labelFor ? (
        <div className="mb-1.5 flex h-5 min-w-0 items-baseline gap-2">
          <label id={labelId} htmlFor={labelFor} className="text-sm font-medium text-ink">
            {label}
          </label>
          <span id={caption.id} className="truncate text-xs text-muted">
            {caption.text}
          </span>
        </div>
      ) : labelFor ? (
        <label id={labelId} htmlFor={labelFor} className="sr-only">
          {label}
        </label>
      ) : (
        <span id={labelId} className="sr-only">
          {label}
        </span>
      )}
      {/* Clipped, not hidden: the toolbar inside can stay at the window's top, under the editor's bar. */}
      <div
        className={`group flex flex-col overflow-clip ${
          bare
            ? 'bg-bg-alt max-sm:-mx-5'
            : 'rounded-lg border border-line bg-surface focus-within:border-accent max-sm:-mx-5 max-sm:rounded-none max-sm:border-x-0'
        }`}
      >
        <div
          ref={bar}
          role="toolbar"
          aria-label={t.publishing.toolbar.label}
          aria-controls={controls}
          data-stuck={stuck || undefined}
          className={`sticky top-[var(--editor-bar,0px)] z-10 flex items-center gap-1 border-line p-1 transition-shadow data-[stuck]:shadow-[var(--shadow-stuck)] ${
            bare ? 'border-b bg-bg-alt group-focus-within:border-b-line-strong' : 'border-b bg-surface'
          }`}
        >
          {/* On a phone the first tools in one row and the rest a press away (More tools), wrapping under them. On the
              page, the first tool's edge on the column's edge, as the text's first letter is. */}
          <div
            className={`flex min-w-0 flex-1 flex-wrap gap-0.5 ${narrow ? 'xl:gap-0' : ''} ${bare ? 'w-full max-w-[38rem] px-[0.4375rem] sm:-ml-1 sm:px-0' : ''}`}
          >
            {tools.map(({ name, icon, act, keys, on, starts }, i) => {
              const hidden = i >= PHONE_TOOLS && !more ? 'max-sm:hidden' : '';
              return (
                <Fragment key={name}>
                  {starts && (
                    <span
                      className={`mx-1 w-px shrink-0 self-stretch bg-line my-2 ${narrow ? 'xl:mx-0.5' : ''} ${hidden}`}
                      aria-hidden="true"
                    />
                  )}
                  <button
                    type="button"
                    // The editor keeps its caret: a press acts where the writer was.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={act}
                    aria-label={name}
                    aria-pressed={on}
                    aria-keyshortcuts={keys ? `Control+${keys.replaceAll(' ', '')} Meta+${keys.replaceAll(' ', '')}` : undefined}
                    // On: the accent's tint and its ink, as a chosen tab or picture is in the admin.
                    className={`group/tool keyboard-ring relative grid h-11 w-11 shrink-0 place-items-center rounded-md text-ink/75 hover:bg-surface-alt hover:text-ink aria-[pressed=true]:bg-accent-soft aria-[pressed=true]:text-accent-text sm:h-9 sm:w-9 ${narrow ? 'xl:w-8' : ''} ${hidden}`}
                  >
                    <span className={`${icon} h-[1.125rem] w-[1.125rem]`} aria-hidden="true" />
                    {/* Its name, and its key where it has one, under it on hover or keyboard focus (a browser's own title
                        shows late, and never on focus). Read already from its label. Not on a phone: a tap leaves the
                        hover behind, and the name would stand over the text. */}
                    <span
                      aria-hidden="true"
                      className="pointer-events-none absolute top-full left-1/2 z-20 mt-1.5 hidden -translate-x-1/2 rounded-md bg-ink px-2 py-1 text-xs font-medium whitespace-nowrap text-bg shadow-lg group-hover/tool:block group-focus-visible/tool:block max-sm:!hidden"
                    >
                      {name}
                      {keys && <span className="ml-1.5 opacity-75">{`Ctrl/⌘ + ${keys}`}</span>}
                    </span>
                  </button>
                </Fragment>
              );
            })}
            {tools.length > PHONE_TOOLS && (
              <button
                type="button"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => setMore((open) => !open)}
                aria-expanded={more}
                aria-label={t.publishing.toolbar.more}
                title={t.publishing.toolbar.more}
                className="keyboard-ring grid h-11 w-11 shrink-0 place-items-center rounded-md text-muted hover:bg-surface-alt hover:text-ink aria-[expanded=true]:bg-surface-alt aria-[expanded=true]:text-ink sm:hidden"
              >
                <span className="i-lucide-ellipsis h-4 w-4" aria-hidden="true" />
              </button>
            )}
          </div>
        </div>
        {children}
      </div>
      <div className={bare ? 'border-t border-line pt-2 max-sm:-mx-5 max-sm:px-5 [&>*]:max-w-[38rem]' : ''}>
        <p id={hintId} className={hintShown ? 'phrase-balance mt-1 text-xs text-muted' : 'sr-only'}>
          <Phrased balanced text={hint} />
        </p>
        {error && <p className="mt-1 text-sm text-bad">{error}</p>}
        {status}
      </div>
    </div>
  );
}
