// The entry form of one list: which entry is open and its draft, the errors beside its fields, and "Done", which checks
// the entry as the server would and hands it to the list's staged changes (stored with the page's "Save Changes").
// An existing entry left unchanged is not handed over again: Done just closes it.
import { useState } from 'react';
import { useAdminT } from '../../lib/admin-i18n';
import { useUnsavedChanges } from '../../lib/unsaved';
import { draftErrors, requestBody, sameDraft, type Draft, type DraftChange, type Entry } from './drafts';
import type { ListKind } from './kinds';
import { checkEntry, type FieldErrors } from './validate-entry';

type Session = { initial: Draft; draft: Draft };

/** `apply` takes the checked entry into the list's unsaved changes. */
export function useEntryForm(kind: ListKind, apply: (draft: Draft) => void) {
  const t = useAdminT();
  const [session, setSession] = useState<Session | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [uploading, setUploading] = useState(false);
  // Counts refusals, so the form can move the caret to the first field in error after each one.
  const [refusals, setRefusals] = useState(0);
  const dirty = session !== null && !sameDraft(session.draft, session.initial);
  const confirmDiscard = useUnsavedChanges(`${kind.list.key}-form`, dirty);

  const refuse = (found: FieldErrors) => {
    setErrors(found);
    setRefusals((n) => n + 1);
  };

  const save = () => {
    if (!session || uploading) return;
    // Nothing changed: nothing to hand over; Done (or Enter in a field) just closes the form.
    if (session.draft.id !== undefined && !dirty && Object.keys(errors).length === 0) return setSession(null);
    const sent = session.draft;
    // Errors name the body's rows of lines; shown under the draft's (rows empty in both languages are not sent).
    const found = draftErrors(checkEntry(kind.schema, requestBody(sent), t), sent);
    if (Object.keys(found).length) return refuse(found);
    apply(sent);
    setSession(null);
    setErrors({});
  };

  /** Asks before unsaved edits are dropped; true when the form may close. */
  const canClose = () => confirmDiscard(t.unsaved);

  return {
    session,
    errors,
    uploading,
    refusals,
    setUploading,
    save,
    canClose,
    /** Opens an entry (null: a new one), with what the server refused of it at the last save. */
    open: (entry: Entry | null, refused: FieldErrors = {}) => {
      const initial = entry ? ({ ...entry } as Draft) : kind.blank();
      setSession({ initial, draft: initial });
      setErrors(refused);
      setUploading(false);
    },
    /** The dialog has closed (done, discarded, or Esc after asking). */
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
