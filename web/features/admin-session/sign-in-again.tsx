// When the server says the session has ended in the middle of work, a sign-in dialog over the page: nothing under it
// unmounts, so the edits being made are still there once signed in again (then saved with the same button as before).
// With two-step verification on, the password is followed by the second step in the same dialog (decision 0073).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import type { CurrentUser } from '../../../src/contract';
import { toast } from 'sonner';
import { Dialog } from '../../components/ui/dialog';
import { useAdminT } from '../../lib/admin-i18n';
import { ApiError, onUnauthorized } from '../../lib/api';
import { currentUserQuery, SESSION_CALLS } from '../../lib/calls/auth';
import { failureText } from '../../lib/failure-text';
import { SecondStep } from './second-step';
import { useSignalValue } from '../../lib/signals';
import { needsSecondStep, sessionEnded, useLogin } from './session';

export function SignInAgain({ username }: { username: string }) {
  const t = useAdminT();
  const id = useId();
  const queryClient = useQueryClient();
  const login = useLogin();
  const open = useSignalValue(sessionEnded);
  const setOpen = (next: boolean) => {
    sessionEnded.value = next;
  };
  const [password, setPassword] = useState('');
  const [second, setSecond] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    const stop = onUnauthorized((path) => {
      if (!SESSION_CALLS.has(path)) sessionEnded.value = true;
    });
    // Only the dialog on the page says the session ended: unmounted, it is forgotten (as its own state was).
    return () => {
      stop();
      sessionEnded.value = false;
    };
  }, []);
  const back = useCallback((why?: string) => {
    setSecond(false);
    setNote(why ?? null);
  }, []);
  const signedIn = (user: CurrentUser) => {
    setOpen(false);
    setSecond(false);
    setNote(null);
    setPassword('');
    queryClient.setQueryData(currentUserQuery().queryKey, user);
    // What failed to load while signed out is asked for again; what loaded, and every edit, stays as it is.
    void queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' });
    toast.success(t.session.signedInAgain);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    setNote(null);
    login.mutate({ username, password }, { onSuccess: signedIn, onError: (error) => needsSecondStep(error) && setSecond(true) });
  };
  const failure =
    login.error && !needsSecondStep(login.error)
      ? login.error instanceof ApiError && login.error.status === 401
        ? t.login.invalid
        : failureText(login.error, t.failure)
      : note;
  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      title={t.session.expiredTitle}
      // One password field: a centred card on a phone too, not a screen-high sheet with a gap under the field.
      compact
      actions={
        <>
          <button type="button" className="btn-outline" onClick={() => setOpen(false)}>
            {t.messages.cancel}
          </button>
          {/* The second step has its own Verify. */}
          {!second && (
            <button type="submit" form={id} className="btn-primary" disabled={login.isPending}>
              {login.isPending ? t.login.submitting : t.login.submit}
            </button>
          )}
        </>
      }
    >
      {second ? (
        <SecondStep onDone={signedIn} onBack={back} />
      ) : (
        <form id={id} onSubmit={submit} noValidate className="grid gap-4">
          <p className="muted text-sm">{t.session.expiredBody}</p>
          {/* The account is the one signed in before: only the password is asked for. */}
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
          <div>
            <label htmlFor={`${id}-password`} className="block text-sm font-medium">
              {t.login.password}
            </label>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={failure ? true : undefined}
              aria-describedby={failure ? `${id}-error` : undefined}
              className="field mt-1.5"
            />
          </div>
          {failure && (
            <p id={`${id}-error`} role="alert" className="text-sm text-bad">
              {failure}
            </p>
          )}
        </form>
      )}
    </Dialog>
  );
}
