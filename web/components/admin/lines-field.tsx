// One language's lines (a service's features, a plan's features): a one-line box per line (it wraps a long line) with its remove button,
// what a line may carry beside it (a plan's "Included" switch), and "Add". The plan editor and the list entry form use it.
import { useEffect, useRef, type ReactNode } from 'react';
import type { Lang } from '../../../src/contract/constants';
import { fill, htmlLang } from '../../lib/i18n';
import { TextBox } from './text-box';

type Props<T> = {
  /** The language's name: the legend of its lines. */
  label: string;
  lang: Lang;
  items: T[];
  onChange: (items: T[]) => void;
  /** A line's text, a line with new text, and what "Add" appends. */
  text: (item: T) => string;
  withText: (item: T, text: string) => T;
  blank: T;
  /** In the admin's language: a line ("Feature {{n}}"), its remove button ("Remove feature {{n}}"), "Add", and none yet. */
  words: { item: string; remove: string; add: string; none: string };
  maxLength?: number;
  /** At most this many lines: "Add" is then disabled (the server takes no more). */
  maxItems?: number;
  error?: string;
  /** Drawn after a line's input (a plan's "Included" switch); `n` counts from 1. */
  beside?: (item: T, n: number, change: (item: T) => void) => ReactNode;
  /** Extra classes of a line's input (a plan's excluded feature is dimmed). */
  inputClass?: (item: T) => string;
};

export function LinesField<T>({
  label,
  lang,
  items,
  onChange,
  text,
  withText,
  blank,
  words,
  maxLength,
  maxItems,
  error,
  beside,
  inputClass,
}: Props<T>) {
  const list = useRef<HTMLUListElement>(null);
  // After "Add" the caret goes to the new, empty line, so the admin can type straight away.
  const added = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a line was added, which the count says
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    list.current?.querySelector<HTMLTextAreaElement>('li:last-child textarea')?.focus();
  }, [items.length]);
  const change = (index: number, item: T) => onChange(items.map((old, i) => (i === index ? item : old)));
  const add = () => {
    added.current = true;
    onChange([...items, blank]);
  };

  return (
    <fieldset className="min-w-0">
      <legend className="text-xs font-medium text-muted uppercase">{label}</legend>
      {items.length === 0 && <p className="mt-2 text-sm text-muted">{words.none}</p>}
      {/* Index keys: every input is controlled, so a removed line cannot leave its text behind in another. */}
      <ul ref={list} className="mt-2 grid gap-2">
        {items.map((item, i) => {
          const n = i + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a line is its position; lines have no identity of their own to key by
            <li key={i} className="flex items-center gap-2">
              <TextBox
                oneLine
                value={text(item)}
                lang={htmlLang(lang)}
                maxLength={maxLength}
                aria-label={fill(words.item, { n })}
                onText={(value) => change(i, withText(item, value))}
                className={`field min-w-0 flex-1 ${inputClass?.(item) ?? ''}`}
              />
              {beside?.(item, n, (changed) => change(i, changed))}
              <button
                type="button"
                onClick={() => onChange(items.filter((_, j) => j !== i))}
                aria-label={fill(words.remove, { n })}
                title={fill(words.remove, { n })}
                className="keyboard-ring grid h-11 w-11 shrink-0 place-items-center rounded-lg text-muted sm:h-9 sm:w-9 hover:bg-surface-alt hover:text-bad"
              >
                <span className="i-lucide-trash-2 h-4 w-4" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
      {error && <p className="mt-1 text-sm text-bad">{error}</p>}
      <button
        type="button"
        onClick={add}
        disabled={maxItems !== undefined && items.length >= maxItems}
        className="btn-outline mt-3 px-3 py-1.5"
      >
        <span className="i-lucide-plus h-4 w-4" aria-hidden="true" />
        {words.add}
      </button>
    </fieldset>
  );
}
