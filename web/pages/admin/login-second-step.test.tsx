// The sign-in's second step (decision 0073), in place on the login page: the app's code (the phone's number pad, one-time
// code autofill), a recovery code, a passkey; "Remember this device"; a wrong code said, a gone sign-in sent back to the
// password with a note, too many attempts in the usual words; and success ends as a password alone does. No passkey is
// offered where none can work: without WebAuthn, or on a site opened by an IP address.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Router } from '../../lib/router';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { fakeAuthenticator, restoreAuthenticator } from '../../testing/fake-security';
import { renderInApp } from '../../testing/render';
import { openedAt, restoreAddress } from '../../testing/site-address';
import { wholeText } from '../../testing/whole-text';
import { LoginPage } from './login';

type Call = { method: string; path: string; body?: unknown };
let calls: Call[];
let pendingGone: boolean;
let tooMany: boolean;
const refuse = (status: number, code: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ error: { code, message: code } }), { status, headers: { 'content-type': 'application/json', ...headers } });

beforeEach(() => {
  [calls, pendingGone, tooMany] = [[], false, false];
  localStorage.clear();
  window.history.replaceState(null, '', '/admin');
  replaceFetch(async (input, init) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body === undefined ? undefined : JSON.parse(String(init.body));
    calls.push({ method, path, ...(body === undefined ? {} : { body }) });
    if (path === '/api/admin/login') return refuse(401, 'second_factor_required');
    if (path === '/api/admin/login/second-factor' && method === 'GET')
      return pendingGone ? refuse(401, 'unauthorized') : json({ methods: ['totp', 'passkey', 'recovery'] });
    if (path === '/api/admin/login/second-factor') {
      // As the server answers: a gone sign-in 401, a wrong code 422 (a value it will not take).
      if (pendingGone) return refuse(401, 'unauthorized');
      if (tooMany) return refuse(429, 'too_many_requests', { 'retry-after': '120' });
      const right = body.method === 'totp' ? body.code === '123456' : body.code === 'abcd-efgh-jkmn-pqrs';
      return right ? json({ username: 'admin' }) : refuse(422, 'validation_failed');
    }
    if (path === '/api/admin/login/passkey-options') return json({ challenge: 'c', allowCredentials: [] });
    if (path === '/api/admin/login/passkey') return json({ username: 'admin' });
    return refuse(404, 'not_found');
  });
});
afterEach(() => {
  cleanup();
  restoreFetch();
  restoreAuthenticator();
  restoreAddress();
});

async function toSecondStep(t = adminEn, lang: 'en' | 'zh' = 'en') {
  await renderInApp(
    <Router base="/admin">
      <LoginPage />
    </Router>,
    { lang },
  );
  fireEvent.change(screen.getByLabelText(t.login.username), { target: { value: 'admin' } });
  fireEvent.change(screen.getByLabelText(t.login.password), { target: { value: 'right-password' } });
  fireEvent.click(screen.getByRole('button', { name: t.login.submit }));
  await screen.findByRole('heading', { name: t.login.secondStep.title });
  // The page names the step at once; its methods come with the pending sign-in.
  await screen.findByRole('region', { name: t.login.secondStep.title });
}
const posts = () => calls.filter((c) => c.method === 'POST' && c.path !== '/api/admin/login');
const verify = (t = adminEn) => fireEvent.click(screen.getByRole('button', { name: t.login.secondStep.submit }));

test('a right password owing a second step shows it in place; the app’s code and "remember" sign in to the dashboard', async () => {
  await toSecondStep();
  expect(window.location.pathname).toBe('/admin');
  expect(screen.queryByLabelText(adminEn.login.password)).toBeNull();
  const code = screen.getByLabelText(adminEn.login.secondStep.code);
  expect(code.getAttribute('autocomplete')).toBe('one-time-code');
  expect(code.getAttribute('inputmode')).toBe('numeric');
  fireEvent.change(code, { target: { value: '123 456' } });
  fireEvent.click(screen.getByLabelText('Remember this device for 30 days', { exact: false }));
  verify();
  await waitFor(() => expect(window.location.pathname).toBe('/admin/dashboard'));
  expect(posts()).toEqual([
    { method: 'POST', path: '/api/admin/login/second-factor', body: { method: 'totp', code: '123456', remember: true } },
  ]);
  expect(localStorage.getItem('admin_token')).not.toBeNull();
});

test('a wrong code is said at the field; too many attempts in the usual words', async () => {
  await toSecondStep();
  fireEvent.change(screen.getByLabelText(adminEn.login.secondStep.code), { target: { value: '12345' } });
  verify();
  expect((await screen.findByRole('alert')).textContent).toBe(adminEn.login.secondStep.needDigits);
  expect(posts()).toEqual([]);
  fireEvent.change(screen.getByLabelText(adminEn.login.secondStep.code), { target: { value: '654321' } });
  verify();
  await screen.findByText(adminEn.login.secondStep.wrongCode);
  tooMany = true;
  verify();
  await screen.findByText('Too many attempts. Try again in 120 seconds.');
  expect(window.location.pathname).toBe('/admin');
});

test('a recovery code instead, switched to by its link', async () => {
  await toSecondStep();
  fireEvent.click(screen.getByRole('button', { name: adminEn.login.secondStep.useRecovery }));
  const field = screen.getByLabelText(adminEn.login.secondStep.recoveryCode);
  expect(field.getAttribute('autocomplete')).toBe('off');
  fireEvent.change(field, { target: { value: 'abcd-efgh-jkmn-pqrx' } });
  verify();
  await screen.findByText(adminEn.login.secondStep.wrongRecovery);
  fireEvent.change(field, { target: { value: ' abcd-efgh-jkmn-pqrs ' } });
  verify();
  await waitFor(() => expect(window.location.pathname).toBe('/admin/dashboard'));
  expect(posts().at(-1)!.body).toEqual({ method: 'recovery', code: 'abcd-efgh-jkmn-pqrs', remember: false });
});

test('in Chinese: a sign-in gone by the time of the code goes back to the password, saying why', async () => {
  await toSecondStep(adminZh, 'zh');
  pendingGone = true;
  fireEvent.change(screen.getByLabelText(adminZh.login.secondStep.code), { target: { value: '111111' } });
  verify(adminZh);
  expect((await screen.findByRole('alert')).textContent).toBe(adminZh.login.secondStep.expired);
  expect(screen.getByLabelText(adminZh.login.password)).toBeTruthy();
  expect(screen.queryByRole('heading', { name: adminZh.login.secondStep.title })).toBeNull();
});

test('the fifth wrong code (422, and the sign-in then gone) also goes back to the password', async () => {
  await toSecondStep();
  replaceFetch(async (input, init) => {
    const path = String(input);
    if (path === '/api/admin/login/second-factor' && init?.method === 'POST') return refuse(422, 'validation_failed');
    return refuse(401, 'unauthorized'); // GET: no pending sign-in any more
  });
  fireEvent.change(screen.getByLabelText(adminEn.login.secondStep.code), { target: { value: '111111' } });
  verify();
  expect((await screen.findByRole('alert')).textContent).toBe(adminEn.login.secondStep.expired);
  expect(screen.getByLabelText(adminEn.login.password)).toBeTruthy();
});

test('"Back to the password" returns to the form', async () => {
  await toSecondStep();
  fireEvent.click(screen.getByRole('button', { name: adminEn.login.secondStep.back }));
  expect(await screen.findByLabelText(adminEn.login.password)).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a passkey as the second step, and a passkey alone from the password form; neither shown without WebAuthn', async () => {
  await toSecondStep();
  expect(screen.queryByRole('button', { name: adminEn.login.secondStep.usePasskey })).toBeNull();
  cleanup();
  const asked = fakeAuthenticator();
  await toSecondStep();
  fireEvent.click(screen.getByRole('button', { name: adminEn.login.secondStep.usePasskey }));
  await waitFor(() => expect(window.location.pathname).toBe('/admin/dashboard'));
  expect(asked).toEqual([{ optionsJSON: { challenge: 'c', allowCredentials: [] } }]);
  expect(posts().map((c) => c.path)).toEqual(['/api/admin/login/passkey-options', '/api/admin/login/passkey']);
  expect(posts()[1]!.body).toEqual({ response: expect.objectContaining({ id: 'cred-1' }), remember: false });

  cleanup();
  localStorage.clear();
  window.history.replaceState(null, '', '/admin');
  calls = [];
  await renderInApp(
    <Router base="/admin">
      <LoginPage />
    </Router>,
  );
  fireEvent.click(screen.getByRole('button', { name: adminEn.login.passkey.button }));
  await waitFor(() => expect(window.location.pathname).toBe('/admin/dashboard'));
  expect(posts().map((c) => c.path)).toEqual(['/api/admin/login/passkey-options', '/api/admin/login/passkey']);
});

for (const [lang, t] of [
  ['en', adminEn],
  ['zh', adminZh],
] as const) {
  test(`${lang}: at an IP address neither the password form nor the second step offers a passkey; at a name both do`, async () => {
    fakeAuthenticator(); // a browser that can: the address alone is why
    const offered = async (address: string) => {
      openedAt(address);
      await renderInApp(
        <Router base="/admin">
          <LoginPage />
        </Router>,
        { lang },
      );
      const alone = screen.queryByRole('button', { name: t.login.passkey.button }) !== null;
      // Where none is offered, one quiet line says why the owner's usual passkey is missing.
      expect(screen.queryByText(wholeText(t.login.passkey.atAddress)) !== null).toBe(!alone);
      fireEvent.change(screen.getByLabelText(t.login.username), { target: { value: 'admin' } });
      fireEvent.change(screen.getByLabelText(t.login.password), { target: { value: 'right-password' } });
      fireEvent.click(screen.getByRole('button', { name: t.login.submit }));
      await screen.findByLabelText(t.login.secondStep.code);
      const second = screen.queryByRole('button', { name: t.login.secondStep.usePasskey }) !== null;
      cleanup();
      return { address, alone, second };
    };
    for (const address of ['http://127.0.0.1:3000/admin', 'http://[::1]:3000/admin', 'http://10.0.0.5/admin'])
      expect(await offered(address)).toEqual({ address, alone: false, second: false });
    expect(await offered('http://admin.example.com/admin')).toEqual({
      address: 'http://admin.example.com/admin',
      alone: true,
      second: true,
    });
    expect(posts().filter((c) => c.path.includes('passkey'))).toEqual([]);
  });
}

test('at a numeric address the hint links to the site’s public address (PUBLIC_URL, in the page’s head), never to localhost; none set, no link (0257)', async () => {
  const meta = document.createElement('meta');
  meta.name = 'site-address';
  meta.content = 'https://www.example.com';
  document.head.append(meta);
  try {
    for (const [lang, t] of [
      ['en', adminEn],
      ['zh', adminZh],
    ] as const) {
      openedAt('http://127.0.0.1:36933/admin');
      await renderInApp(
        <Router base="/admin">
          <LoginPage />
        </Router>,
        { lang },
      );
      const link = screen.getByRole('link', { name: t.login.passkey.openByName.replace('{{host}}', 'www.example.com') });
      expect(link.getAttribute('href')).toBe('https://www.example.com/admin');
      expect(document.body.textContent).not.toContain('localhost');
      cleanup();
    }
  } finally {
    meta.remove();
  }
  openedAt('http://127.0.0.1:36933/admin');
  await renderInApp(
    <Router base="/admin">
      <LoginPage />
    </Router>,
  );
  expect(screen.getByText(wholeText(adminEn.login.passkey.atAddress))).toBeTruthy();
  expect(document.querySelector('[data-passkeys-at-address] a')).toBeNull();
});
