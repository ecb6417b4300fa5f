// A version's text in Markdown: a toolbar (heading, bold, italic, link, lists, quote, code, table, an image from the
// library) over a text box that grows with the text, so the page scrolls it and it never scrolls inside (the toolbar
// stays at the top of the window while the box goes by), Markdown's signs drawn quieter than the words; Ctrl/⌘ + B, I
// and K as in any editor. An image pasted or dropped into the
// text is uploaded to the library and put in where the caret is, its description selected to type over. Each button is
// one edit the browser can undo.
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { IMAGE_TYPES, type Lang } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { failureToast } from '../../lib/failure-toast';
import { fill } from '../../lib/i18n';
import { useImageUpload } from '../../lib/use-image-upload';
import { ImageInsertDialog } from './image-insert-dialog';
import { code, image, link, prefixLines, table, wrap, type Edit, type Selection } from './markdown-edits';
import { markdownRuns, type Mark } from './markdown-marks';

type Props = {
  lang: Lang;
  value: string;
  onText: (text: string) => void;
  label: string;
  hint: string;
  /** Shown in the empty box: where to start. */
  placeholder?: string;
  /** What is wrong with the text (too long), said under it. */
  error?: string;
  /** How far through the text the window has read, from 0 (its start) to 1 (its end): the preview follows. */
  onScrolled?: (ratio: number) => void;
  /** Shown without its preview: the card's width, with more room round the words. */
  alone?: boolean;
  /** The choice of view: on a phone at the end of the label's line; wider, at the toolbar's end when `viewsInToolbar`. */
  views?: ReactNode;
  viewsInToolbar?: boolean;
};

/** How far below the window's top the text is read from: under the editor's bar and the toolbar held there. */
const READ_FROM_PX = 120;

/**
 * How far through `box` the reader is. The box grows with its text, so the window scrolls it: 0 while its start is
 * below the window's top, 1 once its end is in the window. Where a browser cannot grow a box to its text, the box
 * scrolls inside, and that scroll says it.
 */
export function readThrough(box: HTMLTextAreaElement): number {
  const room = box.scrollHeight - box.clientHeight;
  if (room > 1) return box.scrollTop / room;
  const { top, height } = box.getBoundingClientRect();
  const span = height - (window.innerHeight - READ_FROM_PX);
  if (span <= 0) return 0;
  return Math.min(1, Math.max(0, (READ_FROM_PX - top) / span));
}

/** Makes `edit` in the box as typing would (one undo step); where the browser cannot, sets the text and selection. */
function applyEdit(box: HTMLTextAreaElement, edit: Edit, onText: (text: string) => void) {
  box.focus();
  box.setSelectionRange(edit.from, edit.to);
  const typed = typeof document.execCommand === 'function' && document.execCommand('insertText', false, edit.insert);
  if (!typed) {
    box.setRangeText(edit.insert, edit.from, edit.to, 'end');
    onText(box.value);
  }
  box.setSelectionRange(edit.select[0], edit.select[1]);
}

const isImage = (file: File) => file.type in IMAGE_TYPES;

/** What the box and the drawing under it share, to the pixel: padding, type, and how lines wrap. */
const TEXT_BOX = '[grid-area:1/1] p-3 text-[0.9375rem] leading-relaxed whitespace-pre-wrap [overflow-wrap:break-word] lg:p-4 lg:text-base';
/** Colours only: a glyph's width never changes, so the drawing stays under the box's text. */
const MARK_CLASS: Record<Mark, string> = {
  sign: 'text-faint',
  // Set heavier by a hairline stroke, which widens no glyph (a bolder weight would).
  heading: 'text-ink [-webkit-text-stroke:0.45px_currentColor]',
  link: 'text-accent-text underline decoration-line-strong underline-offset-2',
  code: 'rounded-sm bg-surface-alt',
};
/** Drawn only where the box grows with its text (field-sizing): a box that scrolls inside would slide over its drawing. */
const canDraw = () => typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

export function MarkdownField({
  lang,
  value,
  onText,
  label,
  hint,
  placeholder,
  error,
  onScrolled,
  alone = false,
  views,
  viewsInToolbar = false,
}: Props) {
  const t = useAdminT();
  const words = t.publishing.toolbar;
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [picking, setPicking] = useState(false);
  const { progress, sendImage } = useImageUpload();
  const [drawn] = useState(canDraw);
  const runs = useMemo(() => (drawn ? markdownRuns(value) : []), [drawn, value]);
  const selection = (): Selection => {
    const el = box.current!;
    return { text: el.value, start: el.selectionStart, end: el.selectionEnd };
  };
  const edit = (make: (s: Selection) => Edit) => box.current && applyEdit(box.current, make(selection()), onText);
  const insertImage = (path: string) => edit((s) => image(s, path, t.publishing.images.alt));

  // The window scrolls the text (and, where the box cannot grow, the box does): the preview is told, a frame at a time.
  const told = useRef(onScrolled);
  told.current = onScrolled;
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let frame = 0;
    const tell = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => told.current?.(readThrough(el)));
    };
    window.addEventListener('scroll', tell, { passive: true });
    el.addEventListener('scroll', tell, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', tell);
      el.removeEventListener('scroll', tell);
    };
  }, []);

  const uploadInto = async (file: File) => {
    try {
      const stored = await sendImage(file);
      if (stored) insertImage(stored.path);
    } catch (error) {
      failureToast(t.publishing.images.failed, error, t);
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const file = [...event.clipboardData.files].find(isImage);
    if (!file) return;
    event.preventDefault();
    void uploadInto(file);
  };
  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    const file = [...event.dataTransfer.files].find(isImage);
    if (!file) return;
    event.preventDefault();
    void uploadInto(file);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const key = event.key.toLowerCase();
    const action = key === 'b' ? bold : key === 'i' ? italic : key === 'k' ? linked : null;
    if (!action) return;
    event.preventDefault();
    action();
  };
  const bold = () => edit((s) => wrap(s, '**', words.sample.bold));
  const italic = () => edit((s) => wrap(s, '*', words.sample.italic));
  const linked = () => edit((s) => link(s, words.sample.link));

  const buttons: { name: string; icon: string; act: () => void; keys?: string }[] = [
    { name: words.heading, icon: 'i-lucide-heading-2', act: () => edit((s) => prefixLines(s, '## ', words.sample.heading)) },
    { name: words.bold, icon: 'i-lucide-bold', act: bold, keys: 'B' },
    { name: words.italic, icon: 'i-lucide-italic', act: italic, keys: 'I' },
    { name: words.link, icon: 'i-lucide-link', act: linked, keys: 'K' },
    { name: words.bullets, icon: 'i-lucide-list', act: () => edit((s) => prefixLines(s, '- ', words.sample.item)) },
    { name: words.numbers, icon: 'i-lucide-list-ordered', act: () => edit((s) => prefixLines(s, (i) => `${i + 1}. `, words.sample.item)) },
    { name: words.quote, icon: 'i-lucide-quote', act: () => edit((s) => prefixLines(s, '> ', words.sample.quote)) },
    { name: words.code, icon: 'i-lucide-code', act: () => edit((s) => code(s, words.sample.code)) },
    { name: words.table, icon: 'i-lucide-table', act: () => edit((s) => table(s, words.sample.column, words.sample.cell)) },
    { name: words.image, icon: 'i-lucide-image-plus', act: () => setPicking(true) },
  ];
  const percent = typeof progress === 'number' ? Math.round(progress * 100) : 0;
  return (
    <div className="min-w-0">
      <div className="flex min-h-10 flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        {/* On a phone the views sit on the label's line: the toolbar's row is the tools'. */}
        {views && <div className="sm:hidden">{views}</div>}
      </div>
      {/* Clipped, not hidden: the toolbar inside can stay at the window's top, under the editor's bar. */}
      <div className="mt-1 flex flex-col overflow-clip rounded-lg border border-line-strong bg-surface focus-within:border-accent">
        <div
          role="toolbar"
          aria-label={words.label}
          aria-controls={id}
          className="sticky top-[var(--editor-bar,0px)] z-10 flex items-center gap-1 border-b border-line bg-surface-alt p-1"
        >
          {/* On a phone one row that scrolls sideways, fading at its edge where more tools wait. */}
          <div className="flex min-w-0 flex-1 gap-0.5 max-sm:overflow-x-auto max-sm:[mask-image:linear-gradient(to_right,#000_calc(100%-1.5rem),transparent)] max-sm:[scrollbar-width:none] sm:flex-wrap">
            {buttons.map(({ name, icon, act, keys }) => (
              <button
                key={name}
                type="button"
                onClick={act}
                aria-label={name}
                title={keys ? `${name} (Ctrl/⌘ + ${keys})` : name}
                className="keyboard-ring grid h-11 w-11 shrink-0 place-items-center rounded-md text-muted hover:bg-surface hover:text-ink sm:h-9 sm:w-9 xl:h-8 xl:w-[1.875rem]"
              >
                <span className={`${icon} h-4 w-4`} aria-hidden="true" />
              </button>
            ))}
          </div>
          {/* Write, Preview, Side by side: kept at hand with the tools as the text goes by. */}
          {views && viewsInToolbar && <div className="shrink-0 max-sm:hidden">{views}</div>}
        </div>
        {/* The words drawn under the box, Markdown's signs quieter (markdown-marks.ts), where the box grows with its text
            so the two lie exactly one over the other; the box's own text is transparent, its caret and selection kept. */}
        <div className="grid flex-1">
          {drawn && (
            <div
              aria-hidden="true"
              lang={lang === 'zh' ? 'zh-Hant' : 'en'}
              className={`${TEXT_BOX} pointer-events-none text-ink ${alone ? 'lg:px-8 lg:py-6' : ''}`}
            >
              {runs.map((run, i) =>
                run.mark ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one text, in order
                  <span key={i} className={MARK_CLASS[run.mark]}>
                    {run.text}
                  </span>
                ) : (
                  run.text
                ),
              )}
              {/* A last empty line has its height in the box: here too. */}
              {value.endsWith('\n') ? ' ' : ''}
            </div>
          )}
          <textarea
            ref={box}
            id={id}
            lang={lang === 'zh' ? 'zh-Hant' : 'en'}
            value={value}
            placeholder={placeholder}
            onChange={(event) => onText(event.target.value)}
            onPaste={onPaste}
            onDrop={onDrop}
            onKeyDown={onKeyDown}
            aria-describedby={`${id}-hint`}
            spellCheck
            className={`${TEXT_BOX} block min-h-[24rem] w-full resize-y border-0 bg-transparent outline-none [field-sizing:content] supports-[field-sizing:content]:resize-none lg:min-h-[clamp(28rem,calc(100vh-11rem),40rem)] ${alone ? 'lg:px-8 lg:py-6' : ''} placeholder:text-faint ${drawn ? 'text-transparent caret-[var(--c-ink)] selection:bg-accent/25' : 'text-ink'}`}
          />
        </div>
      </div>
      <div>
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
        {error && <p className="mt-1 text-sm text-bad">{error}</p>}
        {progress !== null && (
          <p role="status" className="mt-1 text-sm">
            {progress === 'preparing' ? t.publishing.images.preparing : fill(t.publishing.images.uploading, { percent })}
          </p>
        )}
      </div>
      {picking && (
        <ImageInsertDialog
          onClose={() => setPicking(false)}
          onInsert={(path) => {
            setPicking(false);
            // After the dialog has closed and given focus back: the caret is where it was.
            requestAnimationFrame(() => insertImage(path));
          }}
          onUpload={(file) => {
            setPicking(false);
            void uploadInto(file);
          }}
        />
      )}
    </div>
  );
}
