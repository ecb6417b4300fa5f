// A version's text in Markdown: a toolbar (heading, subheading, bold, italic, link, lists, quote, code, table, an image from the
// library) over a text box that grows with the text, so the page scrolls it and it never scrolls inside (the toolbar
// stays at the top of the window while the box goes by), Markdown's signs drawn quieter than the words; Ctrl/⌘ + B, I
// and K as in any editor, Ctrl/⌘ + Alt + 2 and 3 for headings. An image pasted or dropped into the
// text is uploaded to the library and put in where the caret is, its description selected to type over. Each button is
// one edit the browser can undo.
import { Fragment, type ReactNode, useId, useMemo, useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import type { Lang } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { code, image, link, prefixLines, table, wrap, type Edit, type Selection } from './markdown-edits';
import { markdownRuns, type Mark } from './markdown-marks';
import { type TextPlace, useReadThrough } from './read-through';
import { HEADING_KEYS, TextFrame, type Tool } from './text-frame';
import { imageAmong, useImageInsert } from './use-image-insert';

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
  /** Where in the text the window is reading, and where its headings are: the preview follows. */
  onScrolled?: (place: TextPlace) => void;
  /** Shown without its preview: the card's width, with more room round the words. */
  alone?: boolean;
  /** Said in sight beside its name: the language and the format ("English · Markdown"). */
  caption?: string;
  /** In focus: on the page as the visual editor's text is (no box, no name in sight), a size up, at the column's edge. */
  bare?: boolean;
};

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

/** What the box and the drawing under it share, to the pixel: padding, type, and how lines wrap. Prose set as prose
 * (review round 25, amending decisions 0178 and 0214: long-form writing in a code font, Chinese with raw link syntax
 * mixing widths): the admin's body face (Geist, then its Chinese faces), a size up from the admin's text, with the
 * Markdown signs drawn quieter than the words (iA Writer's way), so the text reads as writing and the syntax recedes.
 * One face for the box and its drawing, so the two lie one over the other. */
const TEXT_BOX =
  '[grid-area:1/1] px-5 py-3 sm:p-3 font-sans text-base leading-[1.75] whitespace-pre-wrap [overflow-wrap:break-word] lg:p-4';
/** Colours only: a glyph's width never changes, so the drawing stays under the box's text. */
const MARK_CLASS: Record<Mark, string> = {
  // Quieter than the words, never gone: the syntax recedes as iA Writer's does.
  sign: 'text-faint',
  // In the text's weight (source, not the page): told by its signs and the accent's ink.
  heading: 'text-accent-text',
  link: 'text-accent-text underline decoration-line-strong underline-offset-2',
  code: 'rounded-sm bg-surface-alt',
};
/** `text` with an empty mark after each of its line breaks, `data-line` the line it starts (from 0): where a line starts
 * in the drawing, for the preview to follow block by block (read-through.ts). */
function lineMarks(text: string, lines: { count: number }): ReactNode {
  if (!text.includes('\n')) return text;
  return text.split('\n').map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one run, in order
    <Fragment key={i}>
      {i > 0 && (
        <>
          {'\n'}
          <span data-line={++lines.count} />
        </>
      )}
      {part}
    </Fragment>
  ));
}

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
  caption,
  bare = false,
}: Props) {
  // The room round the words: the card's own; in focus none (the text's first letter on the title's edge), a size up.
  const room = bare ? '!px-0 !py-5 !text-[1.0625rem]' : alone ? 'lg:px-8 lg:py-6' : '';
  const t = useAdminT();
  const words = t.publishing.toolbar;
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const drawing = useRef<HTMLDivElement>(null);
  const [drawn] = useState(canDraw);
  const runs = useMemo(() => (drawn ? markdownRuns(value) : []), [drawn, value]);
  // The lines counted as the drawing marks each one's start.
  const lines = { count: 0 };
  const selection = (): Selection => {
    const el = box.current!;
    return { text: el.value, start: el.selectionStart, end: el.selectionEnd };
  };
  const edit = (make: (s: Selection) => Edit) => box.current && applyEdit(box.current, make(selection()), onText);
  const insertImage = (path: string) => edit((s) => image(s, path, t.publishing.images.alt));
  const images = useImageInsert(insertImage);

  // The headings' lines, from the drawing under the box: where each starts in the text; and where any line starts, by
  // its mark at the line's start (the preview follows block by block by them).
  useReadThrough(
    box,
    onScrolled,
    () => {
      const top = drawing.current?.getBoundingClientRect().top ?? 0;
      return Array.from(drawing.current?.querySelectorAll('[data-heading]') ?? [], (el) => el.getBoundingClientRect().top - top);
    },
    (line) => {
      const mark = drawing.current?.querySelector(`[data-line="${line}"]`);
      return mark ? mark.getBoundingClientRect().top - drawing.current!.getBoundingClientRect().top : undefined;
    },
  );

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const file = imageAmong(event.clipboardData.files);
    if (!file) return;
    event.preventDefault();
    void images.uploadInto(file);
  };
  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    const file = imageAmong(event.dataTransfer.files);
    if (!file) return;
    event.preventDefault();
    void images.uploadInto(file);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.shiftKey) return;
    // With Alt, a heading by its level; read by the key's place (Option + 2 on a Mac types another character).
    const key = event.altKey ? event.code : event.key.toLowerCase();
    const action =
      key === 'b' ? bold : key === 'i' ? italic : key === 'k' ? linked : key === 'Digit2' ? heading2 : key === 'Digit3' ? heading3 : null;
    if (!action) return;
    event.preventDefault();
    action();
  };
  const heading2 = () => edit((s) => prefixLines(s, '## ', words.sample.heading));
  const heading3 = () => edit((s) => prefixLines(s, '### ', words.sample.subheading));
  const bold = () => edit((s) => wrap(s, '**', words.sample.bold));
  const italic = () => edit((s) => wrap(s, '*', words.sample.italic));
  const linked = () => edit((s) => link(s, words.sample.link));

  const tools: Tool[] = [
    { name: words.heading, icon: 'i-lucide-heading-2', act: heading2, keys: HEADING_KEYS[2] },
    { name: words.subheading, icon: 'i-lucide-heading-3', act: heading3, keys: HEADING_KEYS[3] },
    { starts: true, name: words.bold, icon: 'i-lucide-bold', act: bold, keys: 'B' },
    { name: words.italic, icon: 'i-lucide-italic', act: italic, keys: 'I' },
    { starts: true, name: words.link, icon: 'i-lucide-link', act: linked, keys: 'K' },
    // An image early in the row: on a phone, where the row scrolls, it is in view.
    { name: words.image, icon: 'i-lucide-image-plus', act: images.pick },
    { starts: true, name: words.bullets, icon: 'i-lucide-list', act: () => edit((s) => prefixLines(s, '- ', words.sample.item)) },
    { name: words.numbers, icon: 'i-lucide-list-ordered', act: () => edit((s) => prefixLines(s, (i) => `${i + 1}. `, words.sample.item)) },
    { name: words.quote, icon: 'i-lucide-quote', act: () => edit((s) => prefixLines(s, '> ', words.sample.quote)) },
    { name: words.code, icon: 'i-lucide-code', act: () => edit((s) => code(s, words.sample.code)) },
    { starts: true, name: words.table, icon: 'i-lucide-table', act: () => edit((s) => table(s, words.sample.column, words.sample.cell)) },
  ];
  return (
    <TextFrame
      label={label}
      labelId={`${id}-label`}
      labelFor={id}
      caption={caption && !bare ? { id: `${id}-caption`, text: caption } : undefined}
      hintId={`${id}-hint`}
      hint={hint}
      hintShown={value.trim() === ''}
      error={error}
      status={images.status}
      tools={tools}
      controls={id}
      narrow={!alone}
      bare={bare}
    >
      {/* The words drawn under the box, Markdown's signs quieter (markdown-marks.ts), where the box grows with its text
            so the two lie exactly one over the other; the box's own text is transparent, its caret and selection kept. */}
      <div className="grid flex-1">
        {drawn && (
          <div
            ref={drawing}
            aria-hidden="true"
            lang={lang === 'zh' ? 'zh-Hant' : 'en'}
            className={`${TEXT_BOX} pointer-events-none text-ink ${room}`}
          >
            <span data-line={0} />
            {runs.map((run, i) =>
              run.mark ? (
                // A heading's "##" quieter still than the other signs (decision 0140): the heading's words lead its line.
                // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one text, in order
                <span key={i} className={run.heading ? 'text-faint/60' : MARK_CLASS[run.mark]} data-heading={run.heading}>
                  {lineMarks(run.text, lines)}
                </span>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one text, in order
                <Fragment key={i}>{lineMarks(run.text, lines)}</Fragment>
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
          aria-describedby={caption ? `${id}-caption ${id}-hint` : `${id}-hint`}
          spellCheck
          className={`${TEXT_BOX} block min-h-[var(--text-min,16rem)] sm:min-h-[24rem] w-full resize-y border-0 bg-transparent outline-none [field-sizing:content] supports-[field-sizing:content]:resize-none lg:min-h-[clamp(28rem,calc(100vh-11rem),40rem)] ${room} placeholder:text-faint ${drawn ? 'text-transparent caret-[var(--c-ink)] selection:bg-accent/25' : 'text-ink'}`}
        />
      </div>
      {images.dialog}
    </TextFrame>
  );
}
