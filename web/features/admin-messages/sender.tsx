// Who wrote: the name, and the address as a mail link with a button that copies it (to paste into another mail app).
import { toast } from 'sonner';
import { useAdminT } from '../../lib/admin-i18n';

export function Sender({ name, email }: { name: string; email: string }) {
  const t = useAdminT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(email);
      toast.success(t.messages.addressCopied);
    } catch {
      toast.error(t.messages.copyFailed);
    }
  };
  return (
    <div className="grid gap-1">
      <span className="font-medium">{name}</span>
      <span className="flex flex-wrap items-center gap-x-2">
        <a
          className="keyboard-ring tap-target rounded text-accent-text underline underline-offset-2"
          href={`mailto:${encodeURIComponent(email)}`}
        >
          {email}
        </a>
        <button type="button" className="btn-outline min-h-11 px-3 py-1.5 text-xs" onClick={() => void copy()}>
          <span className="i-lucide-copy h-4 w-4" aria-hidden="true" />
          {t.messages.copyAddress}
        </button>
      </span>
    </div>
  );
}
