// The frame both ways of writing a version's text share (Markdown in markdown-field.tsx, visual in rich-field.tsx):
// its name, a toolbar held at the window's top under the editor's bar as the text goes by, the text, and under it the
// hint, what is wrong and an image's upload. The toolbar's buttons say whether they are on where the caret is.
import { type ReactNode, useState } from 'react';
import { useAdminT } from '../../lib/admin-i18n';

/** How many tools a phone's row shows before More tools (six, and More: 44 px each in a 390 px window). */
const PHONE_TOOLS = 6;

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
};

type Props = {
  /** The name: a <label> for the Markdown box, words the visual editor is labelled by. */
  label: string;
  labelId: string;
  labelFor?: string;
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
   * Written as it reads, on the page itself: no box and no visible name (the card is the page, as the title above it
   * is), the toolbar a band across the card's width whose lower edge turns the accent while the text has the caret.
   */
  bare?: boolean;
  children: ReactNode;
};

export function TextFrame({
  label,
  labelId,
  labelFor,
  hintId,
  hint,
  hintShown = true,
  error,
  status,
  tools,
  controls,
  bare = false,
  children,
}: Props) {
  const t = useAdminT();
  const [more, setMore] = useState(false);
  return (
    <div className="min-w-0">
      {/* Its name, for screen readers: the title above and the toolbar say what the box is. */}
      {labelFor ? (
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
        className={`group flex flex-col overflow-clip bg-surface ${
          bare
            ? '-mx-5 sm:-mx-6'
            : 'rounded-lg border border-line-strong focus-within:border-accent max-sm:-mx-5 max-sm:rounded-none max-sm:border-x-0'
        }`}
      >
        <div
          role="toolbar"
          aria-label={t.publishing.toolbar.label}
          aria-controls={controls}
          className={`sticky top-[var(--editor-bar,0px)] z-10 flex items-center gap-1 border-line bg-surface p-1 ${
            bare ? 'border-b group-focus-within:border-b-accent' : 'border-b'
          }`}
        >
          {/* On a phone the first tools in one row and the rest a press away (More tools), wrapping under them. On the
              page, the first tool's mark stands over the text's first letter (the reading column, less the button's edge). */}
          <div
            className={`flex min-w-0 flex-1 flex-wrap gap-0.5 ${bare ? 'mx-auto w-full max-w-[41rem] px-1.5 sm:px-3.5 xl:px-[1.0625rem]' : ''}`}
          >
            {tools.map(({ name, icon, act, keys, on }, i) => (
              <button
                key={name}
                type="button"
                // The editor keeps its caret: a press acts where the writer was.
                onMouseDown={(event) => event.preventDefault()}
                onClick={act}
                aria-label={name}
                aria-pressed={on}
                title={keys ? `${name} (Ctrl/⌘ + ${keys})` : name}
                className={`keyboard-ring grid h-11 w-11 shrink-0 place-items-center rounded-md text-muted hover:text-ink aria-[pressed=true]:text-ink aria-[pressed=true]:shadow-[inset_0_0_0_1px_var(--c-line-strong)] sm:h-9 sm:w-9 xl:h-8 xl:w-[1.875rem] hover:bg-surface-alt aria-[pressed=true]:bg-surface-alt ${
                  i >= PHONE_TOOLS && !more ? 'max-sm:hidden' : ''
                }`}
              >
                <span className={`${icon} h-4 w-4`} aria-hidden="true" />
              </button>
            ))}
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
      <div className={bare ? '-mx-5 border-t border-line px-5 pt-2 sm:-mx-6 sm:px-6 [&>*]:mx-auto [&>*]:max-w-[38rem]' : ''}>
        <p id={hintId} className={hintShown ? 'mt-1 text-xs text-muted' : 'sr-only'}>
          {hint}
        </p>
        {error && <p className="mt-1 text-sm text-bad">{error}</p>}
        {status}
      </div>
    </div>
  );
}
