// The sign-in's first step: name and password. Success goes on (`onDone`); a right password that owes a second step
// (401 second_factor_required) hands over to it (`onSecondStep`); a refusal is said above the fields.
import { useId, useState, type FormEvent } from 'react';
import type { CurrentUser } from '../../../src/contract';
import type { AdminDictionary } from '../../i18n/admin-en';
import { useAdminT } from '../../lib/admin-i18n';
import { ApiError } from '../../lib/api';
import { fill } from '../../lib/i18n';
import { needsSecondStep, useLogin } from './session';

type Props = {
  onDone: (user: CurrentUser) => void;
  onSecondStep: () => void;
  /** Why the owner is back here (the second step ran out of time), said until they sign in again. */
  note?: string | null;
};

/** 401 is a wrong name or password; 422 is what the server will not take as typed (a line break, a hidden character). */
function loginFailure(error: Error, t: AdminDictionary): string | null {
  if (needsSecondStep(error)) return null;
  if (!(error instanceof ApiError)) return t.login.failed;
  if (error.status === 429) return fill(t.failure.tooMany, { seconds: String(error.retryAfter ?? 60) });
  return error.status === 401 ? t.login.invalid : error.status === 422 ? t.login.notAccepted : t.login.failed;
}

export function PasswordStep({ onDone, onSecondStep, note }: Props) {
  const t = useAdminT();
  const id = useId();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ username?: boolean; password?: boolean }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const gaps = { username: !username.trim(), password: !password };
    setMissing(gaps);
    if (gaps.username || gaps.password) return;
    login.mutate(
      { username: username.trim(), password },
      { onSuccess: onDone, onError: (error) => needsSecondStep(error) && onSecondStep() },
    );
  };
  const failure = login.error && loginFailure(login.error, t);
  const shown = failure ?? (login.isIdle ? note : null);
  const field = (name: 'username' | 'password', label: string, value: string, set: (v: string) => void) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={name === 'password' ? 'password' : 'text'}
        autoComplete={name === 'password' ? 'current-password' : 'username'}
        required
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-invalid={missing[name] || undefined}
        aria-describedby={missing[name] ? `${id}-${name}-error` : undefined}
        className="field mt-1"
      />
      {missing[name] && (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm text-bad">
          {t.login.required}
        </p>
      )}
    </div>
  );
  return (
    <form onSubmit={submit} noValidate className="mt-6 grid gap-4">
      {shown && (
        <p
          role="alert"
          className={`rounded-lg border p-3 text-sm ${failure ? 'border-bad/40 bg-bad/8 text-bad' : 'border-warn/40 bg-warn-soft text-warn'}`}
        >
          {shown}
        </p>
      )}
      {field('username', t.login.username, username, setUsername)}
      {field('password', t.login.password, password, setPassword)}
      <button type="submit" disabled={login.isPending} className="btn-primary mt-2 w-full">
        {login.isPending ? t.login.submitting : t.login.submit}
      </button>
    </form>
  );
}
