// The passkeys card: the list, and "Add a passkey": a name first, then the browser's own prompt (the options from the
// server, the answer back to it); rename and remove (asked first, saying when it is the last factor) from each row.
// Where no passkey can be made, it says why: this browser cannot (Add shown, disabled), or the site is open at an IP
// address, where no browser can (no Add at all: opening the site by its name is the way).
import { useState } from 'react';
import { toast } from 'sonner';
import type { Passkey, SecurityState } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { ApiError } from '../../lib/api';
import { addPasskey, passkeyRegistrationOptions, removePasskey, renamePasskey } from '../../lib/calls/security';
import { failureText } from '../../lib/failure-text';
import { fill } from '../../lib/i18n';
import { ceremonyFailure, passkeysHere, webAuthn } from '../../lib/webauthn';
import { SettingsCard } from './settings-card';
import { AskFirst } from './ask-first';
import { ConfirmCancelled, withConfirm } from './confirm-its-you';
import { AtAddressNote } from './passkeys-at-address';
import { PasskeyNameDialog } from './passkey-name-dialog';
import { PasskeyRow } from './passkey-row';
import { useSecurityAction } from './use-security-action';

type Props = { state: SecurityState; lastFactor: boolean };

export function PasskeysCard({ state, lastFactor }: Props) {
  const t = useAdminT();
  const p = t.security.passkeys;
  const { run, busy } = useSecurityAction();
  const [naming, setNaming] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const here = passkeysHere();

  const closeAdd = () => {
    setNaming(null);
    setAddError(null);
  };
  // Both calls go through run (confirm, refresh); the browser's prompt between them says its own failures in the dialog.
  const add = (name: string) =>
    run(async () => {
      setAddError(null);
      try {
        const optionsJSON = await withConfirm(passkeyRegistrationOptions);
        setWaiting(true);
        const response = await webAuthn.register({ optionsJSON });
        await withConfirm(() => addPasskey({ name, response }));
        closeAdd();
        toast.success(p.madeToast);
      } catch (error) {
        if (error instanceof ConfirmCancelled) return;
        // 409: the server's request expired while the browser's prompt was up; 422: it could not check the answer.
        if (error instanceof ApiError)
          setAddError(error.status === 409 ? p.expired : error.status === 422 ? p.failed : failureText(error, t.failure));
        else setAddError({ cancelled: p.cancelled, exists: p.exists, other: p.failed }[ceremonyFailure(error)]);
      } finally {
        setWaiting(false);
      }
    }, p.failed);
  const rename = async (name: string) => {
    const passkey = renaming!;
    setRenaming(null);
    if (name !== passkey.name && (await run(() => renamePasskey(passkey.id, name), t.security.failed))) toast.success(p.renamedToast);
  };
  const remove = async () => {
    const passkey = removing!;
    if ((await run(() => removePasskey(passkey.id), t.security.failed)) !== null) toast.success(p.removedToast);
    setRemoving(null);
  };
  return (
    <SettingsCard title={p.title} description={p.description}>
      <div className="grid gap-4">
        {state.passkeys.length === 0 ? (
          <p className="muted text-sm">{p.none}</p>
        ) : (
          <ul aria-label={p.listLabel} className="card-rows">
            {state.passkeys.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} onRename={() => setRenaming(passkey)} onRemove={() => setRemoving(passkey)} />
            ))}
          </ul>
        )}
        {here === 'address' ? (
          <AtAddressNote />
        ) : (
          <div>
            <button type="button" className="btn-primary" disabled={here !== 'ready' || busy} onClick={() => setNaming('')}>
              <span className="i-lucide-plus h-4 w-4" aria-hidden="true" />
              {p.add}
            </button>
            {here === 'unsupported' && <p className="mt-2 text-sm text-warn">{p.unsupported}</p>}
          </div>
        )}
      </div>
      <PasskeyNameDialog
        name={naming}
        title={p.nameTitle}
        action={p.next}
        busy={busy}
        note={waiting ? p.adding : null}
        error={addError}
        onCancel={closeAdd}
        onName={(name) => void add(name)}
      />
      <PasskeyNameDialog
        name={renaming?.name ?? null}
        title={p.renameTitle}
        action={p.save}
        busy={busy}
        onCancel={() => setRenaming(null)}
        onName={(name) => void rename(name)}
      />
      <AskFirst
        open={removing !== null}
        title={p.removeTitle}
        action={p.remove}
        busy={busy}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void remove()}
      >
        <p>{fill(p.removeBody, { name: removing?.name ?? '' })}</p>
        {lastFactor && <p className="font-medium text-warn">{t.security.lastFactor}</p>}
      </AskFirst>
    </SettingsCard>
  );
}
