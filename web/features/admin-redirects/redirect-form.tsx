// The dialog that adds or changes a redirect: from, to (the site's own addresses suggested under it), and whether it is
// for good. Problems the list already shows (a loop, a chain, a taken address) are said under the field before anything
// is sent; the server's refusal too.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { Redirect } from '../../../src/contract';
import { Dialog } from '../../components/ui/dialog';
import { useAdminT } from '../../lib/admin-i18n';
import { ApiError } from '../../lib/api';
import { addRedirect, missedPathsQuery, redirectsQuery, saveRedirect } from '../../lib/calls/redirects';
import { failureToast } from '../../lib/failure-toast';
import { serverIssues } from '../../lib/server-issues';
import { type KnownAddress, suggestionsFor, useKnownAddresses } from './known-addresses';
import { redirectProblems, type RedirectDraft, type RedirectProblems } from './redirect-problems';

/** What the dialog opens on: a new redirect (maybe for an address not found), or one to change. */
export type RedirectEditing = { draft: RedirectDraft; id?: number };

type Props = { editing: RedirectEditing | null; existing: Redirect[]; onClose: () => void };

export function RedirectForm({ editing, existing, onClose }: Props) {
  const t = useAdminT();
  const words = t.redirects.form;
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<RedirectDraft>({ from: '', to: '', permanent: true });
  const [problems, setProblems] = useState<RedirectProblems>({});
  const [saving, setSaving] = useState(false);
  const ids = { from: useId(), to: useId(), fromNote: useId(), toNote: useId(), suggested: useId(), pieces: useId() };
  const toField = useRef<HTMLInputElement>(null);
  const suggested = suggestionsFor(draft.to, useKnownAddresses(), draft.from.trim());
  useEffect(() => {
    if (!editing) return;
    setDraft(editing.draft);
    setProblems({});
    // An address not found opens with From filled: the next thing to type is where it goes.
    if (editing.draft.from && !editing.draft.to) requestAnimationFrame(() => toField.current?.focus());
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

  const offerList = (id: string, heading: string, offered: KnownAddress[]) =>
    offered.length > 0 && (
      <div className="mt-3">
        <p id={id} className="text-xs font-medium text-muted">
          {heading}
        </p>
        <ul aria-labelledby={id} className="mt-1.5 flex flex-wrap gap-1.5">
          {offered.map((address) => {
            const best = address === suggested.best;
            return (
              <li key={address.path} className="min-w-0 max-w-full">
                <button
                  type="button"
                  onClick={() => {
                    set({ to: address.path });
                    toField.current?.focus();
                  }}
                  className={`btn btn-sm max-w-full border text-ink ${
                    best ? 'border-ink bg-surface-alt hover:bg-surface' : 'border-line-strong bg-surface hover:bg-surface-alt'
                  }`}
                >
                  {/* Its name begins with what it does, then says what is seen. */}
                  <span className="sr-only">{words.useAddress}</span>
                  {best && (
                    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-ink px-1.5 py-0.5 text-[0.6875rem] leading-none font-semibold text-bg">
                      <span className="i-lucide-sparkles h-3 w-3" aria-hidden="true" />
                      {words.bestMatch}
                    </span>
                  )}
                  {/* A long address is cut too, so the row never outgrows the dialog: the name gives way first. */}
                  <span className="min-w-0 truncate">{address.path}</span>
                  <span className="min-w-0 shrink-[4] truncate font-normal text-muted">{address.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    );

  const field = (name: 'from' | 'to') => (
    <div>
      <label htmlFor={ids[name]} className="block text-sm font-semibold">
        {words[name]}
      </label>
      <p id={`${ids[name]}-hint`} className="muted mt-0.5 text-sm">
        {words[name === 'from' ? 'fromHint' : 'toHint']}
      </p>
      <input
        id={ids[name]}
        ref={name === 'to' ? toField : undefined}
        className="field mt-2 text-sm"
        value={draft[name]}
        onChange={(e) => set({ [name]: e.target.value })}
        autoComplete="off"
        spellCheck={false}
        inputMode="url"
        aria-invalid={problems[name] ? true : undefined}
        aria-describedby={`${ids[name]}-hint${problems[name] ? ` ${ids[name === 'from' ? 'fromNote' : 'toNote']}` : ''}`}
      />
      {problems[name] && (
        <p id={ids[name === 'from' ? 'fromNote' : 'toNote']} className="mt-1.5 text-sm text-bad">
          {problems[name]}
        </p>
      )}
      {/* Where it can lead: the site's pages, and the articles and story pages that are up, narrowed as the address is
          typed; the one nearest the From address first, marked. A press fills it in. Any other address can still be
          typed. */}
      {name === 'to' && (
        <>
          {offerList(ids.suggested, words.suggested, suggested.pages)}
          {offerList(ids.pieces, words.suggestedPieces, suggested.pieces)}
        </>
      )}
    </div>
  );
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
          <button type="submit" form={formId} className="btn-primary" disabled={saving}>
            {words.save}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void submit(e)} className="grid grid-cols-[minmax(0,1fr)] gap-5" noValidate>
        {field('from')}
        {field('to')}
        <fieldset>
          <legend className="text-sm font-semibold">{words.kind}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {([true, false] as const).map((permanent) => (
              <label
                key={String(permanent)}
                className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border p-3 ${
                  draft.permanent === permanent ? 'border-ink bg-surface-alt' : 'border-line hover:border-line-strong'
                }`}
              >
                <input
                  type="radio"
                  name="permanent"
                  className="keyboard-ring mt-1 h-4 w-4 shrink-0"
                  checked={draft.permanent === permanent}
                  onChange={() => set({ permanent })}
                />
                <span>
                  <span className="block text-sm font-medium">{permanent ? t.redirects.permanent : t.redirects.temporary}</span>
                  <span className="muted block text-sm">{permanent ? words.permanentHint : words.temporaryHint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </form>
    </Dialog>
  );
}
