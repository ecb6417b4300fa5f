// The entry form of one list: which entry is open and its draft, the errors beside its fields, and saving it (POST
// for a new entry, PUT of the whole entry for an existing one) with product.md §8's toasts, then refreshing the list.
// An existing entry left unchanged is not sent again; the entry just saved is remembered, for its row to say "Saved".
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { useAdminT } from '../../lib/admin-i18n';
import { failureToast } from '../../lib/failure-toast';
import { fill } from '../../lib/i18n';
import { useUnsavedChanges } from '../../lib/unsaved';
import { draftErrors, requestBody, sameDraft, type Draft, type DraftChange, type Entry } from './drafts';
import type { ListKind } from './kinds';
import { serverIssues } from '../../lib/server-issues';
import { checkEntry, issueErrors, type FieldErrors } from './validate-entry';

type Session = { initial: Draft; draft: Draft };

/** `title` names the entry in the admin's language (the toast and the row's "Saved" say it). */
export function useEntryForm(kind: ListKind, title: (entry: Entry) => string) {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const [session, setSession] = useState<Session | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  // Counts refused saves, so the form can move the caret to the first field in error after each one.
  const [refusals, setRefusals] = useState(0);
  /** The entry the last save stored: its row says "Saved" until another form is opened. */
  const [savedId, setSavedId] = useState<number | null>(null);
  const dirty = session !== null && !sameDraft(session.draft, session.initial);
  const confirmDiscard = useUnsavedChanges(`${kind.list.key}-form`, dirty);

  const refuse = (found: FieldErrors) => {
    setErrors(found);
    setRefusals((n) => n + 1);
  };

  const save = async () => {
    if (!session || saving || uploading) return;
    // Nothing to store: no request (the Save button says so and is disabled; Enter in a field lands here).
    if (session.draft.id !== undefined && !dirty) return;
    const sent = session.draft;
    const body = requestBody(sent);
    // Errors name the body's rows of lines; shown under the draft's (rows empty in both languages are not sent).
    const found = draftErrors(checkEntry(kind.schema, body, t), sent);
    if (Object.keys(found).length) return refuse(found);
    const { queryKey } = kind.query();
    const isNew = body.id === undefined;
    setSaving(true);
    try {
      const stored = await (body.id === undefined ? kind.create(body) : kind.replace(body.id, body));
      setSession(null);
      setErrors({});
      setSavedId(stored.id);
      // product.md §8's words ("Service updated"), then which entry, and that visitors see it now.
      toast.success(isNew ? kind.toasts(t).afterCreate : kind.toasts(t).afterUpdate, {
        description: fill(t.lists.savedEntry, { title: title(stored) }),
      });
      await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      const issues = serverIssues(error);
      if (issues) refuse(draftErrors(issueErrors(issues), sent));
      // Refused fields are marked in the form; the toast says what happened in the owner's words.
      failureToast(t.toast.failedToSave, error, t, issues ? undefined : () => void save());
    } finally {
      setSaving(false);
    }
  };

  /** Asks before unsaved edits are dropped; true when the form may close. */
  const canClose = () => confirmDiscard(t.unsaved);

  return {
    session,
    errors,
    saving,
    /** An existing entry whose draft differs from what is stored (a new one is always "changed"). */
    changed: session !== null && (session.draft.id === undefined || dirty),
    savedId,
    uploading,
    refusals,
    setUploading,
    save,
    canClose,
    open: (entry: Entry | null) => {
      const initial = entry ? ({ ...entry } as Draft) : kind.blank();
      setSession({ initial, draft: initial });
      setSavedId(null);
      setErrors({});
      setUploading(false);
    },
    /** The dialog has closed (saved, discarded, or Esc after asking). */
    close: () => setSession(null),
    cancel: () => canClose() && setSession(null),
    change: (change: DraftChange) => {
      const before = session?.draft as Record<string, unknown> | undefined;
      setSession((s) => s && { ...s, draft: { ...s.draft, ...change } });
      // A field the admin is fixing no longer shows its old error; in rows of lines, the line that changed (typed in,
      // moved or removed), or every line when their count changed.
      const fixed = (field: string) => {
        const [name, row] = field.split('.');
        if (!name || !(name in change)) return false;
        if (row === undefined) return true;
        const [old, now] = [before?.[name], change[name]] as (string[] | undefined)[];
        return old?.length !== now?.length || old?.[Number(row)] !== now?.[Number(row)];
      };
      setErrors((all) => Object.fromEntries(Object.entries(all).filter(([field]) => !fixed(field))));
    },
  };
}

export type EntryForm = ReturnType<typeof useEntryForm>;
