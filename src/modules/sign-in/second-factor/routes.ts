// The account's sign-in methods, for the Security settings: the state, "confirm it's you", the authenticator app,
// recovery codes, the required second step and remembered devices. Decision 0073.
import { Elysia } from 'elysia';
import {
  API_PATHS,
  BRAND,
  ConfirmInput,
  RequiredInput,
  TotpConfirmInput,
  type Ok,
  type RecoveryCodes,
  type SecurityState,
  type TotpSetup,
} from '../../../contract';
import type { Deps } from '../../../deps';
import { sealingKey, signIns } from '../sign-in-state';
import { conflict, invalidField, validate } from '../../../http/errors';
import type { Tx } from '../../../../db/client';
import { audited, auditor, type TxAudit } from '../../audit/auditor';
import { confirmedUntil, requireConfirmed } from '../confirmed';
import { adminGuard } from '../guard';
import { isCurrentPassword } from '../service';
import { endOtherSessions, markConfirmed } from '../sessions/store';
import { startAttempt } from '../sign-in-limits';
import { asPasskey, listPasskeys } from '../passkeys/service';
import { adminUsername } from '../../settings/service';
import { alertFacts, securityAlert } from './alerts';
import { makeRecoveryCodes, recoveryCodeCounts } from './recovery-codes';
import { countRemembered, forgetRemembered } from './remembered-devices';
import { afterFactorRemoved, hasFactor, isSecondFactorRequired, setSecondFactorRequired } from './requirement';
import { confirmTotp, hasTotp, newTotpSetup, removeTotp, totpDetails, totpReadable } from './totp-factor';

const iso = (ms: number | null | undefined) => (ms ? new Date(ms).toISOString() : null);

export const securityRoutes = (deps: Deps) => {
  const state = (sessionHash: string): SecurityState => {
    const app = totpDetails(deps.db);
    const codes = recoveryCodeCounts(deps.db);
    return {
      secondFactorRequired: isSecondFactorRequired(deps.db),
      totp: {
        enabled: Boolean(app),
        createdAt: iso(app?.createdAt),
        lastUsedAt: iso(app?.lastUsedAt),
        readable: !app || totpReadable(deps.db, sealingKey(deps)),
      },
      passkeys: listPasskeys(deps.db).map(asPasskey),
      recoveryCodes: { ...codes, createdAt: iso(codes.createdAt) },
      rememberedDevices: countRemembered(deps.db, deps.now()),
      confirmedUntil: iso(confirmedUntil(deps, sessionHash)),
    };
  };
  /**
   * Switches the requirement on and ends every other session: one begun with the password alone (a phished password
   * used before the owner set up the app) must not outlive the rule it was begun under.
   */
  const requireFromNow = (tx: Tx, sessionHash: string, audit: TxAudit) => {
    setSecondFactorRequired(tx, true);
    audit('second_factor_requirement', adminUsername(deps.db), { required: true });
    const count = endOtherSessions(tx, sessionHash);
    if (count) audit('sessions_ended', adminUsername(deps.db), { count });
  };
  const P = API_PATHS.security;
  return new Elysia()
    .use(adminGuard(deps))
    .get(P.state, ({ sessionHash }) => state(sessionHash), { admin: true })
    .post(
      P.confirm,
      async ({ body, sessionHash, request, server, cookie }): Promise<SecurityState> => {
        const input = validate(ConfirmInput, body);
        // Counted like a sign-in: a stolen session cannot guess the password here either.
        const attempt = startAttempt(deps, { request, server, cookie }, adminUsername(deps.db));
        if (!(await isCurrentPassword(deps.db, input.password))) {
          auditor(deps, { request, server })('confirm_failed', adminUsername(deps.db), {});
          throw invalidField('password', 'The password is not correct');
        }
        attempt.succeeded();
        markConfirmed(deps.db, sessionHash, deps.now());
        return state(sessionHash);
      },
      { admin: true },
    )
    .post(
      P.totpSetup,
      ({ sessionHash, request }): TotpSetup => {
        requireConfirmed(deps, sessionHash);
        if (hasTotp(deps.db) && totpReadable(deps.db, sealingKey(deps)))
          throw conflict('An authenticator app is already set up: remove it first to set up another');
        const issuer = new URL(deps.hosts.absoluteOrigin(request) ?? 'http://site').hostname;
        const setup = newTotpSetup(adminUsername(deps.db), issuer === 'site' ? BRAND : `${BRAND} (${issuer})`);
        signIns(deps).totpSetups.set(sessionHash, setup.secret, deps.now());
        return setup.shown;
      },
      { admin: true },
    )
    .post(
      P.totp,
      ({ body, sessionHash, request, server }): RecoveryCodes => {
        const input = validate(TotpConfirmInput, body);
        requireConfirmed(deps, sessionHash);
        const secret = signIns(deps).totpSetups.get(sessionHash, deps.now());
        if (!secret) throw conflict('Start the set-up again: the code shown to the app has expired');
        const now = deps.now();
        const codes = audited(deps, { request, server }, (tx, audit) => {
          if (!confirmTotp(tx, sealingKey(deps), secret, input.code, now)) return null;
          audit('totp_added', adminUsername(deps.db), {});
          // The first factor makes the second step required, and gives the way back in should the phone be lost.
          const made = recoveryCodeCounts(deps.db).remaining === 0 ? makeRecoveryCodes(tx, now) : [];
          if (made.length) audit('recovery_codes_created', adminUsername(deps.db), { count: made.length });
          if (!isSecondFactorRequired(deps.db)) requireFromNow(tx, sessionHash, audit);
          return made;
        });
        if (!codes) throw invalidField('code', 'That code is not right. Check the time on your phone, or wait for the next code.');
        signIns(deps).totpSetups.delete(sessionHash);
        securityAlert(deps, 'factor_added', { ...alertFacts(deps, { request, server }), what: 'Authenticator app / 驗證器應用程式' });
        return { codes };
      },
      { admin: true },
    )
    .delete(
      P.totp,
      ({ sessionHash, request, server }): Ok => {
        requireConfirmed(deps, sessionHash);
        audited(deps, { request, server }, (tx, audit) => {
          if (!removeTotp(tx)) return;
          const off = afterFactorRemoved(tx, deps.now());
          audit('totp_removed', adminUsername(deps.db), off ? { requirementOff: true } : {});
        });
        securityAlert(deps, 'factor_removed', { ...alertFacts(deps, { request, server }), what: 'Authenticator app / 驗證器應用程式' });
        return { ok: true };
      },
      { admin: true },
    )
    .post(
      P.recoveryCodes,
      ({ sessionHash, request, server }): RecoveryCodes => {
        requireConfirmed(deps, sessionHash);
        if (!hasFactor(deps.db)) throw conflict('Add an authenticator app or a passkey first');
        const codes = audited(deps, { request, server }, (tx, audit) => {
          const made = makeRecoveryCodes(tx, deps.now());
          audit('recovery_codes_created', adminUsername(deps.db), { count: made.length });
          return made;
        });
        return { codes };
      },
      { admin: true },
    )
    .put(
      P.required,
      ({ body, sessionHash, request, server }): RecoveryCodes => {
        const input = validate(RequiredInput, body);
        requireConfirmed(deps, sessionHash);
        if (input.required && !hasFactor(deps.db)) throw conflict('Add an authenticator app or a passkey first');
        const codes = audited(deps, { request, server }, (tx, audit) => {
          if (input.required === isSecondFactorRequired(deps.db)) return [];
          if (input.required) requireFromNow(tx, sessionHash, audit);
          else {
            setSecondFactorRequired(tx, false);
            audit('second_factor_requirement', adminUsername(deps.db), { required: false });
          }
          if (!input.required || recoveryCodeCounts(deps.db).remaining > 0) return [];
          const made = makeRecoveryCodes(tx, deps.now());
          audit('recovery_codes_created', adminUsername(deps.db), { count: made.length });
          return made;
        });
        return { codes };
      },
      { admin: true },
    )
    .delete(
      P.rememberedDevices,
      ({ request, server }): Ok => {
        audited(deps, { request, server }, (tx, audit) => {
          const count = forgetRemembered(tx, deps.now());
          audit('remembered_devices_forgotten', adminUsername(deps.db), { count });
        });
        return { ok: true };
      },
      { admin: true },
    );
};
