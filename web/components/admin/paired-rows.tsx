// Lines kept in both languages as rows (a plan's features, a service's features): per row its number, its English and
// its Chinese text, what a row may carry beside its menu (a plan's "Included" switch) and its menu (move up, move down,
// remove), which acts on both languages at once; "Add" under the rows. The callers keep the two stored lists in step.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { Lang } from '../../../src/contract/constants';
import { fill, htmlLang } from '../../lib/i18n';
import { ActionsMenu, type MenuAction } from './actions-menu';
import { TextBox } from './text-box';

/** In the admin's language; `{{n}}` is the row's number (from 1), `{{language}}` a language's name. */
export type PairedRowsWords = {
  english: string;
  chinese: string;
  /** No row yet. */
  none: string;
  add: string;
  /** "Feature {{n}}": a row's name where it has a line of its own (a plan's row on a phone). */
  row: string;
  /** "Feature {{n}}, {{language}}": what a screen reader hears for a text box. */
  text: string;
  /** "Actions for feature {{n}}": the row's menu button. */
  actions: string;
  moveUp: string;
  moveDown: string;
  remove: string;
  /** What the eye reads in the menu. */
  moveUpShort: string;
  moveDownShort: string;
  removeShort: string;
};

type Props<R> = {
  rows: readonly R[];
  /** Every change: a text typed, a row moved, removed or added. */
  onRows: (rows: R[]) => void;
  text: (row: R, lang: Lang) => string;
  withText: (row: R, lang: Lang, text: string) => R;
  /** What "Add" appends: both texts empty. */
  blank: R;
  words: PairedRowsWords;
  maxRows: number;
  maxLength: number;
  /**
   * Drawn before a row's menu (a plan's "Included" switch). A row with controls puts its name and controls on a line
   * of their own above its texts on a phone; a row without puts its number and menu beside its texts at every width.
   */
  controls?: (row: R, n: number, change: (row: R) => void) => ReactNode;
  /** A text box's extra classes and placeholder (a plan's excluded feature is struck through). */
  box?: (row: R, lang: Lang) => { className?: string; placeholder?: string };
  /** Drawn instead of a row's two text boxes, in their columns (a feature worded for each plan); null: the boxes. */
  replace?: (row: R, n: number, change: (row: R) => void) => ReactNode;
  /** More of a row's menu, after move and before remove. */
  moreActions?: (row: R, n: number, change: (row: R) => void) => MenuAction[];
  /** Above the controls' column from 1024 px (the plans' names over their boxes); its width then is the grid's. */
  controlsHeading?: ReactNode;
  /** Notes under a row's texts (a plan's "No Chinese text"). */
  notes?: (row: R) => ReactNode;
  /** What must be fixed in one text box, said under it. */
  errorOf?: (index: number, lang: Lang) => string | undefined;
  /** What must be fixed in the rows as a whole (too many), said under them. */
  error?: string;
};

/**
 * From 1024 px a row is one line, and the column headings above use the same columns: number, English, Chinese, and
 * the row's end (its menu, or its controls and menu) at a fixed width, so the headings' row, which has no end of its
 * own, keeps its columns over the rows' (an `auto` end left CHINESE 90 px right of its column).
 */
const WIDE = {
  menu: 'lg:grid-cols-[1.75rem_minmax(0,1fr)_minmax(0,1fr)_2.75rem]',
  controls: 'lg:grid-cols-[1.75rem_minmax(0,1fr)_minmax(0,1fr)_11.5rem]',
  /** Three plans' boxes of 4.5rem and the menu. */
  headed: 'lg:grid-cols-[1.75rem_minmax(0,1fr)_minmax(0,1fr)_16.5rem]',
};

export function PairedRows<R>({
  rows,
  onRows,
  text,
  withText,
  blank,
  words,
  maxRows,
  maxLength,
  controls,
  box,
  replace,
  moreActions,
  controlsHeading,
  notes,
  errorOf,
  error,
}: Props<R>) {
  const wide = controlsHeading ? WIDE.headed : controls ? WIDE.controls : WIDE.menu;
  const list = useRef<HTMLOListElement>(null);
  // After Add the caret goes to the new row's English text; after a move, to the moved row's menu button.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const selector = focusNext.current;
    focusNext.current = null;
    if (selector) list.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  const update = (index: number, row: R) => onRows(rows.map((old, i) => (i === index ? row : old)));
  const move = (index: number, by: -1 | 1) => {
    const other = index + by;
    if (other < 0 || other >= rows.length) return;
    const next = [...rows];
    [next[index], next[other]] = [next[other]!, next[index]!];
    focusNext.current = `[data-row="${other}"] [popovertarget]`;
    onRows(next);
  };
  const add = () => {
    focusNext.current = `[data-row="${rows.length}"] textarea`;
    onRows([...rows, blank]);
  };

  return (
    <>
      {rows.length === 0 && <p className="mt-2 text-sm text-muted">{words.none}</p>}
      {rows.length > 0 && (
        <div className={`mt-3 hidden items-end gap-x-3 text-sm font-medium text-muted lg:grid ${wide}`} aria-hidden="true">
          <span className="col-start-2">{words.english}</span>
          <span className="col-start-3">{words.chinese}</span>
          {controlsHeading && <span className="col-start-4">{controlsHeading}</span>}
        </div>
      )}
      {/* Index keys: every box is controlled, so a moved or removed row cannot leave its text behind in another. */}
      <ol ref={list} className="mt-1 divide-y divide-line">
        {rows.map((row, i) => {
          const change = (changed: R) => update(i, changed);
          const instead = replace?.(row, i + 1, change);
          return (
            <Row
              // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position; lines have no identity of their own to key by
              key={i}
              index={i}
              count={rows.length}
              words={words}
              wide={wide}
              controls={controls?.(row, i + 1, change)}
              more={moreActions?.(row, i + 1, change) ?? []}
              notes={notes?.(row)}
              onMove={(by) => move(i, by)}
              onRemove={() => onRows(rows.filter((_, j) => j !== i))}
            >
              {instead ? (
                <div className="min-w-0 sm:col-span-2 lg:col-span-2 lg:col-start-2 lg:row-start-1">{instead}</div>
              ) : (
                (['en', 'zh'] as const).map((lang) => (
                  <RowText
                    key={lang}
                    lang={lang}
                    n={i + 1}
                    words={words}
                    value={text(row, lang)}
                    maxLength={maxLength}
                    error={errorOf?.(i, lang)}
                    {...box?.(row, lang)}
                    onText={(value) => update(i, withText(row, lang, value))}
                  />
                ))
              )}
            </Row>
          );
        })}
      </ol>
      {error && <p className="mt-1 text-sm text-bad">{error}</p>}
      <button type="button" onClick={add} disabled={rows.length >= maxRows} className="add-row mt-3">
        <span className="i-lucide-plus h-4 w-4" aria-hidden="true" />
        {words.add}
      </button>
    </>
  );
}

function Row({
  index,
  count,
  words,
  wide,
  controls,
  more,
  notes,
  onMove,
  onRemove,
  children,
}: {
  index: number;
  count: number;
  words: PairedRowsWords;
  wide: string;
  controls: ReactNode;
  more: MenuAction[];
  notes: ReactNode;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  children: ReactNode;
}) {
  const n = index + 1;
  const menu = (
    <ActionsMenu
      label={fill(words.actions, { n })}
      actions={[
        {
          label: fill(words.moveUp, { n }),
          text: words.moveUpShort,
          icon: 'i-lucide-arrow-up',
          disabled: index === 0,
          onSelect: () => onMove(-1),
        },
        {
          label: fill(words.moveDown, { n }),
          text: words.moveDownShort,
          icon: 'i-lucide-arrow-down',
          disabled: index === count - 1,
          onSelect: () => onMove(1),
        },
        ...more,
        { label: fill(words.remove, { n }), text: words.removeShort, icon: 'i-lucide-trash-2', destructive: true, onSelect: onRemove },
      ]}
    />
  );

  if (controls === undefined)
    // Number, texts, menu side by side at every width; the texts stack on a phone, pair up from 640 px, and from
    // 1024 px take the row's two middle columns (under the headings).
    return (
      <li className={`grid grid-cols-[1.75rem_minmax(0,1fr)_auto] items-start gap-x-3 gap-y-1 py-2 ${WIDE.menu}`} data-row={index}>
        <span
          className="col-start-1 row-start-1 mt-5 flex min-h-11 items-center text-sm font-medium text-muted tabular-nums lg:mt-0"
          aria-hidden="true"
        >
          {n}.
        </span>
        <div className="col-start-2 row-start-1 grid gap-2 sm:grid-cols-2 lg:contents">{children}</div>
        <div className="col-start-3 row-start-1 mt-5 flex justify-end lg:col-start-4 lg:mt-0">{menu}</div>
        {notes && <div className="col-start-2 lg:col-span-2">{notes}</div>}
      </li>
    );

  return (
    // From 1024 px up one line: number, English, Chinese, controls (the wrappers dissolve into the row's grid); below it
    // the name and controls on top, the two texts under them (side by side from 640 px).
    <li className={`grid gap-x-3 gap-y-1 py-2 lg:items-start ${wide}`} data-row={index}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 lg:contents">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium lg:col-start-1 lg:row-start-1 lg:min-h-11">
          <span className="lg:hidden">{fill(words.row, { n })}</span>
          <span className="hidden text-muted tabular-nums lg:inline" aria-hidden="true">
            {n}.
          </span>
        </span>
        <div className="ml-auto flex items-center gap-1 lg:col-start-4 lg:row-start-1 lg:justify-end">
          {controls}
          {menu}
        </div>
      </div>
      <div className="grid gap-2 sm:grid-cols-2 lg:contents">{children}</div>
      {notes && <div className="lg:col-span-2 lg:col-start-2">{notes}</div>}
    </li>
  );
}

/** One language's text of a row: a text box that grows with its text (never cut), one line of text however long. */
function RowText({
  lang,
  n,
  words,
  value,
  maxLength,
  error,
  className = '',
  placeholder,
  onText,
}: {
  lang: Lang;
  n: number;
  words: PairedRowsWords;
  value: string;
  maxLength: number;
  error: string | undefined;
  className?: string;
  placeholder?: string;
  onText: (text: string) => void;
}) {
  const id = useId();
  const language = lang === 'en' ? words.english : words.chinese;
  return (
    <div className={`relative min-w-0 lg:row-start-1 ${lang === 'en' ? 'lg:col-start-2' : 'lg:col-start-3'}`}>
      {/* Below 1024 px the language is named on its box's top edge (as every bilingual text is): no line above each
          box, no width taken from its text; at its left, as on every other field (round 16). From 1024 px up the column
          headings say it once. */}
      <label
        htmlFor={id}
        className="pointer-events-none absolute -top-2 left-3 rounded-sm bg-surface px-1 text-xs leading-4 font-medium text-muted lg:sr-only"
      >
        {language}
      </label>
      <TextBox
        oneLine
        id={id}
        value={value}
        lang={htmlLang(lang)}
        maxLength={maxLength}
        aria-label={fill(words.text, { n, language })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder={placeholder}
        // A line is one line: TextBox keeps Enter and pasted breaks out of it (the server refuses them).
        onText={onText}
        className={`field ${className}`}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm break-words text-bad">
          {error}
        </p>
      )}
    </div>
  );
}
