// Remembered devices: how many browsers skip the second step now, and "Forget all" (asked first; this browser too).
import { useState } from 'react';
import { toast } from 'sonner';
import { REMEMBER_DEVICE_DAYS } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { forgetRememberedDevices } from '../../lib/calls/security';
import { fill } from '../../lib/i18n';
import { SettingsCard } from './settings-card';
import { AskFirst } from './ask-first';
import { useSecurityAction } from './use-security-action';

export function RememberedCard({ count }: { count: number }) {
  const t = useAdminT();
  const r = t.security.remembered;
  const { run, busy } = useSecurityAction();
  const [asking, setAsking] = useState(false);
  const forget = async () => {
    setAsking(false);
    if ((await run(forgetRememberedDevices, t.security.failed)) !== null) toast.success(r.forgottenToast);
  };
  const said = count === 0 ? r.count.zero : count === 1 ? r.count.one : fill(r.count.other, { count });
  return (
    <SettingsCard title={r.title} description={fill(r.description, { days: REMEMBER_DEVICE_DAYS })}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">{said}</p>
        {count > 0 && (
          <button type="button" className="btn-danger" disabled={busy} onClick={() => setAsking(true)}>
            <span className="i-lucide-eraser h-4 w-4" aria-hidden="true" />
            {r.forget}
          </button>
        )}
      </div>
      <AskFirst
        open={asking}
        title={r.forgetTitle}
        action={r.forget}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void forget()}
      >
        <p>{r.forgetBody}</p>
      </AskFirst>
    </SettingsCard>
  );
}
