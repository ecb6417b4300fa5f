// Who wrote: the address as a mail link with an icon button beside it that copies it (to paste into another mail app).
import { useAdminT } from '../../lib/admin-i18n';
import { CopyButton } from '../../components/admin/copy-button';

/** The address as a mail link (44 px tall on a touch screen), the copy button beside it: one line however long the address (round 18: "procure/ment"
 *  broke mid-word), a long one cut with an ellipsis and whole in its title; the copy button copies it whole in one click. */
export function SenderAddress({ email }: { email: string }) {
  const t = useAdminT();
  return (
    <span className="flex min-w-0 items-center gap-1 max-sm:w-full">
      <a className="ink-link min-w-0 truncate max-md:leading-[2.75rem]" title={email} href={`mailto:${encodeURIComponent(email)}`}>
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
