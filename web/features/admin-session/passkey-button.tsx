// "Sign in with a passkey" (alone, under the password form) or "Use a passkey" (the second step): the browser's own
// prompt, then the server's answer; a failure said under the button in the owner's words. Not shown at all where no
// passkey can work: a browser without WebAuthn, or the site opened by an IP address.
import type { CurrentUser } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { ApiError } from '../../lib/api';
import { failureText } from '../../lib/failure-text';
import { ceremonyFailure, passkeysHere } from '../../lib/webauthn';
import { usePasskeySignIn } from './session';

type Props = {
  label: string;
  /** Said when the server does not take the passkey (401). */
  refused: string;
  remember?: boolean;
  primary?: boolean;
  onDone: (user: CurrentUser) => void;
  /** A 401 may also mean the pending sign-in is gone: the second step checks before saying "refused". */
  onRefused?: () => Promise<boolean>;
};

export function PasskeyButton({ label, refused, remember = false, primary = false, onDone, onRefused }: Props) {
  const t = useAdminT();
  const passkey = usePasskeySignIn();
  if (passkeysHere() !== 'ready') return null;
  const error = passkey.error;
  const said =
    error === null
      ? null
      : error instanceof ApiError
        ? error.status === 401
          ? refused
          : failureText(error, t.failure)
        : ceremonyFailure(error) === 'cancelled'
          ? t.login.passkey.cancelled
          : failureText(error, t.failure);
  const go = () =>
    passkey.mutate(remember, {
      onSuccess: onDone,
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 401) void onRefused?.();
      },
    });
  return (
    <div className="grid gap-2">
      <button type="button" className={`${primary ? 'btn-primary' : 'btn-outline'} w-full`} disabled={passkey.isPending} onClick={go}>
        <span className="i-lucide-key-round h-4 w-4" aria-hidden="true" />
        {passkey.isPending ? t.login.passkey.busy : label}
      </button>
      {said && (
        <p role="alert" className="text-sm text-bad">
          {said}
        </p>
      )}
    </div>
  );
}
