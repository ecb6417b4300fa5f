// /admin: the administrator's sign-in: the password, then (when one is owed) the second step in its place, or a passkey
// alone. Someone already signed in goes straight to the dashboard.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Redirect, useLocation } from '../../lib/router';
import type { CurrentUser } from '../../../src/contract';
import { AdminBrand } from '../../components/admin/admin-brand';
import { LanguageButton } from '../../components/admin/language-button';
import { QuietSummary } from '../../components/admin/quiet-summary';
import { ThemeSwitch } from '../../components/layout/preference-switches';
import { Spinner } from '../../components/ui/spinner';
import { OrRule } from '../../features/admin-session/or-rule';
import { PasskeyButton } from '../../features/admin-session/passkey-button';
import { PasswordStep } from '../../features/admin-session/password-step';
import { SecondStep } from '../../features/admin-session/second-step';
import { hasMarker, useCurrentUser } from '../../features/admin-session/session';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';
import { currentUserQuery } from '../../lib/calls/auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { passkeysHere } from '../../lib/webauthn';
import { isIpAddressHost } from '../../../src/contract/security';

type Step = { kind: 'password'; note?: string } | { kind: 'second' };

/** This page at the site's public address, where passkeys work: PUBLIC_URL as the server names it in the page's head, as
 *  Settings → Security names it (decision 0257; it was localhost and this port, a development address). None set, or a
 *  numeric one itself: no link. */
const atPublicAddress = () => {
  const site = document.querySelector<HTMLMetaElement>('meta[name="site-address"]')?.content;
  if (!site) return null;
  try {
    const url = new URL(location.pathname, site);
    return isIpAddressHost(url.hostname) ? null : url;
  } catch {
    return null;
  }
};

export function LoginPage() {
  const t = useAdminT();
  useDocumentTitle(t.login.title);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const marker = hasMarker();
  const user = useCurrentUser(marker);
  const back = useCallback((note?: string) => setStep({ kind: 'password', note }), []);
  // Every way in ends here, as a password alone always has: the user known, the dashboard shown.
  const done = (signedIn: CurrentUser) => {
    queryClient.setQueryData(currentUserQuery().queryKey, signedIn);
    navigate('/dashboard');
  };
  if (marker && user.isPending) return <Spinner label={t.checking} />;
  if (marker && user.isSuccess) return <Redirect to="/dashboard" replace />;
  return (
    // `data-admin-login`: the admin's shapes (decision 0272): 8 px buttons, a 12 px card, as on the dashboard.
    <div className="flex min-h-screen flex-col items-center justify-center bg-bg-alt px-4 py-12" data-admin-login>
      <div className="absolute top-3 right-3 flex gap-1 [&>button]:rounded-lg">
        <LanguageButton />
        <ThemeSwitch />
      </div>
      {/* The same 32 px padding on a phone as on a desktop (decision 0281: at 20 px the fields ran near the card's edge). */}
      <main className="card w-full max-w-sm p-8">
        {/* The site's own mark and name (its uploaded logo, when there is one), as on the dashboard's header. */}
        <AdminBrand />
        {/* One heading per step: the second names itself, not "Admin Login" again above it. */}
        <h1 className="mt-6 flex items-center gap-2 text-2xl leading-8 font-semibold tracking-[-0.02em] text-ink">
          {step.kind === 'second' && <span className="i-lucide-shield-check h-6 w-6 text-muted" aria-hidden="true" />}
          {step.kind === 'second' ? t.login.secondStep.title : t.login.title}
        </h1>
        {step.kind === 'second' ? (
          <div className="mt-1">
            <SecondStep onDone={done} onBack={back} />
          </div>
        ) : (
          <>
            <p className="muted mt-1 text-sm">{t.login.subtitle}</p>
            <PasswordStep onDone={done} onSecondStep={() => setStep({ kind: 'second' })} note={step.note} />
            {passkeysHere() === 'ready' && (
              <div className="mt-4 grid gap-4">
                <OrRule text={t.login.secondStep.or} />
                <PasskeyButton label={t.login.passkey.button} refused={t.login.passkey.refused} onDone={done} />
              </div>
            )}
            {/* Opened by an IP address: no passkey is offered, and the owner who uses one is told why in one line (decision
                0246: a paragraph with a sample address read as a manual), with this page at the site's public address
                when one is set (decision 0257). */}
            {passkeysHere() === 'address' && <AtAddressHint />}
          </>
        )}
        {/* Locked out: a quiet fold under the form, closed until asked (no script); the way back in is a command on the
            server, so the owner is told whom to ask and what to ask for. */}
        {step.kind === 'password' && (
          <details className="mt-4 text-sm text-muted" data-cant-sign-in>
            <QuietSummary className="">{t.login.cantSignIn.summary}</QuietSummary>
            <p className="mt-1 text-pretty">{t.login.cantSignIn.body}</p>
            <p className="mt-2">
              <code className="code-text rounded bg-surface-alt px-1.5 py-0.5 text-xs text-ink">{t.login.cantSignIn.command}</code>
            </p>
          </details>
        )}
        <p className="mt-6 flex items-start gap-2 text-xs text-muted">
          <span className="i-lucide-shield-alert mt-0.5 h-4 w-4" aria-hidden="true" />
          {t.login.note}
        </p>
      </main>
    </div>
  );
}

/** Why no passkey is offered here, and where it is: this page at the public address, or with none set, the reason alone. */
function AtAddressHint() {
  const t = useAdminT();
  const there = atPublicAddress();
  return (
    <p className="mt-4 flex items-start gap-2 text-sm text-muted" data-passkeys-at-address>
      <span className="i-lucide-key-round mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span className="text-pretty">
        <span>{t.login.passkey.atAddress}</span>
        {there && (
          <>
            {/* A Chinese full stop needs no space after it; an English one does. */}
            {/[。！？]$/.test(t.login.passkey.atAddress) ? '' : ' '}
            <a href={there.href} className="ink-link whitespace-nowrap">
              {fill(t.login.passkey.openByName, { host: there.host })}
            </a>
          </>
        )}
      </span>
    </p>
  );
}
