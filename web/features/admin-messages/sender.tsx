// Who wrote: the address as a mail link with an icon button beside it that copies it (to paste into another mail app).
import { useAdminT } from '../../lib/admin-i18n';
import { CopyButton } from '../../components/admin/copy-button';

/** The address as a mail link, the copy button beside it: the copy icon stays beside the address, however long (the
 *  address breaks, the button never wraps under it). */
export function SenderAddress({ email }: { email: string }) {
  const t = useAdminT();
  return (
    <span className="flex min-w-0 items-center gap-1">
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
  );
}
