// The sign-in's second step, in place of the password form (decision 0073): a code from the authenticator app, or a
// recovery code, or a passkey, as the pending sign-in allows; "Remember this device"; and a way back to the password.
// A pending sign-in that has gone (five minutes, or five wrong codes) sends the owner back with a note.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { REMEMBER_DEVICE_DAYS, type CurrentUser, type SecondFactorMethod } from '../../../src/contract';
import { CodeField, sixDigits } from '../../components/admin/code-field';
import { Spinner } from '../../components/ui/spinner';
import { useAdminT } from '../../lib/admin-i18n';
import { ApiError } from '../../lib/api';
import { pendingSignIn } from '../../lib/calls/auth';
import { failureText } from '../../lib/failure-text';
import { fill } from '../../lib/i18n';
import { passkeysHere } from '../../lib/webauthn';
import { OrRule } from './or-rule';
import { PasskeyButton } from './passkey-button';
import { useSecondStep } from './session';

type Props = { onDone: (user: CurrentUser) => void; onBack: (note?: string) => void };
type Mode = 'totp' | 'recovery' | 'passkey';

/** What the step opens on: the app's code when it is one of the ways, else a passkey, else a recovery code. */
const firstMode = (methods: SecondFactorMethod[]): Mode =>
  methods.includes('totp') ? 'totp' : methods.includes('passkey') && passkeysHere() === 'ready' ? 'passkey' : 'recovery';

export function SecondStep({ onDone, onBack }: Props) {
  const t = useAdminT();
  const s = t.login.secondStep;
  const pending = useQuery({ queryKey: ['pending-sign-in'], queryFn: pendingSignIn, retry: false, gcTime: 0 });
  const step = useSecondStep();
  const [chosen, setChosen] = useState<Mode | null>(null);
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const methods = pending.data?.methods ?? [];
  const mode = chosen ?? firstMode(methods);

  /** After a 401: is the pending sign-in still there? If not, back to the password with the reason. */
  const stillPending = () =>
    pendingSignIn().then(
      () => true,
      () => {
        onBack(s.expired);
        return false;
      },
    );
  // No pending sign-in to finish (401: its time ran out), or its ways could not be read: the password again, saying why.
  const gone = !pending.isError
    ? null
    : pending.error instanceof ApiError && pending.error.status === 401
      ? s.expired
      : failureText(pending.error, t.failure);
  useEffect(() => {
    if (gone) onBack(gone);
  }, [gone, onBack]);
  if (pending.isPending || gone) return <Spinner label={t.checking} />;
  const choose = (next: Mode) => {
    setChosen(next);
    setCode('');
    setError(null);
    step.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'passkey') return;
    const typed = mode === 'totp' ? sixDigits(code) : code.trim() || null;
    if (!typed) return setError(mode === 'totp' ? s.needDigits : s.needRecovery);
    step.mutate(
      { method: mode, code: typed, remember },
      {
        onSuccess: onDone,
        onError: async (failure) => {
          if (!(failure instanceof ApiError)) return setError(failureText(failure, t.failure));
          // A wrong code is refused as a value (422); the fifth ends the pending sign-in, and a gone one answers 401:
          // either way, whether it is still there decides between "not right" and the password again.
          if (failure.status === 401 || failure.status === 422) {
            if (await stillPending()) setError(mode === 'totp' ? s.wrongCode : s.wrongRecovery);
          } else setError(failureText(failure, t.failure));
        },
      },
    );
  };
  const intro = { totp: s.totpIntro, recovery: s.recoveryIntro, passkey: s.passkeyIntro }[mode];
  const passkey = methods.includes('passkey') && passkeysHere() === 'ready' && (
    <PasskeyButton
      label={s.usePasskey}
      refused={s.passkeyRefused}
      remember={remember}
      primary={mode === 'passkey'}
      onDone={onDone}
      onRefused={stillPending}
    />
  );
  const remembering = (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm">
      <input type="checkbox" className="mt-0.5 h-4 w-4 shrink-0" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
      <span>
        <span className="font-medium">{fill(s.remember, { days: REMEMBER_DEVICE_DAYS })}</span>
        <span className="block text-xs text-muted">{s.rememberHint}</span>
      </span>
    </label>
  );
  return (
    // The page's heading names this step (login.tsx); the intro says what to do.
    <section aria-label={s.title} className="grid gap-4" data-second-step>
      <p className="text-sm text-muted">{intro}</p>
      {mode === 'passkey' ? (
        <>
          {passkey}
          {remembering}
        </>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4">
          <CodeField
            kind={mode === 'totp' ? 'digits' : 'recovery'}
            label={mode === 'totp' ? s.code : s.recoveryCode}
            hint={mode === 'totp' ? s.codeHint : s.recoveryHint}
            value={code}
            onText={(text) => {
              setCode(text);
              setError(null);
            }}
            error={error}
            centred
            autoFocus
          />
          {remembering}
          <button type="submit" disabled={step.isPending} className="btn-primary w-full">
            {step.isPending ? s.submitting : s.submit}
          </button>
          {passkey && (
            <>
              <OrRule text={s.or} />
              {passkey}
            </>
          )}
        </form>
      )}
      {/* The other ways, quiet and side by side: links in the accent colour read as warnings here. */}
      <div className="flex flex-wrap justify-between gap-x-4 text-sm">
        {mode !== 'recovery' && methods.includes('recovery') && (
          <button type="button" className="quiet-link tap-target" onClick={() => choose('recovery')}>
            {s.useRecovery}
          </button>
        )}
        {mode !== 'totp' && methods.includes('totp') && (
          <button type="button" className="quiet-link tap-target" onClick={() => choose('totp')}>
            {s.useApp}
          </button>
        )}
        <button type="button" className="quiet-link tap-target" onClick={() => onBack()}>
          <span className="i-lucide-arrow-left mr-1 h-4 w-4 align-[-0.125em]" aria-hidden="true" />
          {s.back}
        </button>
      </div>
    </section>
  );
}
