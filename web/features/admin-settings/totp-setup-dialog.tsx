// Setting up the authenticator app: its QR code and key (in groups of four, with Copy), then its first code, which
// switches it on; nothing changes on the account until that code is right. New recovery codes go to the caller.
import { useId, useState, type FormEvent } from 'react';
import type { TotpSetup } from '../../../src/contract';
import { CodeField, sixDigits } from '../../components/admin/code-field';
import { CopyButton } from '../../components/admin/copy-button';
import { Dialog } from '../../components/ui/dialog';
import { useAdminT } from '../../lib/admin-i18n';
import { ApiError } from '../../lib/api';
import { confirmTotp } from '../../lib/calls/security';
import { failureText } from '../../lib/failure-text';
import { ConfirmCancelled, withConfirm } from './confirm-its-you';
import { QrCode } from './qr-code';

type Props = {
  setup: TotpSetup | null;
  /** Two-step is off now: turning the app on turns it on, which signs every other browser out (said before it happens). */
  turnsOnTwoStep: boolean;
  onClose: () => void;
  onOn: (codes: string[]) => void;
};

/** "JBSW Y3DP EHPK 3PXP": a key read off one screen and typed on another, four letters at a time. */
export const groupsOfFour = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function TotpSetupDialog({ setup, turnsOnTwoStep, onClose, onOn }: Props) {
  const t = useAdminT();
  const a = t.security.app;
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setCode('');
    setError(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = sixDigits(code);
    if (!digits) return setError(a.needDigits);
    setBusy(true);
    try {
      const made = await withConfirm(() => confirmTotp(digits));
      setCode('');
      setError(null);
      onOn(made.codes);
    } catch (failure) {
      if (failure instanceof ConfirmCancelled) return;
      // A wrong code is a value the server will not take (422: no sign-in, so never a 401); 409, the key shown has
      // expired (the dialog stood open too long).
      const status = failure instanceof ApiError ? failure.status : 0;
      setError(status === 422 ? a.wrongCode : status === 409 ? a.expired : failureText(failure, t.failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={setup !== null}
      onClose={close}
      title={a.setupTitle}
      closeLabel={t.security.cancel}
      actions={
        <>
          <button type="button" className="btn-outline" onClick={close}>
            {t.security.cancel}
          </button>
          <button type="submit" form={id} className="btn-primary" disabled={busy}>
            {busy ? a.turningOn : a.turnOn}
          </button>
        </>
      }
    >
      {setup && (
        <form id={id} onSubmit={submit} noValidate className="grid gap-6">
          <div className="grid gap-5 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start">
            {/* On a phone the QR code comes last: the phone showing it cannot scan it, its own app takes the link first. */}
            <div className="grid justify-items-start gap-2 max-sm:order-last">
              {/* Step 1 on a wide screen; on a phone, where the key comes first, the other way, after it. */}
              <p className="text-sm font-medium max-sm:hidden">
                <span className="text-muted">1.</span> {a.scan}
              </p>
              <p className="text-sm text-muted sm:hidden">{a.scanElsewhere}</p>
              <QrCode text={setup.uri} label={a.qrLabel} />
            </div>
            <div className="grid gap-2 sm:pt-7">
              <p className="text-sm text-muted max-sm:hidden">{a.manual}</p>
              {/* On a phone the steps start here (round 14: they began with "Or…" before step 1). */}
              <p className="text-sm font-medium sm:hidden">
                <span className="text-muted">1.</span> {a.manualFirst}
              </p>
              <p
                className="rounded-lg border border-line bg-surface-alt px-3 py-2 code-text text-[0.9375rem] tracking-wide"
                translate="no"
                data-totp-secret
              >
                {groupsOfFour(setup.secret)}
              </p>
              <div className="flex flex-wrap gap-2">
                <CopyButton text={() => setup.secret} label={a.copyKey} failed={a.copyFailed} />
                {/* On a phone the QR code cannot be scanned by the phone showing it: its app takes the address itself. */}
                <a href={setup.uri} className="btn-outline sm:hidden">
                  <span className="i-lucide-smartphone h-4 w-4" aria-hidden="true" />
                  {a.openApp}
                </a>
              </div>
            </div>
          </div>
          <CodeField
            kind="digits"
            label={`2. ${a.enter}`}
            value={code}
            onText={(text) => {
              setCode(text);
              setError(null);
            }}
            error={error}
          />
          {/* What the button also does, said where it cannot be missed. */}
          {turnsOnTwoStep && (
            <p className="flex gap-2 rounded-lg border border-warn/40 bg-warn-soft p-3 text-sm text-ink">
              <span className="i-lucide-info text-warn mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {a.turnsOn}
            </p>
          )}
        </form>
      )}
    </Dialog>
  );
}
