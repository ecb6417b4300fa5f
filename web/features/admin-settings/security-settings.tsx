// Settings → Sign-in security (decision 0073): whether a second step is required, then the ways to take it (passkeys,
// the authenticator app, recovery codes) and the browsers that may skip it. New recovery codes, however made, are shown
// once in one dialog here.
import { SettingsPageHead } from './settings-card';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { LoadFailed } from '../../components/admin/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { useAdminT } from '../../lib/admin-i18n';
import { securityQuery } from '../../lib/calls/security';
import { PasskeysCard } from './passkeys-card';
import { RecoveryCodesCard } from './recovery-codes-card';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { RememberedCard } from './remembered-card';
import { TotpCard } from './totp-card';
import { TwoStepCard } from './two-step-card';

export function SecuritySettings() {
  const t = useAdminT();
  const state = useQuery(securityQuery());
  const [codes, setCodes] = useState<string[] | null>(null);
  if (state.isPending) return <Spinner label={t.security.loading} />;
  if (state.isError)
    return <LoadFailed what={t.security.loadFailed} error={state.error} retrying={state.isFetching} onRetry={() => void state.refetch()} />;
  const data = state.data;
  const factors = data.passkeys.length + (data.totp.enabled ? 1 : 0);
  const remembered = factors > 0 || data.rememberedDevices > 0;
  const s = t.security;
  return (
    <>
      <SettingsPageHead title={t.settings.tabs.security} description={s.pageIntro} />
      <Part id="two-step">
        <TwoStepCard state={data} hasFactor={factors > 0} onCodes={setCodes} />
      </Part>
      <Part id="passkeys">
        <PasskeysCard state={data} lastFactor={factors === 1 && data.passkeys.length === 1} />
      </Part>
      <Part id="app">
        <TotpCard state={data} lastFactor={factors === 1 && data.totp.enabled} onCodes={setCodes} />
      </Part>
      <Part id="codes">
        <RecoveryCodesCard state={data} hasFactor={factors > 0} onCodes={setCodes} />
      </Part>
      {/* Only once there is a second step a browser could skip: before that, it would only say "none". */}
      {remembered && (
        <Part id="remembered">
          <RememberedCard count={data.rememberedDevices} />
        </Part>
      )}
      <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} />
    </>
  );
}

/** One part of the section, at its anchor (the index's link brings it under the window's top edge). */
function Part({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={`security-${id}`} className="grid scroll-mt-6">
      {children}
    </div>
  );
}
