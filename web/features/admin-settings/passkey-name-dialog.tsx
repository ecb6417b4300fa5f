// A passkey's name, asked before one is made (so the list can tell it apart) and when it is renamed: one field in a
// small centred dialog, checked for blank and length here, as the server checks it.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { PASSKEY_NAME_MAX } from '../../../src/contract';
import { Dialog } from '../../components/ui/dialog';
import { SettingField } from './setting-field';
import { useAdminT } from '../../lib/admin-i18n';

type Props = {
  /** The name to start from ('' for a new passkey), or null when closed. */
  name: string | null;
  title: string;
  action: string;
  busy: boolean;
  /** Said under the field while the browser's own prompt is up. */
  note?: string | null;
  error?: string | null;
  onCancel: () => void;
  onName: (name: string) => void;
};

export function PasskeyNameDialog({ name, title, action, busy, note, error, onCancel, onName }: Props) {
  const t = useAdminT();
  const p = t.security.passkeys;
  const id = useId();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (name !== null) {
      setText(name);
      setMissing(false);
    }
  }, [name]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setMissing(true);
    onName(trimmed);
  };
  return (
    <Dialog
      open={name !== null}
      onClose={onCancel}
      title={title}
      compact
      status={note && <p className="muted text-sm">{note}</p>}
      actions={
        <>
          <button type="button" className="btn-outline" onClick={onCancel}>
            {t.security.cancel}
          </button>
          <button type="submit" form={id} className="btn-primary" disabled={busy}>
            {action}
          </button>
        </>
      }
    >
      <form id={id} onSubmit={submit} noValidate>
        <SettingField
          label={p.name}
          hint={p.nameHint}
          value={text}
          maxLength={PASSKEY_NAME_MAX}
          autoComplete="off"
          onChange={(e) => {
            setText(e.target.value);
            setMissing(false);
          }}
          error={missing ? p.needName : (error ?? undefined)}
        />
      </form>
    </Dialog>
  );
}
