// Who wrote: the name, and the address as a mail link with an icon button beside it that copies it (to paste into another mail app).
import { useAdminT } from '../../lib/admin-i18n';
import { CopyButton } from '../../components/admin/copy-button';

export function Sender({ name, email }: { name: string; email: string }) {
  const t = useAdminT();
  return (
    <div className="grid gap-1">
      <span className="font-medium">{name}</span>
      {/* The copy icon stays beside the address, however long: the address breaks, the button never wraps under it. */}
      <span className="flex items-center gap-1">
        <a className="ink-link tap-target min-w-0 break-all" href={`mailto:${encodeURIComponent(email)}`}>
          {email}
        </a>
        <CopyButton
          text={() => email}
          label={t.messages.copyAddress}
          failed={t.messages.copyFailed}
          iconOnly
          className="btn-ghost h-11 w-11 shrink-0 p-0"
        />
      </span>
    </div>
  );
}
