// Who wrote: the name, and the address as a mail link with a button that copies it (to paste into another mail app).
import { useAdminT } from '../../lib/admin-i18n';
import { CopyButton } from '../../components/admin/copy-button';

export function Sender({ name, email }: { name: string; email: string }) {
  const t = useAdminT();
  return (
    <div className="grid gap-1">
      <span className="font-medium">{name}</span>
      <span className="flex flex-wrap items-center gap-x-2">
        <a className="ink-link tap-target" href={`mailto:${encodeURIComponent(email)}`}>
          {email}
        </a>
        <CopyButton
          text={() => email}
          label={t.messages.copyAddress}
          failed={t.messages.copyFailed}
          className="btn-outline min-h-11 px-3 py-1.5 text-xs"
        />
      </span>
    </div>
  );
}
