// The form of one entry in a dialog (a full-screen sheet on a phone): its list's fields on one surface, each a section
// under its heading (title and description in both languages first); Cancel and Done. Done closes it and the entry joins
// the page's unsaved changes, as a typed page text does: marked on its row and counted by the save bar, stored with the
// page's "Save Changes" (decision 0235: one save model, no sentence explaining a second step). Closing it with unsaved
// edits (Cancel, ×, Esc) asks first; an existing entry with nothing changed just closes on Done.
import { useEffect, useId, useRef } from 'react';
import { Dialog } from '../../components/ui/dialog';
import { useAdminT } from '../../lib/admin-i18n';
import { EntryFields } from './entry-fields';
import type { ListKind } from './kinds';
import type { EntryForm } from './use-entry-form';

export function EntryFormDialog({ kind, form }: { kind: ListKind; form: EntryForm }) {
  const t = useAdminT();
  const id = useId();
  const ref = useRef<HTMLFormElement>(null);
  const { session, errors, refusals } = form;
  // Problems the server named for no field the form shows (e.g. the id): listed at the top.
  const shown = Object.keys(kind.blank());
  const general = Object.entries(errors).filter(([field]) => !shown.includes(field.split('.')[0]!));

  // After a refused save the caret goes to the first field to fix.
  useEffect(() => {
    if (refusals) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus();
  }, [refusals]);

  const words = t.lists.kinds[kind.list.key];
  return (
    <Dialog
      wide
      open={session !== null}
      onClose={form.close}
      canClose={form.canClose}
      closeLabel={t.lists.closeForm}
      title={session?.draft.id === undefined ? words.create : words.update}
      actions={
        <>
          <button type="button" className="btn-outline" onClick={form.cancel}>
            {t.lists.cancel}
          </button>
          <button type="submit" form={id} className="btn-primary" disabled={form.uploading}>
            <span className="i-lucide-check h-4 w-4" aria-hidden="true" />
            {t.lists.done}
          </button>
        </>
      }
    >
      {session && (
        <form
          id={id}
          ref={ref}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            form.save();
          }}
          className="divide-y divide-line *:py-5 *:first:pt-1"
        >
          {general.length > 0 && (
            <div role="alert" tabIndex={-1} className="outline-none rounded-lg border border-bad/40 bg-bad/8 p-3 text-sm text-ink">
              <p className="font-semibold text-bad">{t.lists.errors.notAccepted}</p>
              <ul className="mt-1 list-disc pl-5">
                {general.map(([field, message]) => (
                  <li key={field}>{message}</li>
                ))}
              </ul>
            </div>
          )}
          <EntryFields list={kind.list} draft={session.draft} errors={errors} onChange={form.change} onUploading={form.setUploading} />
        </form>
      )}
    </Dialog>
  );
}
