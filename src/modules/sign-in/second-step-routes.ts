// The second step of a sign-in (the password was right): a code from the authenticator app or a recovery code, or a
// passkey; and a passkey alone, which is both steps. Decision 0073.
import { Elysia } from 'elysia';
import { API_PATHS, PasskeySignInInput, SecondFactorInput, type CurrentUser, type PendingSignIn as Pending } from '../../contract';
import type { Deps } from '../../deps';
import { sealingKey, signIns } from './sign-in-state';
import { secureCookie } from '../../http/auth';
import { HttpError, invalidField, validate } from '../../http/errors';
import { auditor } from '../audit/auditor';
import { authenticate, signInOptions } from './passkeys/service';
import { ceremonySite } from './passkeys/relying-party';
import { alertFacts, securityAlert } from './second-factor/alerts';
import { recoveryCodeCounts, redeemRecoveryCode } from './second-factor/recovery-codes';
import { secondFactorMethods } from './second-factor/requirement';
import { checkTotp } from './second-factor/totp-factor';
import { adminUsername } from '../settings/service';
import { codeAttempt, passkeyAttempt, passkeyStart } from './code-limits';
import { passwordVersion } from './service';
import { beginPending, pendingKey, WRONG_CODES_PER_SIGN_IN, type PendingSignIn } from './pending-sign-ins';
import { cameKnown, startSession, type SignInContext } from './sign-in';

const expired = () => new HttpError(401, 'unauthorized', 'The sign-in has expired: enter your password again');

export const secondStepRoutes = (deps: Deps) => {
  const { pending: store, passkeyAlone } = signIns(deps);
  const pendingOf = ({ cookie, request }: SignInContext) => {
    const key = pendingKey(cookie, secureCookie(request, deps.config));
    const pending = store.get(key, deps.now()) ?? passkeyAlone.get(key, deps.now());
    // A password changed (or reset) since it was typed: the old one counts for nothing.
    if (pending?.passwordOk && pending.passwordVersion !== passwordVersion(deps.db)) return { key, pending: undefined };
    return { key, pending };
  };
  /** A wrong second step: counted, recorded, the owner told once per sign-in, and the fifth ends the sign-in. */
  const wrong = (ctx: SignInContext, key: string | undefined, pending: PendingSignIn, method: 'totp' | 'recovery' | 'passkey') => {
    auditor(deps, ctx)('second_factor_failed', adminUsername(deps.db), { method });
    if (!pending.alerted) {
      pending.alerted = true;
      securityAlert(deps, 'second_step_failed', alertFacts(deps, ctx));
    }
    pending.wrong += 1;
    if (pending.wrong >= WRONG_CODES_PER_SIGN_IN) store.delete(key);
  };
  return new Elysia()
    .get(API_PATHS.auth.secondFactor, (ctx): Pending => {
      const { pending } = pendingOf(ctx);
      if (!pending?.passwordOk) throw expired();
      return { methods: secondFactorMethods(deps.db, sealingKey(deps)) };
    })
    .post(API_PATHS.auth.secondFactor, (ctx): CurrentUser => {
      const input = validate(SecondFactorInput, ctx.body);
      const { key, pending } = pendingOf(ctx);
      if (!pending?.passwordOk) throw expired();
      const attempt = codeAttempt(deps, ctx, pending.knownDevice);
      const now = deps.now();
      if (input.method === 'totp') {
        const result = checkTotp(deps.db, sealingKey(deps), input.code, now);
        if (result === 'unreadable')
          throw invalidField(
            'code',
            'This server cannot check app codes (its key file is not the one they were set up with): use a passkey or a recovery code',
          );
        if (result !== 'ok') {
          attempt.failed();
          wrong(ctx, key, pending, 'totp');
          throw invalidField('code', 'That code is not right. Check the time on your phone, or wait for the next code.');
        }
        return startSession(deps, ctx, 'password+totp', { remember: input.remember, knownDevice: pending.knownDevice });
      }
      if (!redeemRecoveryCode(deps.db, input.code, now)) {
        attempt.failed();
        wrong(ctx, key, pending, 'recovery');
        throw invalidField('code', 'That recovery code is not right, or it was used already.');
      }
      const { remaining } = recoveryCodeCounts(deps.db);
      auditor(deps, ctx)('recovery_code_used', adminUsername(deps.db), { remaining });
      securityAlert(deps, 'recovery_code_used', alertFacts(deps, ctx));
      return startSession(deps, ctx, 'password+recovery', { remember: input.remember, knownDevice: pending.knownDevice });
    })
    .post(API_PATHS.auth.passkeyOptions, async (ctx) => {
      const rp = ceremonySite(ctx.request, deps.config);
      let { pending } = pendingOf(ctx);
      if (!pending) {
        passkeyStart(deps, ctx);
        // A passkey alone: a pending sign-in of its own, with no password behind it.
        pending = {
          passwordOk: false,
          passwordVersion: passwordVersion(deps.db),
          knownDevice: cameKnown(deps, ctx),
          wrong: 0,
          alerted: false,
        };
        beginPending(passkeyAlone, ctx.cookie, secureCookie(ctx.request, deps.config), pending, deps.now());
      }
      const options = await signInOptions(deps.db, rp, pending.passwordOk);
      pending.challenge = options.challenge;
      return options;
    })
    .post(API_PATHS.auth.passkey, async (ctx): Promise<CurrentUser> => {
      const rp = ceremonySite(ctx.request, deps.config);
      const input = validate(PasskeySignInInput, ctx.body);
      const { key, pending } = pendingOf(ctx);
      if (!pending?.challenge) throw expired();
      const attempt = passkeyAttempt(deps, ctx);
      const challenge = pending.challenge;
      pending.challenge = undefined; // one answer per challenge
      const passkey = await authenticate(deps.db, rp, challenge, input.response, !pending.passwordOk, deps.now());
      if (!passkey) {
        attempt.failed();
        if (pending.passwordOk) wrong(ctx, key, pending, 'passkey');
        else auditor(deps, ctx, '')('sign_in_failed', 'passkey', {});
        throw new HttpError(401, 'unauthorized', 'That passkey was not accepted here');
      }
      const method = pending.passwordOk ? 'password+passkey' : 'passkey';
      return startSession(deps, ctx, method, { remember: input.remember, knownDevice: pending.knownDevice });
    });
};
