// "Delete" on a piece, in the editor's "More actions" menu beside its title, away from Save Changes: asks first (both
// languages go, at once), then deletes.
import { useState } from 'react';
import { ActionsMenu } from '../../components/admin/actions-menu';
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
      <ActionsMenu
        label={fill(words.more, { title })}
        large
        actions={[
          {
            label: fill(words.removeNamed, { title }),
            text: words.remove,
            icon: 'i-lucide-trash-2',
            destructive: true,
            onSelect: () => setAsking(true),
          },
        ]}
      />
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        role="alertdialog"
        title={words.remove}
        actions={
          <>
            <button type="button" className="btn-outline" onClick={() => setAsking(false)} autoFocus>
              {t.publishing.schedule.cancel}
            </button>
            {/* The confirming press filled in `bad`, as every confirmation that removes something in the admin. */}
            <button
              type="button"
              className="btn bg-bad text-bg hover:bg-bad/85 disabled:opacity-60"
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
