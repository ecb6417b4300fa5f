// The security and devices sections' tests' network edge: a small in-memory account (its factors, codes, sessions and
// whether the password was confirmed lately) at the contract's paths, and a fake authenticator in the browser's place.
import type { SecurityState, SignedInSession } from '../../src/contract';
import { API_PATHS } from '../../src/contract/api-paths';
import { webAuthn } from '../lib/webauthn';
import { json, replaceFetch } from './fake-api';

export type Call = { method: string; path: string; body?: unknown };
const S = API_PATHS.security;
const refuse = (status: number, code: string, message = code) => json({ error: { code, message } }, status);

export const TEN_CODES = Array.from({ length: 10 }, (_, i) => `ab${i}d-efgh-jkmn-pqr${i}`);

export const emptyState = (): SecurityState => ({
  secondFactorRequired: false,
  totp: { enabled: false, createdAt: null, lastUsedAt: null, readable: true },
  passkeys: [],
  recoveryCodes: { total: 0, remaining: 0, createdAt: null },
  rememberedDevices: 0,
  confirmedUntil: null,
});

export function fakeSecurityServer(
  opts: { state?: SecurityState; sessions?: SignedInSession[]; confirmed?: boolean; publicUrl?: string } = {},
) {
  const server = {
    calls: [] as Call[],
    state: opts.state ?? emptyState(),
    sessions: opts.sessions ?? [],
    /** Whether sensitive changes go through without the password (else 403 confirm_required). */
    confirmed: opts.confirmed ?? true,
    password: 'right-password',
    totpCode: '123456',
  };
  const writes = new Set([S.totpSetup, S.totp, S.recoveryCodes, S.required, S.passkeyOptions, S.passkeys]);
  replaceFetch(async (input, init) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body === undefined ? undefined : JSON.parse(String(init.body));
    server.calls.push({ method, path, ...(body === undefined ? {} : { body }) });
    const state = server.state;
    if (method === 'GET' && path === S.state) return json(state);
    if (method === 'GET' && path === API_PATHS.sessions.list) return json(server.sessions);
    if (method === 'GET' && path === API_PATHS.setup && opts.publicUrl) return json({ checks: [], publicUrl: opts.publicUrl });
    if (path === S.confirm) {
      if (body.password !== server.password) return refuse(422, 'validation_failed', 'The password is not correct');
      server.confirmed = true;
      return json({ ok: true });
    }
    const sensitive = writes.has(path as never) || path.startsWith(`${S.passkeys}/`);
    if (sensitive && !server.confirmed) return refuse(403, 'confirm_required', 'Confirm your password first');
    if (path === S.totpSetup)
      return json({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', uri: 'otpauth://totp/Site:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DP' });
    if (path === S.totp && method === 'POST') {
      if (body.code !== server.totpCode) return refuse(422, 'validation_failed', 'That code is not right');
      const fresh = state.recoveryCodes.total === 0;
      state.totp = { enabled: true, createdAt: '2026-11-28T08:00:00.000Z', lastUsedAt: null, readable: true };
      state.secondFactorRequired = true;
      if (fresh) state.recoveryCodes = { total: 10, remaining: 10, createdAt: '2026-11-28T08:00:00.000Z' };
      return json({ codes: fresh ? TEN_CODES : [] });
    }
    if (path === S.totp && method === 'DELETE') {
      state.totp = { enabled: false, createdAt: null, lastUsedAt: null, readable: true };
      return json({ ok: true });
    }
    if (path === S.recoveryCodes) {
      state.recoveryCodes = { total: 10, remaining: 10, createdAt: '2026-11-28T09:00:00.000Z' };
      return json({ codes: TEN_CODES });
    }
    if (path === S.required) {
      state.secondFactorRequired = body.required;
      return json({ ok: true });
    }
    if (path === S.rememberedDevices) {
      state.rememberedDevices = 0;
      return json({ ok: true });
    }
    if (path === S.passkeyOptions)
      return json({
        challenge: 'challenge-1',
        rp: { name: 'Site' },
        user: { id: 'dXNlcg', name: 'admin', displayName: 'admin' },
        pubKeyCredParams: [],
      });
    if (path === S.passkeys && method === 'POST') {
      const made = {
        id: state.passkeys.length + 1,
        name: body.name,
        createdAt: '2026-11-28T10:00:00.000Z',
        lastUsedAt: null,
        backedUp: true,
      };
      state.passkeys = [...state.passkeys, made];
      return json(made, 201);
    }
    const passkeyId = Number(/^\/api\/admin\/passkeys\/(\d+)$/.exec(path)?.[1]);
    if (passkeyId && method === 'PATCH') {
      state.passkeys = state.passkeys.map((p) => (p.id === passkeyId ? { ...p, name: body.name } : p));
      return json(state.passkeys.find((p) => p.id === passkeyId));
    }
    if (passkeyId && method === 'DELETE') {
      state.passkeys = state.passkeys.filter((p) => p.id !== passkeyId);
      return json({ ok: true });
    }
    if (path === API_PATHS.sessions.endOthers) {
      const ended = server.sessions.filter((s) => !s.current).length;
      server.sessions = server.sessions.filter((s) => s.current);
      return json({ ended });
    }
    const sessionId = /^\/api\/admin\/sessions\/([\w-]+)$/.exec(path)?.[1];
    if (sessionId && method === 'DELETE') {
      server.sessions = server.sessions.filter((s) => s.id !== sessionId);
      return json({ ok: true });
    }
    return refuse(404, 'not_found');
  });
  return server;
}

const real = { ...webAuthn };
/** The browser's passkey prompts answered at once (or refused with `refuse`, a DOMException's name). */
export function fakeAuthenticator(opts: { refuse?: string } = {}) {
  const asked: unknown[] = [];
  const answer = (response: object) => async (options: unknown) => {
    asked.push(options);
    if (opts.refuse) throw Object.assign(new Error('The operation was not allowed'), { name: opts.refuse });
    return response as never;
  };
  webAuthn.supported = () => true;
  webAuthn.register = answer({ id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: { attestationObject: 'a' } });
  webAuthn.authenticate = answer({ id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: { signature: 's' } });
  return asked;
}

export function restoreAuthenticator() {
  Object.assign(webAuthn, real);
}
