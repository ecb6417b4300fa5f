// The admin's passkeys: register one (options, then the browser's answer), rename, remove. Signing in with one is
// the auth module's (second-step-routes.ts). Decision 0073.
import { Elysia } from 'elysia';
import { API_PATHS, IdParam, PasskeyRegisterInput, PasskeyRenameInput, type Ok, type Passkey } from '../../../contract';
import type { Deps } from '../../../deps';
import { signIns } from '../sign-in-state';
import { conflict, HttpError, notFound, validate, validateParams } from '../../../http/errors';
import { audited } from '../../audit/auditor';
import { requireConfirmed } from '../confirmed';
import { adminGuard } from '../guard';
import { alertFacts, securityAlert } from '../second-factor/alerts';
import { afterFactorRemoved } from '../second-factor/requirement';
import { adminUsername } from '../../settings/service';
import { ceremonySite } from './relying-party';
import { asPasskey, findPasskey, register, registrationOptions, removePasskey, renamePasskey } from './service';

export const passkeyRoutes = (deps: Deps) => {
  const P = API_PATHS.security;
  return new Elysia()
    .use(adminGuard(deps))
    .post(
      P.passkeyOptions,
      async ({ sessionHash, request }) => {
        // Before asking for the password again: at an IP address no passkey could follow it.
        const rp = ceremonySite(request, deps.config);
        requireConfirmed(deps, sessionHash);
        const options = await registrationOptions(deps.db, rp, adminUsername(deps.db));
        signIns(deps).passkeyRegistrations.set(sessionHash, options.challenge, deps.now());
        return options;
      },
      { admin: true },
    )
    .post(
      P.passkeys,
      async ({ body, sessionHash, request, server }): Promise<Passkey> => {
        const rp = ceremonySite(request, deps.config);
        const input = validate(PasskeyRegisterInput, body);
        requireConfirmed(deps, sessionHash);
        const challenge = signIns(deps).passkeyRegistrations.get(sessionHash, deps.now());
        if (!challenge) throw conflict('Start adding the passkey again: its request has expired');
        signIns(deps).passkeyRegistrations.delete(sessionHash);
        const row = await register(deps.db, rp, challenge, input, deps.now());
        if (!row)
          throw new HttpError(422, 'validation_failed', 'Validation Error', [
            { path: 'response', message: 'The passkey could not be checked' },
          ]);
        audited(deps, { request, server }, (_tx, audit) => audit('passkey_added', row.name, {}));
        securityAlert(deps, 'factor_added', { ...alertFacts(deps, { request, server }), what: `Passkey / 通行金鑰: ${row.name}` });
        return asPasskey(row);
      },
      { admin: true },
    )
    .patch(
      P.passkey,
      ({ params, body, request, server }): Passkey => {
        const { id } = validateParams(IdParam, params, 'No such passkey');
        const input = validate(PasskeyRenameInput, body);
        return audited(deps, { request, server }, (tx, audit) => {
          const before = findPasskey(tx, id);
          const row = renamePasskey(tx, id, input.name);
          if (!row || !before) throw notFound('No such passkey');
          audit('passkey_renamed', row.name, { from: before.name, to: row.name });
          return asPasskey(row);
        });
      },
      { admin: true },
    )
    .delete(
      P.passkey,
      ({ params, sessionHash, request, server }): Ok => {
        const { id } = validateParams(IdParam, params, 'No such passkey');
        requireConfirmed(deps, sessionHash);
        const removed = audited(deps, { request, server }, (tx, audit) => {
          const row = removePasskey(tx, id);
          if (!row) throw notFound('No such passkey');
          const off = afterFactorRemoved(tx, deps.now());
          audit('passkey_removed', row.name, off ? { requirementOff: true } : {});
          return row;
        });
        securityAlert(deps, 'factor_removed', { ...alertFacts(deps, { request, server }), what: `Passkey / 通行金鑰: ${removed.name}` });
        return { ok: true };
      },
      { admin: true },
    );
};
