// /admin: the administrator's sign-in. Someone already signed in goes straight to the dashboard.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Redirect, useLocation } from 'wouter';
import { AdminBrand } from '../../components/admin/admin-brand';
import { LanguageSwitch, ThemeSwitch } from '../../components/layout/preference-switches';
import { Spinner } from '../../components/ui/spinner';
import { hasMarker, useCurrentUser, useLogin } from '../../features/admin-session/session';
import type { AdminDictionary } from '../../i18n/admin-en';
import { useAdminT } from '../../lib/admin-i18n';
import { ApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';

export function LoginPage() {
  const t = useAdminT();
  useDocumentTitle(t.login.title);
  const marker = hasMarker();
  const user = useCurrentUser(marker);
  if (marker && user.isPending) return <Spinner label={t.checking} />;
  if (marker && user.isSuccess) return <Redirect to="/dashboard" replace />;
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-bg-alt px-4 py-12">
      <div className="absolute top-3 right-3 flex gap-1">
        <LanguageSwitch />
        <ThemeSwitch />
      </div>
      <main className="card w-full max-w-sm p-8">
        {/* The site's own mark and name (its uploaded logo, when there is one), as on the dashboard's header. */}
        <AdminBrand />
        <h1 className="mt-6 text-2xl font-bold tracking-tight">{t.login.title}</h1>
        <p className="muted mt-1 text-sm">{t.login.subtitle}</p>
        <LoginForm />
        <p className="mt-6 flex items-start gap-2 text-xs text-muted">
          <span className="i-lucide-shield-alert mt-0.5 h-4 w-4" aria-hidden="true" />
          {t.login.note}
        </p>
      </main>
    </div>
  );
}

function LoginForm() {
  const t = useAdminT();
  const id = useId();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
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
      {
        onSuccess: (user) => {
          queryClient.setQueryData(['auth-user'], user);
          navigate('/dashboard');
        },
      },
    );
  };
  const failure = login.error && loginFailure(login.error, t.login);
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
      {failure && (
        <p role="alert" className="rounded-lg border border-bad/40 bg-bad/8 p-3 text-sm text-bad">
          {failure}
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

/** 401 is a wrong name or password; 422 is what the server will not take as typed (a line break, a hidden character). */
function loginFailure(error: Error, t: AdminDictionary['login']): string {
  if (!(error instanceof ApiError)) return t.failed;
  return error.status === 401 ? t.invalid : error.status === 422 ? t.notAccepted : t.failed;
}
