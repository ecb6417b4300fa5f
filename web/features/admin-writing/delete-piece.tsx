// "Delete" on a piece: asks first (both languages go, at once), then deletes.
import { useState } from 'react';
import { Dialog } from '../../components/ui/dialog';
import { useAdminT } from '../../lib/admin-i18n';
import { failureToast } from '../../lib/failure-toast';
import { fill } from '../../lib/i18n';

export function DeletePiece({ title, onDelete }: { title: string; onDelete: () => Promise<void> }) {
  const t = useAdminT();
  const words = t.publishing.editor;
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <button type="button" className="btn-danger" onClick={() => setAsking(true)}>
        <span className="i-lucide-trash-2 h-4 w-4" aria-hidden="true" />
        {words.remove}
      </button>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        role="alertdialog"
        title={words.remove}
        actions={
          <>
            <button type="button" className="btn-outline" onClick={() => setAsking(false)}>
              {t.publishing.schedule.cancel}
            </button>
            <button
              type="button"
              className="btn-danger"
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                try {
                  await onDelete();
                  setAsking(false);
                } catch (error) {
                  failureToast(words.removeFailed, error, t);
                } finally {
                  setBusy(false);
                }
              }}
            >
              {words.remove}
            </button>
          </>
        }
      >
        <p>{fill(words.removeQuestion, { title })}</p>
      </Dialog>
    </>
  );
}
