// Two-step verification, the section's verdict: one switch that makes the second step required. It needs a factor to
// ask for, so without an app or a passkey it is off and disabled, saying what to add. Switching it on may make the
// first recovery codes, which the section then shows once.
import type { SecurityState } from '../../../src/contract';
import { useId } from 'react';
import { toast } from 'sonner';
import { useAdminT } from '../../lib/admin-i18n';
import { setSecondFactorRequired } from '../../lib/calls/security';
import { SettingsCard } from './settings-card';
import { useSecurityAction } from './use-security-action';

type Props = { state: SecurityState; hasFactor: boolean; onCodes: (codes: string[]) => void };

export function TwoStepCard({ state, hasFactor, onCodes }: Props) {
  const t = useAdminT();
  const s = t.security.twoStep;
  const id = useId();
  const { run, busy } = useSecurityAction();
  const on = state.secondFactorRequired;
  const flip = async (required: boolean) => {
    const answer = await run(() => setSecondFactorRequired(required), t.security.failed);
    if (!answer) return;
    // New codes are the bigger news: shown in their dialog instead of a toast.
    if (Array.isArray(answer.codes) && answer.codes.length) onCodes(answer.codes);
    else toast.success(required ? s.turnedOn : s.turnedOff);
  };
  return (
    // The switch is the state: no chip beside the title saying it again.
    <SettingsCard title={s.title} description={s.description}>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 has-[:disabled]:cursor-not-allowed">
        <input
          type="checkbox"
          role="switch"
          className="switch"
          checked={on}
          aria-checked={on}
          disabled={busy || (!hasFactor && !on)}
          aria-describedby={on ? undefined : `${id}-said`}
          onChange={(e) => void flip(e.target.checked)}
        />
        <span className="text-sm font-medium">{s.label}</span>
      </label>
      {/* Only what the switch cannot say: what switching it on does, or why it cannot be switched on yet. */}
      {hasFactor && !on && (
        <p id={`${id}-said`} className="muted mt-1 text-sm">
          {s.off}
        </p>
      )}
      {!hasFactor && !on && (
        <p id={`${id}-said`} className="mt-2 flex gap-2 rounded-lg border border-warn/40 bg-warn-soft p-3 text-sm text-ink">
          <span className="i-lucide-info text-warn mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {s.needFactor}
        </p>
      )}
    </SettingsCard>
  );
}
