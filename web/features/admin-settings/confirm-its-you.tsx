// "Confirm it's you" (decision 0073): a sensitive change the server refuses with 403 `confirm_required` opens this one
// shared dialog for the password, then the change is sent again. Every action of the security and devices sections
// goes through withConfirm; the dialog is mounted once, by the settings panel.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { CONFIRM_FOR_MS, type SecurityState } from '../../../src/contract';
import { Dialog } from '../../components/ui/dialog';
import { useAdminT } from '../../lib/admin-i18n';
import { ApiError } from '../../lib/api';
import { confirmPassword, securityQuery } from '../../lib/calls/security';
import { failureText } from '../../lib/failure-text';
import { fill } from '../../lib/i18n';
import { signal, useSignalValue } from '../../lib/signals';

/** The owner closed the dialog: the change is dropped, and nothing more is said. */
export class ConfirmCancelled extends Error {}

/** What the password is asked for, so the dialog says it: a change to signing in, or a backup taken or downloaded. */
export type ConfirmPurpose = 'body' | 'backupTake' | 'backupDownload';
type Waiter = { resolve: () => void; reject: (error: unknown) => void; purpose: ConfirmPurpose };
/** The calls waiting for the password (two clicks in a row wait for the same one answer). */
const waiting = signal<Waiter[]>([]);
let mounted = 0;

const needsConfirm = (error: unknown) => error instanceof ApiError && error.status === 403 && error.code === 'confirm_required';

/** Runs `call`; when the server first wants the password, asks for it once and runs `call` again. */
export async function withConfirm<T>(call: () => Promise<T>, purpose: ConfirmPurpose = 'body'): Promise<T> {
  try {
    return await call();
  } catch (error) {
    // Without the dialog on the page there is no one to ask: the refusal is said as any other.
    if (!needsConfirm(error) || mounted === 0) throw error;
    await new Promise<void>((resolve, reject) => {
      waiting.value = [...waiting.value, { resolve, reject, purpose }];
    });
    return call();
  }
}

/**
 * Asks for the password before something the server will want it for and the page cannot send again itself (a backup's
 * download is followed by the browser, not fetched). Resolves once confirmed; ConfirmCancelled when the owner closes it.
 */
export function askToConfirm(purpose: ConfirmPurpose): Promise<void> {
  if (mounted === 0) return Promise.resolve(); // no one to ask: the server's answer will say it
  return new Promise<void>((resolve, reject) => {
    waiting.value = [...waiting.value, { resolve, reject, purpose }];
  });
}

/**
 * Whether the server will want "confirm it's you" for a backup now (decision 0075): a second step is set up and this
 * session proved itself more than a moment ago. The server decides (backups/routes.ts); this only spares a refusal.
 */
export function confirmWanted(state: SecurityState | undefined, now: number): boolean {
  if (!state || !(state.totp.enabled || state.passkeys.length > 0)) return false;
  const until = state.confirmedUntil ? Date.parse(state.confirmedUntil) : 0;
  return until - now < 30_000;
}

function settle(how: (waiter: Waiter) => void) {
  const waiters = waiting.value;
  waiting.value = [];
  for (const waiter of waiters) how(waiter);
}

export function ConfirmItsYou() {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const c = t.security.confirm;
  const id = useId();
  const asked = useSignalValue(waiting);
  const open = asked.length > 0;
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    mounted += 1;
    return () => {
      mounted -= 1;
      // Leaving the page while asked: the waiting changes are dropped, not left hanging.
      settle((waiter) => waiter.reject(new ConfirmCancelled()));
    };
  }, []);

  const close = () => {
    setPassword('');
    setFailure(null);
    settle((waiter) => waiter.reject(new ConfirmCancelled()));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setFailure(c.wrong);
    setBusy(true);
    try {
      await confirmPassword(password);
      // What the security state says of this session changed: read again (a backup's download asks it first).
      void queryClient.invalidateQueries({ queryKey: securityQuery().queryKey });
      setPassword('');
      setFailure(null);
      settle((waiter) => waiter.resolve());
    } catch (error) {
      // 401 and 422 both mean the password was not the account's; a 429 and the rest are said as they are.
      const wrong = error instanceof ApiError && (error.status === 401 || error.status === 422);
      setFailure(wrong ? c.wrong : failureText(error, t.failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={c.title}
      closeLabel={t.messages.close}
      compact
      actions={
        <>
          <button type="button" className="btn-outline" onClick={close}>
            {t.security.cancel}
          </button>
          <button type="submit" form={id} className="btn-primary" disabled={busy}>
            {busy ? c.checking : c.submits[asked[0]?.purpose ?? 'body']}
          </button>
        </>
      }
    >
      <form id={id} onSubmit={submit} noValidate className="grid gap-4">
        <p className="muted text-sm">{fill(c[asked[0]?.purpose ?? 'body'], { minutes: CONFIRM_FOR_MS / 60_000 })}</p>
        <div>
          <label htmlFor={`${id}-password`} className="block text-sm font-medium">
            {t.login.password}
          </label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={failure ? true : undefined}
            aria-describedby={failure ? `${id}-error` : undefined}
            className="field mt-1.5"
          />
          {failure && (
            <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-bad">
              {failure}
            </p>
          )}
        </div>
      </form>
    </Dialog>
  );
}
