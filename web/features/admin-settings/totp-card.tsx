// The authenticator app's card: on (since when, last used), not set up, or set up but unreadable on this server (its
// key not here: set it up again). Set up opens the QR dialog; Remove asks first, saying when it is the last factor.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { SecurityState, TotpSetup } from '../../../src/contract';
import { DateText, fillNodes } from '../../components/admin/date-text';
import { useAdminT } from '../../lib/admin-i18n';
import { removeTotp, securityQuery, startTotpSetup } from '../../lib/calls/security';
import { shortDate } from '../../lib/dates';
import { useLang } from '../../lib/i18n';
import { type CardStatus, SettingsCard } from './settings-card';
import { AskFirst } from './ask-first';
import { TotpSetupDialog } from './totp-setup-dialog';
import { useSecurityAction } from './use-security-action';

type Props = { state: SecurityState; lastFactor: boolean; onCodes: (codes: string[]) => void };

export function TotpCard({ state, lastFactor, onCodes }: Props) {
  const t = useAdminT();
  const a = t.security.app;
  const lang = useLang();
  const queryClient = useQueryClient();
  const { run, busy } = useSecurityAction();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [asking, setAsking] = useState(false);
  const { enabled, readable, createdAt, lastUsedAt } = state.totp;
  const status: CardStatus = !enabled
    ? { tone: 'neutral', label: a.status.off }
    : readable
      ? { tone: 'good', label: a.status.on }
      : { tone: 'warn', label: a.status.unreadable };
  const at = (iso: string) => <DateText text={shortDate(iso, lang)} at={iso} />;

  const begin = async () => {
    const made = await run(startTotpSetup, t.security.failed);
    if (made) setSetup(made);
  };
  const remove = async () => {
    if ((await run(removeTotp, t.security.failed)) !== null) toast.success(a.removedToast);
    setAsking(false);
  };
  return (
    <SettingsCard title={a.title} description={a.description} status={status}>
      <div className="grid gap-4">
        {enabled && !readable ? (
          <p role="alert" className="flex gap-2 rounded-lg border border-warn/40 bg-warn-soft p-3 text-sm text-ink">
            <span className="i-lucide-triangle-alert text-warn mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {a.unreadable}
          </p>
        ) : enabled ? (
          <p className="flex flex-wrap gap-x-4 text-sm">
            {createdAt && <span>{fillNodes(a.since, { time: at(createdAt) })}</span>}
            {lastUsedAt && <span>{fillNodes(a.lastUsed, { time: at(lastUsedAt) })}</span>}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {(!enabled || !readable) && (
            <button type="button" className="btn-outline" disabled={busy} onClick={() => void begin()}>
              <span className="i-lucide-qr-code h-4 w-4" aria-hidden="true" />
              {enabled ? a.setUpAgain : a.setUp}
            </button>
          )}
          {enabled && (
            <button type="button" className="btn-danger" disabled={busy} onClick={() => setAsking(true)}>
              <span className="i-lucide-trash-2 h-4 w-4" aria-hidden="true" />
              {a.remove}
            </button>
          )}
        </div>
      </div>
      <TotpSetupDialog
        setup={setup}
        turnsOnTwoStep={!state.secondFactorRequired}
        onClose={() => setSetup(null)}
        onOn={(codes) => {
          setSetup(null);
          void queryClient.invalidateQueries({ queryKey: securityQuery().queryKey });
          if (codes.length) onCodes(codes);
          else toast.success(a.onToast);
        }}
      />
      <AskFirst
        open={asking}
        title={a.removeTitle}
        action={a.remove}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void remove()}
      >
        <p>{a.removeBody}</p>
        {lastFactor && <p className="font-medium text-warn">{t.security.lastFactor}</p>}
      </AskFirst>
    </SettingsCard>
  );
}
