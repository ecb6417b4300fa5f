// Under the email settings: whether the server can send at all, and a test email to prove it.
import { useQuery } from '@tanstack/react-query';
import { useAdminT } from '../../lib/admin-i18n';
import { emailStatusQuery } from '../../lib/calls/notifications';
import { useTestEmail } from '../../lib/email-status';
import { fill } from '../../lib/i18n';

export function EmailDelivery() {
  const t = useAdminT().settings;
  const status = useQuery(emailStatusQuery());
  const test = useTestEmail();
  if (!status.data) return null;
  if (!status.data.configured) {
    return (
      <p role="note" className="rounded-lg border border-warn/40 bg-warn-soft p-3 text-sm text-warn">
        <span className="i-lucide-triangle-alert mr-1.5 h-4 w-4" aria-hidden="true" />
        {t.notConfigured}
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span className="muted">{fill(t.configuredFrom, { from: status.data.from ?? '' })}</span>
      <button type="button" className="btn-outline px-3 py-1.5" disabled={test.isPending} onClick={() => test.mutate()}>
        <span className="i-lucide-mail-check h-4 w-4" aria-hidden="true" />
        {test.isPending ? t.testSending : t.testEmail}
      </button>
    </div>
  );
}
