// Asks before a change that cannot be taken back (a passkey removed, codes replaced, devices signed out): what happens,
// then Cancel (focused) and the action, drawn in `bad` when it takes something away.
import type { ReactNode } from 'react';
import { Dialog } from '../../components/ui/dialog';
import { useAdminT } from '../../lib/admin-i18n';

type Props = {
  open: boolean;
  title: string;
  children: ReactNode;
  action: string;
  busy?: boolean;
  destructive?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

export function AskFirst({ open, title, children, action, busy = false, destructive = true, onCancel, onConfirm }: Props) {
  const t = useAdminT();
  return (
    <Dialog
      role="alertdialog"
      open={open}
      onClose={onCancel}
      title={title}
      actions={
        <>
          <button type="button" className="btn-outline" onClick={onCancel} autoFocus>
            {t.security.cancel}
          </button>
          <button
            type="button"
            className={destructive ? 'btn bg-bad text-bg hover:bg-bad/85' : 'btn-primary'}
            disabled={busy}
            onClick={onConfirm}
          >
            {action}
          </button>
        </>
      }
    >
      <div className="grid gap-2">{children}</div>
    </Dialog>
  );
}
