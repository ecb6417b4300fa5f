// One text in both languages: English and Chinese side by side (stacked in a narrow column), each input with its error
// and, once its text differs from the stored one, the stored text under it. The content editor and the list entry form
// both use it. Every input grows with its text: a long title wraps instead of being cut off.
import { useId, useState, type ReactNode } from 'react';
import type { Lang } from '../../../src/contract/constants';
import { htmlLang } from '../../lib/i18n';
import { TextBox } from './text-box';

type Props = {
  label: string;
  /** The two inputs' own labels, in the admin's language ("English", "Chinese"). */
  languages: Record<Lang, string>;
  values: Record<Lang, string>;
  onChange: (lang: Lang, value: string) => void;
  /** Several lines (a description, a quote); otherwise one line, wrapped to show it whole but never broken by Enter. */
  multiline?: boolean;
  maxLength?: number;
  required?: boolean;
  /** Said under the label and read with both inputs (what the text is for, or that it is required). */
  hint?: string;
  /** A message at an input, which is then marked invalid. */
  errors?: Partial<Record<Lang, string>>;
  /** Under each input: its stored text, as the caller words it ("Current: …"); with `stored`, only once it is changed. */
  current?: Record<Lang, string>;
  /** The stored texts themselves: an input whose value is still this one shows no "Current" line (nothing to compare). */
  stored?: Record<Lang, string>;
  /** Where the text shows on the page, in the owner's words. */
  place?: string;
  /** What the stored texts lack ("Chinese missing"), shown at the top. */
  notice?: string;
  /** Drawn at the top right, beside the label (the text's history, a quiet icon button). */
  extra?: ReactNode;
  /** No box of its own: a section of a form that is itself one surface (the list entry form), under a heading. */
  flat?: boolean;
  /**
   * "Check the translation": once one language is edited and the other (holding a text) is not, the other is marked
   * until it is edited or the mark dismissed; a save keeps it (the translation is still unchecked), an undo drops it.
   * `note[lang]` is said under `lang`'s input; `dismiss` names the way to clear it.
   */
  check?: { note: Record<Lang, string>; dismiss: string };
};

/** The language to check, the one that changed and the text it had then (back to that text: nothing to check). */
type Check = { lang: Lang; changed: Lang; from: string };
const other = (lang: Lang): Lang => (lang === 'en' ? 'zh' : 'en');

export function BilingualText({
  label,
  languages,
  values,
  onChange,
  multiline = false,
  maxLength,
  required = false,
  hint,
  errors = {},
  current,
  stored,
  place,
  notice,
  extra,
  flat = false,
  check,
}: Props) {
  const id = useId();
  // What "untouched" compares with: the stored texts, else those the form opened with.
  const [opened] = useState(values);
  const baseline = stored ?? opened;
  const [pending, setPending] = useState<Check | null>(null);
  const checking = check && pending && values[pending.changed] !== pending.from ? pending.lang : undefined;
  const edit = (lang: Lang, text: string) => {
    if (check) {
      if (pending?.lang === lang) setPending(null);
      else if (!pending && values[other(lang)] === baseline[other(lang)] && baseline[other(lang)].trim() !== '')
        setPending({ lang: other(lang), changed: lang, from: values[lang] });
    }
    onChange(lang, text);
  };
  const showsCurrent = (lang: Lang) => current !== undefined && (stored === undefined || values[lang] !== stored[lang]);
  // No box around each text: the part it belongs to is the card; the history sits at the label's end.
  return (
    <fieldset className="relative min-w-0">
      <legend className={`text-sm font-semibold ${flat ? 'mb-1' : ''} ${extra ? 'pr-12 sm:pr-10' : ''}`}>{label}</legend>
      {extra && <div className="absolute -top-2 right-0 sm:-top-1.5">{extra}</div>}
      {place && <p className={`muted mb-2 text-sm ${extra ? 'pr-12 sm:pr-10' : ''}`}>{place}</p>}
      {notice && (
        <p className="mb-2 inline-flex items-center gap-1 rounded-full bg-warn-soft px-2 py-0.5 text-xs font-medium text-warn">
          <span className="i-lucide-languages h-3.5 w-3.5" aria-hidden="true" />
          {notice}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="mb-2 text-xs text-muted">
          {hint}
        </p>
      )}
      {/* Room above the boxes for the language names on their top edges: never over the field's name when nothing (a
          place, a hint) stands between them (the plan editor's Title and Description; studio review, session 40). */}
      <div className="@container pt-2">
        {/* Two rows per language, shared across the pair (a subgrid): the boxes' row, then the notes' row. Side by side
            the boxes are one height, the taller text deciding, and a note under one box (check the translation, the
            stored text) no longer stretches the other box (EN 68 px beside ZH 44 px: review round 13). */}
        <div className="grid gap-x-4 gap-y-0 @lg:grid-cols-2">
          {(['en', 'zh'] as const).map((lang) => {
            const inputId = `${id}-${lang}`;
            const error = errors[lang];
            const props = {
              id: inputId,
              value: values[lang],
              lang: htmlLang(lang),
              maxLength,
              required,
              onText: (text: string) => edit(lang, text),
              'aria-invalid': error ? true : undefined,
              // The error first: it is what the admin must act on.
              'aria-describedby':
                [
                  error && `${inputId}-error`,
                  checking === lang && `${inputId}-check`,
                  hint && `${id}-hint`,
                  showsCurrent(lang) && `${inputId}-current`,
                ]
                  .filter(Boolean)
                  .join(' ') || undefined,
              // Side by side, the pair's boxes are one height: the taller text decides (the shorter box grows to it).
              className: 'field flex-1',
            };
            return (
              <div
                key={lang}
                className={`row-span-2 grid min-w-0 [grid-template-rows:subgrid] ${lang === 'en' ? 'mb-3 @lg:mb-0' : ''}`}
                data-check={checking === lang ? '' : undefined}
              >
                {/* The language is named on its box's top edge, at the left, where both boxes of a pair start: one line less per
                    text than a label above, none of the box's width taken from the text (inside the box it cost 76 px of every
                    line), and never under the history's button at the pair's top right (studio review, session 40). */}
                <div className="relative flex flex-1 flex-col">
                  <TextBox oneLine={!multiline} {...props} />
                  <label
                    htmlFor={inputId}
                    className="pointer-events-none absolute -top-2 left-3 rounded-sm bg-surface px-1 text-xs leading-4 font-medium text-muted"
                  >
                    {languages[lang]}
                  </label>
                </div>
                <div className="min-w-0">
                  {error && (
                    <p id={`${inputId}-error`} className="mt-1 text-sm text-bad">
                      {error}
                    </p>
                  )}
                  {/* Quiet: amber words (the warn tone: to look at, not wrong; red read as an error, review round 13) under the box, a dismiss beside them; never an error (nothing is wrong yet). */}
                  {check && checking === lang && (
                    <p id={`${inputId}-check`} className="mt-1 flex items-center gap-1.5 text-xs text-warn">
                      <span className="i-lucide-languages h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                      <span className="min-w-0 flex-1">{check.note[lang]}</span>
                      <button
                        type="button"
                        onClick={() => setPending(null)}
                        // A finger's 44 px on a phone, the line kept short by the negative margin; small beside the words from 640 px.
                        className="keyboard-ring -my-3 inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md px-1.5 font-medium text-muted underline-offset-2 hover:text-ink hover:underline sm:-my-1 sm:min-h-7 sm:min-w-0"
                      >
                        {check.dismiss}
                      </button>
                    </p>
                  )}
                  {current && showsCurrent(lang) && <CurrentHint id={`${inputId}-current`} text={current[lang]} />}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </fieldset>
  );
}

/** A changed field's stored text under it ("Current: …"), after the save bar's ochre dot: the admin's one changed-field
 * mark (decision 0220), on the content pages and in the settings (decision 0266). */
export function CurrentHint({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className="mt-1 flex items-start gap-1 text-xs break-words text-muted">
      <span className="changed-dot mt-1.5" aria-hidden="true" />
      {text}
    </p>
  );
}
