// The authenticator app and recovery codes through the API (decision 0073): enrolment switched on only by a right
// code, the password alone never signing in once a second step is required, each code good once, a recovery code
// once, remembered devices, "confirm it's you", and a stolen database that does not give the app's secret away.
import { afterEach, expect, test } from 'bun:test';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { RecoveryCodes, SecurityState, TotpSetup } from '../../../contract';
import { ADMIN_PASSWORD, expectError, startTestSite, type TestSite } from '../../../testing/harness';
import { base32, fromBase32, hotp, stepAt } from './totp';
import { runtimeTimeZone } from '../../../contract/zoned-time';

let site: TestSite;
afterEach(() => site?.close());

/** What the owner's phone shows at the site's clock, `steps` steps from now. */
const codeFor = (secret: string, steps = 0) => hotp(fromBase32(secret), stepAt(site.clock.now) + steps);
/** Cookie pairs from a response, to send back (the browser's jar, for the cookies this test follows). */
const cookiesOf = (headers: Headers) => headers.getSetCookie().map((c) => c.split(';')[0]!);
const jar = (...lists: string[][]) =>
  lists
    .flat()
    .filter((pair) => !pair.endsWith('='))
    .join('; ');

/** Signs in, sets up the app, confirms it with a right code: the app's secret, the recovery codes, the session. */
async function withApp(env: Record<string, string> = {}) {
  site = await startTestSite(env);
  const cookie = await site.login();
  const setup = (await site.call('POST', '/api/admin/security/totp/setup', { cookie })).json as TotpSetup;
  const made = await site.call('POST', '/api/admin/security/totp', { cookie, body: { code: codeFor(setup.secret) } });
  expect(made.status).toBe(200);
  site.clock.now += 30_000; // the next code is a new one
  return { cookie, secret: setup.secret, codes: (made.json as RecoveryCodes).codes };
}

/** The password step: the pending sign-in's cookie, and the answer. */
async function password(extraCookie = '') {
  const res = await site.call('POST', '/api/admin/login', {
    body: { username: 'admin', password: ADMIN_PASSWORD },
    cookie: extraCookie || undefined,
  });
  return { res, cookie: jar(cookiesOf(res.headers), extraCookie ? [extraCookie] : []) };
}

test('the app is switched on only by a right code; then a second step is required and ten recovery codes are shown once', async () => {
  site = await startTestSite();
  const cookie = await site.login();
  const before = (await site.call('GET', '/api/admin/security', { cookie })).json as SecurityState;
  expect(before).toMatchObject({ secondFactorRequired: false, totp: { enabled: false }, passkeys: [], recoveryCodes: { total: 0 } });
  expect(before.confirmedUntil).not.toBeNull(); // just signed in

  const setup = (await site.call('POST', '/api/admin/security/totp/setup', { cookie })).json as TotpSetup;
  expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(setup.uri).toStartWith('otpauth://totp/');
  expect(new URL(setup.uri).searchParams.get('secret')).toBe(setup.secret);
  const wrong = String((Number(codeFor(setup.secret)) + 1) % 1_000_000).padStart(6, '0');
  expectError(await site.call('POST', '/api/admin/security/totp', { cookie, body: { code: wrong } }), 422, 'validation_failed');
  expect(((await site.call('GET', '/api/admin/security', { cookie })).json as SecurityState).totp.enabled).toBe(false);

  const made = await site.call('POST', '/api/admin/security/totp', { cookie, body: { code: codeFor(setup.secret) } });
  const codes = (made.json as RecoveryCodes).codes;
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
  expect(new Set(codes).size).toBe(10);
  const after = (await site.call('GET', '/api/admin/security', { cookie })).json as SecurityState;
  expect(after).toMatchObject({
    secondFactorRequired: true,
    totp: { enabled: true, readable: true },
    recoveryCodes: { total: 10, remaining: 10 },
  });
  expect(JSON.stringify(after)).not.toContain(codes[0]!);
});

test('with a second step required the password alone signs in nowhere; a right code does, once', async () => {
  const { secret } = await withApp();
  const step1 = await password();
  expectError(step1.res, 401, 'second_factor_required');
  expect(step1.res.headers.getSetCookie().some((c) => c.startsWith('session='))).toBe(false);
  expect((await site.call('GET', '/api/auth/user', { cookie: step1.cookie })).status).toBe(401);
  expect((await site.call('GET', '/api/contact-messages', { cookie: step1.cookie })).status).toBe(401);
  expect((await site.call('GET', '/api/admin/login/second-factor', { cookie: step1.cookie })).json).toEqual({
    methods: ['totp', 'recovery'],
  });

  const code = codeFor(secret);
  const step2 = await site.call('POST', '/api/admin/login/second-factor', { cookie: step1.cookie, body: { method: 'totp', code } });
  expect(step2.status).toBe(200);
  expect(step2.json).toEqual({ username: 'admin', timeZone: runtimeTimeZone() });
  const session = jar(cookiesOf(step2.headers));
  expect((await site.call('GET', '/api/auth/user', { cookie: session })).status).toBe(200);

  // The same code again, in a new sign-in within its 30 seconds: refused (replay).
  const again = await password();
  expectError(
    await site.call('POST', '/api/admin/login/second-factor', { cookie: again.cookie, body: { method: 'totp', code } }),
    422,
    'validation_failed',
  );
  // The next step's code is taken (one step of clock drift either way).
  site.clock.now += 30_000;
  expect(
    (await site.call('POST', '/api/admin/login/second-factor', { cookie: again.cookie, body: { method: 'totp', code: codeFor(secret) } }))
      .status,
  ).toBe(200);
  const entries = (await site.call('GET', '/api/admin/audit?action=sign_in', { cookie: session })).json as {
    detail: { method?: string };
  }[];
  expect(entries.map((e) => e.detail.method)).toContain('password+totp');
});

test('a recovery code signs in once, typed any way, and the owner sees how many are left', async () => {
  const { codes } = await withApp();
  const first = await password();
  const typed = ` ${codes[3]!.toUpperCase().replace(/-/g, ' ')} `;
  const used = await site.call('POST', '/api/admin/login/second-factor', {
    cookie: first.cookie,
    body: { method: 'recovery', code: typed },
  });
  expect(used.status).toBe(200);
  const session = jar(cookiesOf(used.headers));
  const second = await password();
  expectError(
    await site.call('POST', '/api/admin/login/second-factor', { cookie: second.cookie, body: { method: 'recovery', code: codes[3] } }),
    422,
    'validation_failed',
  );
  const state = (await site.call('GET', '/api/admin/security', { cookie: session })).json as SecurityState;
  expect(state.recoveryCodes).toMatchObject({ total: 10, remaining: 9 });
  const log = (await site.call('GET', '/api/admin/audit?action=recovery_code_used', { cookie: session })).json as { detail: unknown }[];
  expect(log.map((e) => e.detail)).toEqual([{ remaining: 9 }]);
});

test('five wrong codes end the pending sign-in; the sixth try needs the password again', async () => {
  const { cookie } = await withApp();
  const step1 = await password();
  for (let i = 0; i < 5; i++)
    expectError(
      await site.call('POST', '/api/admin/login/second-factor', { cookie: step1.cookie, body: { method: 'totp', code: '000000' } }),
      422,
      'validation_failed',
    );
  expectError(
    await site.call('POST', '/api/admin/login/second-factor', { cookie: step1.cookie, body: { method: 'totp', code: '000000' } }),
    401,
    'unauthorized',
  );
  const log = (await site.call('GET', '/api/admin/audit?action=second_factor_failed', { cookie })).json as { detail: unknown }[];
  expect(log.map((e) => e.detail)).toEqual(Array(5).fill({ method: 'totp' }));
});

test('guessing codes is bounded per account across sign-ins and addresses: 5 wrong codes an hour, then 429 even for a right one', async () => {
  // TRUST_PROXY: each guess comes from an address of its own, as from a botnet.
  const { secret } = await withApp({ LOGIN_LIMIT: '10', LOGIN_ACCOUNT_LIMIT: '1000', TRUST_PROXY: 'true' });
  let refused = 0;
  for (let i = 0; i < 12; i++) {
    const step1 = await password();
    const res = await site.call('POST', '/api/admin/login/second-factor', {
      cookie: step1.cookie,
      body: { method: 'totp', code: '000000' },
      headers: { 'x-forwarded-for': `198.51.100.${i}` },
    });
    if (res.status === 429) refused++;
  }
  expect(refused).toBe(7);
  const step1 = await password();
  const right = await site.call('POST', '/api/admin/login/second-factor', {
    cookie: step1.cookie,
    body: { method: 'totp', code: codeFor(secret) },
    headers: { 'x-forwarded-for': '203.0.113.50' },
  });
  expectError(right, 429, 'too_many_requests');
  expect(right.headers.get('retry-after')).toBeTruthy();
  site.clock.now += 61 * 60_000;
  const later = await password();
  expect(
    (await site.call('POST', '/api/admin/login/second-factor', { cookie: later.cookie, body: { method: 'totp', code: codeFor(secret) } }))
      .status,
  ).toBe(200);
});

test('"remember this device" skips the second step on that browser for 30 days, never the password; forgetting ends it', async () => {
  const { secret } = await withApp();
  const step1 = await password();
  const step2 = await site.call('POST', '/api/admin/login/second-factor', {
    cookie: step1.cookie,
    body: { method: 'totp', code: codeFor(secret), remember: true },
  });
  const remembered = cookiesOf(step2.headers).find((c) => c.startsWith('remembered='))!;
  expect(remembered).toBeTruthy();
  const session = jar(cookiesOf(step2.headers));

  const again = await password(remembered);
  expect(again.res.status).toBe(200);
  expectError(
    await site.call('POST', '/api/admin/login', { body: { username: 'admin', password: 'wrong password' }, cookie: remembered }),
    401,
    'unauthorized',
  );
  site.clock.now += 31 * 24 * 3600_000;
  expectError((await password(remembered)).res, 401, 'second_factor_required');
  site.clock.now -= 31 * 24 * 3600_000;

  expect(((await site.call('GET', '/api/admin/security', { cookie: session })).json as SecurityState).rememberedDevices).toBe(1);
  expect((await site.call('DELETE', '/api/admin/security/remembered-devices', { cookie: session })).status).toBe(200);
  expectError((await password(remembered)).res, 401, 'second_factor_required');
});

test('sensitive changes need the password again after 10 minutes; removing the last factor switches the requirement off', async () => {
  const { cookie } = await withApp();
  site.clock.now += 11 * 60_000;
  expectError(await site.call('DELETE', '/api/admin/security/totp', { cookie }), 403, 'confirm_required');
  expectError(await site.call('PUT', '/api/admin/security/required', { cookie, body: { required: false } }), 403, 'confirm_required');
  expectError(await site.call('POST', '/api/admin/security/recovery-codes', { cookie }), 403, 'confirm_required');
  expectError(await site.call('POST', '/api/admin/security/confirm', { cookie, body: { password: 'not it' } }), 422, 'validation_failed');
  const confirmed = await site.call('POST', '/api/admin/security/confirm', { cookie, body: { password: ADMIN_PASSWORD } });
  expect((confirmed.json as SecurityState).confirmedUntil).not.toBeNull();
  expect((await site.call('DELETE', '/api/admin/security/totp', { cookie })).status).toBe(200);
  const state = (await site.call('GET', '/api/admin/security', { cookie })).json as SecurityState;
  expect(state).toMatchObject({ secondFactorRequired: false, totp: { enabled: false }, recoveryCodes: { total: 0 } });
  expect((await password()).res.status).toBe(200);
  const log = (await site.call('GET', '/api/admin/audit?action=totp_removed', { cookie })).json as { detail: unknown }[];
  expect(log.map((e) => e.detail)).toEqual([{ requirementOff: true }]);
  // Nothing to require it with: refused, and nothing changes.
  expectError(await site.call('PUT', '/api/admin/security/required', { cookie, body: { required: true } }), 409, 'conflict');
});

test('a stolen database does not give the app away: the secret is sealed under the key file, which is not in it', async () => {
  const { secret, codes } = await withApp();
  site.db.$client.run('PRAGMA wal_checkpoint(TRUNCATE)');
  const file = readFileSync(join(site.dataDir, 'site.db'));
  expect(file.includes(Buffer.from(secret))).toBe(false);
  expect(file.includes(Buffer.from(codes[0]!))).toBe(false);
  expect(file.includes(Buffer.from(codes[0]!.replace(/-/g, '')))).toBe(false);
  // A site restored without its key file: the app cannot be checked, and says so; recovery codes still work.
  rmSync(join(site.dataDir, 'secret.key'));
  const restored = await startTestSite({ DATA_DIR: site.dataDir });
  try {
    const cookie = await restored.call('POST', '/api/admin/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
    const pending = jar(cookiesOf(cookie.headers));
    // The app is not offered where it cannot be checked.
    expect((await restored.call('GET', '/api/admin/login/second-factor', { cookie: pending })).json).toEqual({ methods: ['recovery'] });
    const code = hotp(fromBase32(secret), stepAt(restored.clock.now));
    const refused = await restored.call('POST', '/api/admin/login/second-factor', { cookie: pending, body: { method: 'totp', code } });
    expect(refused.status).toBe(422);
    expect(refused.json.error.issues[0].message).toContain('cannot check app codes');
    const rescued = await restored.call('POST', '/api/admin/login/second-factor', {
      cookie: pending,
      body: { method: 'recovery', code: codes[0] },
    });
    expect(rescued.status).toBe(200);
    const state = (await restored.call('GET', '/api/admin/security', { cookie: jar(cookiesOf(rescued.headers)) })).json as SecurityState;
    expect(state.totp).toMatchObject({ enabled: true, readable: false });
  } finally {
    restored.db.$client.close();
  }
  expect(base32(new Uint8Array([0xff]))).toBe('74');
});

test('a pending sign-in lasts five minutes, and a password changed meanwhile ends it', async () => {
  const { secret, cookie } = await withApp();
  const step1 = await password();
  site.clock.now += 5 * 60_000 + 1;
  const late = { cookie: step1.cookie, body: { method: 'totp', code: codeFor(secret) } };
  expectError(await site.call('POST', '/api/admin/login/second-factor', late), 401, 'unauthorized');

  const typed = await password();
  const change = { currentPassword: ADMIN_PASSWORD, username: 'admin', password: 'a brand new password' };
  site.clock.now += 1000;
  expect((await site.call('POST', '/api/admin/update-credentials', { cookie, body: change })).status).toBe(200);
  site.clock.now += 30_000;
  const stale = { cookie: typed.cookie, body: { method: 'totp', code: codeFor(secret) } };
  expectError(await site.call('POST', '/api/admin/login/second-factor', stale), 401, 'unauthorized');
});

test("strangers cannot shut the owner out: bogus passkey answers and a flood of passkey sign-ins leave the owner's code working", async () => {
  const { secret } = await withApp({ TRUST_PROXY: 'true', LOGIN_LIMIT: '10' });
  const from = (address: string) => ({ 'x-forwarded-for': address, host: 'localhost' });
  const ownerWaiting = await password();
  // Many addresses each start passkey sign-ins and send made-up answers, with no password at all.
  for (let i = 0; i < 2_100; i++) {
    const started = await site.call('POST', '/api/admin/login/passkey-options', { headers: from(`10.0.${i >> 8}.${i & 255}`) });
    expect(started.status).toBe(200);
    if (i % 100 === 0) {
      const bogus = { response: { id: 'made-up', type: 'public-key' } };
      const cookie = jar(cookiesOf(started.headers));
      const refused = await site.call('POST', '/api/admin/login/passkey', {
        cookie,
        body: bogus,
        headers: from(`10.0.${i >> 8}.${i & 255}`),
      });
      expectError(refused, 401, 'unauthorized');
    }
  }
  // One address alone is held to 30 starts a minute.
  const starts = [];
  for (let i = 0; i < 31; i++)
    starts.push((await site.call('POST', '/api/admin/login/passkey-options', { headers: from('192.0.2.1') })).status);
  expect(starts.at(-1)).toBe(429);
  const code = { cookie: ownerWaiting.cookie, body: { method: 'totp', code: codeFor(secret) }, headers: from('198.51.100.1') };
  expect((await site.call('POST', '/api/admin/login/second-factor', code)).status).toBe(200);
});

test('switching the second step on ends every other session; a remembered device signs in but must confirm before changes', async () => {
  site = await startTestSite();
  const owner = await site.login();
  const thief = await site.login(); // a session begun with the password alone, before the app was set up
  const setup = (await site.call('POST', '/api/admin/security/totp/setup', { cookie: owner })).json as TotpSetup;
  expect((await site.call('POST', '/api/admin/security/totp', { cookie: owner, body: { code: codeFor(setup.secret) } })).status).toBe(200);
  expect((await site.call('GET', '/api/auth/user', { cookie: thief })).status).toBe(401);
  expect((await site.call('GET', '/api/auth/user', { cookie: owner })).status).toBe(200);

  site.clock.now += 30_000;
  const step1 = await password();
  const body = { method: 'totp', code: codeFor(setup.secret), remember: true };
  const step2 = await site.call('POST', '/api/admin/login/second-factor', { cookie: step1.cookie, body });
  const remembered = cookiesOf(step2.headers).find((c) => c.startsWith('remembered='))!;
  const again = await password(remembered);
  const session = jar(cookiesOf(again.res.headers));
  expect(again.res.status).toBe(200);
  expect(((await site.call('GET', '/api/admin/security', { cookie: session })).json as SecurityState).confirmedUntil).toBeNull();
  expectError(await site.call('DELETE', '/api/admin/security/totp', { cookie: session }), 403, 'confirm_required');
});
