// The dialog that adds or changes a redirect: first its kind (for good or for now, a choice of two), then from, then to,
// a combobox that searches the site's own addresses as it is typed (any other can still be typed); for an address not
// found it opens filled with the page nearest it in words (the one the list marks Suggested). Problems the list
// already shows (a loop, a chain, a taken address) are said under the field as it is written, and Save waits until there
// are none; the server still decides, and its refusal is said there too.
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Redirect } from '../../../src/contract';
import { Dialog } from '../../components/ui/dialog';
import { useAdminT } from '../../lib/admin-i18n';
import { fill, sentenceGap, useLang } from '../../lib/i18n';
import { ApiError } from '../../lib/api';
import { addRedirect, missedPathsQuery, redirectsQuery, saveRedirect } from '../../lib/calls/redirects';
import { failureToast } from '../../lib/failure-toast';
import { serverIssues } from '../../lib/server-issues';
import { type KnownAddress, prefilledTo, suggestionsFor, useKnownAddresses } from './known-addresses';
import { redirectProblems, type RedirectDraft, type RedirectProblems } from './redirect-problems';
import { Phrased } from '../../components/ui/phrased';

/** What the dialog opens on: a new redirect (maybe for an address not found), or one to change. */
export type RedirectEditing = { draft: RedirectDraft; id?: number };

type Props = { editing: RedirectEditing | null; existing: Redirect[]; onClose: () => void };

export function RedirectForm({ editing, existing, onClose }: Props) {
  const t = useAdminT();
  const lang = useLang();
  const words = t.redirects.form;
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<RedirectDraft>({ from: '', to: '', permanent: true });
  const [problems, setProblems] = useState<RedirectProblems>({});
  const [saving, setSaving] = useState(false);
  // Whether each field has been left once (its form is then said), and the To list's state.
  const [left, setLeft] = useState({ from: false, to: false });
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const ids = { from: useId(), to: useId(), fromNote: useId(), toNote: useId(), suggested: useId(), kind: useId() };
  const toField = useRef<HTMLInputElement>(null);
  const known = useKnownAddresses();
  // Read when the dialog opens, not followed after: the articles' list arriving later never changes what was typed.
  const knownNow = useRef(known);
  knownNow.current = known;
  const suggested = suggestionsFor(draft.to, known, draft.from.trim());
  useEffect(() => {
    if (!editing) return;
    // An address not found opens with From filled, and To with the page nearest it in words when one is (the list's
    // Suggested), selected: kept with Save, or typed over.
    const prefilled = editing.draft.from && !editing.draft.to ? prefilledTo(editing.draft.from, knownNow.current) : '';
    setDraft({ ...editing.draft, to: editing.draft.to || prefilled });
    setProblems({});
    // What it opens with was typed before: said at once if it is wrong.
    setLeft({ from: editing.draft.from !== '', to: editing.draft.to !== '' });
    setListOpen(false);
    setActive(-1);
    // The next thing to do is say (or take) where it goes.
    if (editing.draft.from && !editing.draft.to)
      requestAnimationFrame(() => {
        toField.current?.focus();
        toField.current?.select();
      });
  }, [editing]);
  const set = (change: Partial<RedirectDraft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setProblems({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = redirectProblems(draft, existing, t.redirects.problems, editing?.id);
    if (found.from || found.to) return setProblems(found);
    const body = { from: draft.from.trim(), to: draft.to.trim(), permanent: draft.permanent };
    setSaving(true);
    try {
      await (editing?.id === undefined ? addRedirect(body) : saveRedirect(editing.id, body));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: redirectsQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: missedPathsQuery().queryKey }),
      ]);
      toast.success(words.saved);
      onClose();
    } catch (error) {
      // A refusal that names a field is said there, in the admin's words; anything else is a toast.
      const issues = serverIssues(error, [422, 409]);
      const field = issues?.find((issue) => issue.path === 'from' || issue.path === 'to')?.path;
      // 409 on From: another redirect took it meanwhile (another tab); 422: it is one of the site's own pages.
      const taken = error instanceof ApiError && error.status === 409;
      if (field === 'from') setProblems({ from: taken ? t.redirects.problems.fromTaken : t.redirects.problems.fromRefused });
      else if (field === 'to') setProblems({ to: t.redirects.problems.toRefused });
      failureToast(words.saveFailed, error, t);
    } finally {
      setSaving(false);
    }
  };

  // The "To" field is a combobox: what is typed narrows the site's addresses listed under it (pages, then articles and
  // story pages, the nearest From marked); arrows move through them, Enter or a press takes one, Escape folds the list.
  // Any other address can still be typed.
  const offered = [...suggested.pages, ...suggested.pieces];
  const optionId = (i: number) => `${ids.suggested}-${i}`;
  const listShown = listOpen && offered.length > 0;
  // Typed, matching none of the site's addresses (nor being one): said, so an empty list reads as meant.
  const noMatch = listOpen && offered.length === 0 && draft.to.trim() !== '' && !known.some((a) => a.path === draft.to.trim());
  const choose = (address: KnownAddress) => {
    set({ to: address.path });
    setListOpen(false);
    setActive(-1);
    toField.current?.focus();
  };
  const onToKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!listOpen) return setListOpen(true);
      if (offered.length === 0) return;
      const last = offered.length - 1;
      setActive((i) => (event.key === 'ArrowDown' ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1));
      return;
    }
    if (event.key === 'Enter' && listOpen && active >= 0 && offered[active]) {
      event.preventDefault();
      choose(offered[active]);
      return;
    }
    if (event.key === 'Escape' && listOpen) {
      // Folds the list only: the dialog stays open.
      event.preventDefault();
      event.stopPropagation();
      setListOpen(false);
      setActive(-1);
    }
  };
  const group = (id: string, heading: string, list: KnownAddress[], from: number) =>
    list.length > 0 && (
      // A group of options, as a listbox holds them (a fieldset may not be in one); its name shown, read by aria-label.
      // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role="group"
      <div role="group" aria-label={heading} id={id}>
        <p aria-hidden="true" className="px-3 pt-2 pb-1 text-xs font-medium text-muted">
          {heading}
        </p>
        {list.map((address, k) => {
          const i = from + k;
          const best = address === suggested.best;
          return (
            // The focus stays in the field (aria-activedescendant): a press takes the address without moving it.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the field's arrows and Enter choose; the option is never focused
            <div
              key={address.path}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              tabIndex={-1}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(address)}
              onMouseMove={() => setActive(i)}
              className={`flex min-h-11 min-w-0 cursor-pointer items-center gap-2 rounded-lg px-3 py-1.5 text-sm ${
                i === active ? 'bg-surface-alt' : ''
              }`}
            >
              {/* A long address is cut, the name gives way first: the row never outgrows the dialog. */}
              <span className="min-w-0 truncate font-medium text-ink">{address.path}</span>
              <span className="min-w-0 shrink-[4] truncate text-muted">{address.name}</span>
              {best && (
                <span className="ml-auto inline-flex shrink-0 items-center gap-1 rounded-full bg-ink px-1.5 py-0.5 text-[0.6875rem] leading-none font-semibold text-bg">
                  <span className="i-lucide-sparkles h-3 w-3" aria-hidden="true" />
                  {words.bestMatch}
                </span>
              )}
            </div>
          );
        })}
      </div>
    );

  // A problem is said once its field has something in it: a rule broken (loop, chain, taken) at once, a form only once
  // the field is left (a half-typed https:// is not yet wrong). The server's refusal, until the field changes.
  const found = redirectProblems(draft, existing, t.redirects.problems, editing?.id);
  const valid = !found.from && !found.to;
  const formats = { from: t.redirects.problems.fromFormat, to: t.redirects.problems.toFormat };
  const shown = (name: 'from' | 'to') =>
    problems[name] ?? (draft[name].trim() !== '' && found[name] && (left[name] || found[name] !== formats[name]) ? found[name] : undefined);

  const field = (name: 'from' | 'to') => {
    const problem = shown(name);
    const note = ids[name === 'from' ? 'fromNote' : 'toNote'];
    const combo = name === 'to';
    return (
      <div>
        <label htmlFor={ids[name]} className="block text-sm font-semibold">
          {words[name]}
        </label>
        <p id={`${ids[name]}-hint`} className="muted phrase-balance mt-0.5 text-sm">
          <Phrased balanced text={words[name === 'from' ? 'fromHint' : 'toHint']} />
        </p>
        <input
          id={ids[name]}
          ref={combo ? toField : undefined}
          className="field mt-2 text-sm"
          value={draft[name]}
          onChange={(e) => {
            set({ [name]: e.target.value });
            if (combo) {
              setListOpen(true);
              setActive(-1);
            }
          }}
          onBlur={() => {
            setLeft((l) => ({ ...l, [name]: true }));
            if (combo) setListOpen(false);
          }}
          autoComplete="off"
          spellCheck={false}
          inputMode="url"
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${ids[name]}-hint${problem ? ` ${note}` : ''}`}
          {...(combo
            ? {
                role: 'combobox',
                placeholder: words.toPlaceholder,
                'aria-autocomplete': 'list' as const,
                'aria-expanded': listShown,
                'aria-controls': ids.suggested,
                'aria-activedescendant': listShown && active >= 0 ? optionId(active) : undefined,
                onKeyDown: onToKey,
                onFocus: () => setListOpen(true),
                onClick: () => setListOpen(true),
              }
            : {})}
        />
        {problem && (
          <p id={note} className="mt-1.5 text-sm text-bad">
            {problem}
          </p>
        )}
        {/* The list in the dialog's flow, under the field (the last one): never cut by the dialog's edge. */}
        {combo && (
          <div
            id={ids.suggested}
            role="listbox"
            aria-label={words.to}
            hidden={!listShown}
            // About five rows, scrolling inside: the dialog stays short and its buttons in view.
            className="mt-1.5 max-h-60 overflow-y-auto overscroll-contain rounded-xl border border-line-strong bg-surface p-1 shadow-md"
          >
            {group(`${ids.suggested}-pages`, words.suggested, suggested.pages, 0)}
            {group(`${ids.suggested}-pieces`, words.suggestedPieces, suggested.pieces, suggested.pages.length)}
          </div>
        )}
        {combo && noMatch && !problem && (
          <p className="field-hint phrase-balance mt-1.5">
            <Phrased balanced text={words.noMatch} />
          </p>
        )}
      </div>
    );
  };
  const formId = useId();
  return (
    <Dialog
      open={editing !== null}
      onClose={onClose}
      title={editing?.id === undefined ? words.titleNew : words.titleEdit}
      closeLabel={words.cancel}
      actions={
        <>
          <button type="button" className="btn-outline" onClick={onClose}>
            {words.cancel}
          </button>
          {/* Until the form is whole and breaks none of the rules said under its fields; the server still decides. */}
          <button type="submit" form={formId} className="btn-primary" disabled={saving || !valid}>
            {words.save}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void submit(e)} className="grid grid-cols-[minmax(0,1fr)] gap-5" noValidate>
        {/* First, short: which kind, as a choice of two, the chosen one's meaning said under it. */}
        <fieldset aria-describedby={ids.kind}>
          <legend className="text-sm font-semibold">{words.kind}</legend>
          <div className="segmented mt-2 flex max-w-full gap-1">
            {([true, false] as const).map((permanent) => (
              <label
                key={String(permanent)}
                className="flex min-h-11 min-w-11 cursor-pointer items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-muted hover:bg-surface-alt has-[:checked]:bg-raised has-[:checked]:text-ink has-[:checked]:shadow-[var(--shadow-raised)] has-[:checked]:hover:bg-raised has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus"
              >
                <input
                  type="radio"
                  name="permanent"
                  className="sr-only"
                  checked={draft.permanent === permanent}
                  onChange={() => set({ permanent })}
                />
                {/* Plain words first (round 21: "Permanent 301" read as jargon); the code is said under, secondary. */}
                {permanent ? words.permanentChoice : words.temporaryChoice}
              </label>
            ))}
          </div>
          <p id={ids.kind} className="muted phrase-balance mt-1.5 text-sm">
            <Phrased balanced text={draft.permanent ? words.permanentHint : words.temporaryHint} />
            {sentenceGap(lang)}
            <span className="text-xs whitespace-nowrap text-faint tabular-nums">
              {fill(words.code, { code: draft.permanent ? '301' : '302' })}
            </span>
          </p>
        </fieldset>
        {field('from')}
        {field('to')}
      </form>
    </Dialog>
  );
}
