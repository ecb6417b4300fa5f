// Asks before an entry is deleted, naming it (as the messages tab does).
import { Dialog } from '../../components/ui/dialog';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';

type Props = { title: string | null; busy: boolean; onCancel: () => void; onConfirm: () => void };

export function ConfirmDelete({ title, busy, onCancel, onConfirm }: Props) {
  const t = useAdminT();
  return (
    <Dialog
      role="alertdialog"
      open={title !== null}
      onClose={onCancel}
      title={t.lists.confirmTitle}
      actions={
        <>
          <button type="button" className="btn-outline" onClick={onCancel} autoFocus>
            {t.lists.cancel}
          </button>
          <button type="button" className="btn bg-bad text-bg hover:bg-bad/85" disabled={busy} onClick={onConfirm}>
            {t.lists.confirmDelete}
          </button>
        </>
      }
    >
      <p>{title !== null && fill(t.lists.confirmBody, { title })}</p>
    </Dialog>
  );
}
