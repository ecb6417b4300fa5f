// A session that ends mid-work: the sign-in dialog opens over the page, the typed text under it survives, and after
// signing in the same save goes through.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Toaster, toast } from 'sonner';
import { adminEn as t } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { api } from '../../lib/api';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { SignInAgain } from './sign-in-again';

let signedIn: boolean;
let saved: string[];
let logins: unknown[];
beforeEach(() => {
  [signedIn, saved, logins] = [false, [], []];
  replaceFetch(async (input: string | URL | Request, init?: RequestInit) => {
    const path = String(input);
    const body = init?.body === undefined ? undefined : JSON.parse(String(init.body));
    if (path === '/api/admin/login') {
      logins.push(body);
      if (body.password !== 'right-password')
        return json({ error: { code: 'unauthorized', message: 'Invalid username or password' } }, 401);
      signedIn = true;
      return json({ username: 'owner' });
    }
    if (!signedIn) return json({ error: { code: 'unauthorized', message: 'Sign in first' } }, 401);
    saved.push(body.text);
    return json({ ok: true });
  });
});
afterEach(() => {
  toast.dismiss();
  cleanup();
  restoreFetch();
});

/** A stand-in editor: a text being typed and a save button, as any admin form has. */
function Editor() {
  const [text, setText] = useState('');
  return (
    <>
      <label>
        Draft
        <input value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <button type="button" onClick={() => void api('/api/content', { method: 'POST', body: { text } }).catch(() => undefined)}>
        Save draft
      </button>
    </>
  );
}

async function openPage(lang: 'en' | 'zh' = 'en') {
  await renderInApp(
    <>
      <Editor />
      <SignInAgain username="owner" />
      <Toaster />
    </>,
    { lang },
  );
}
const dialog = (name = t.session.expiredTitle) => screen.queryByRole('dialog', { name });

test('a save answered 401 opens the sign-in dialog; the typed text is kept; signing in lets the same save through', async () => {
  await openPage();
  expect(dialog()).toBeNull();
  fireEvent.change(screen.getByLabelText('Draft'), { target: { value: 'Half-written hero title' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  const open = await screen.findByRole('dialog', { name: t.session.expiredTitle });
  expect(within(open).getByText(t.session.expiredBody)).toBeTruthy();

  fireEvent.change(within(open).getByLabelText(t.login.password), { target: { value: 'wrong' } });
  fireEvent.click(within(open).getByRole('button', { name: t.login.submit }));
  expect(await within(open).findByText(t.login.invalid)).toBeTruthy();
  expect(logins).toEqual([{ username: 'owner', password: 'wrong' }]);

  fireEvent.change(within(open).getByLabelText(t.login.password), { target: { value: 'right-password' } });
  fireEvent.click(within(open).getByRole('button', { name: t.login.submit }));
  expect(await screen.findByText(t.session.signedInAgain)).toBeTruthy();
  await waitFor(() => expect(dialog()).toBeNull());
  expect((screen.getByLabelText('Draft') as HTMLInputElement).value).toBe('Half-written hero title');
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(saved).toEqual(['Half-written hero title']));
});

test('a wrong password at the login page itself is not a session ending: no dialog', async () => {
  await openPage();
  await api('/api/admin/login', { method: 'POST', body: { username: 'owner', password: 'nope' } }).catch(() => undefined);
  await api('/api/auth/user').catch(() => undefined);
  await Bun.sleep(20);
  expect(dialog()).toBeNull();
});

test('in Chinese', async () => {
  await openPage('zh');
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  const open = await screen.findByRole('dialog', { name: adminZh.session.expiredTitle });
  expect(within(open).getByText(adminZh.session.expiredBody)).toBeTruthy();
  expect(within(open).getByRole('button', { name: adminZh.login.submit })).toBeTruthy();
});

test('with two-step verification on, the password is followed by the second step in the same dialog', async () => {
  replaceFetch(async (input: string | URL | Request, init?: RequestInit) => {
    const path = String(input);
    const body = init?.body === undefined ? undefined : JSON.parse(String(init.body));
    if (path === '/api/admin/login') return json({ error: { code: 'second_factor_required', message: 'Second step' } }, 401);
    if (path === '/api/admin/login/second-factor' && init?.method !== 'POST') return json({ methods: ['totp', 'recovery'] });
    if (path === '/api/admin/login/second-factor') {
      if (body.code !== '123456') return json({ error: { code: 'validation_failed', message: 'Not right' } }, 422);
      signedIn = true;
      return json({ username: 'owner' });
    }
    if (!signedIn) return json({ error: { code: 'unauthorized', message: 'Sign in first' } }, 401);
    saved.push(body.text);
    return json({ ok: true });
  });
  await openPage();
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  const open = await screen.findByRole('dialog', { name: t.session.expiredTitle });
  fireEvent.change(within(open).getByLabelText(t.login.password), { target: { value: 'right-password' } });
  fireEvent.click(within(open).getByRole('button', { name: t.login.submit }));
  const code = await within(open).findByLabelText(t.login.secondStep.code);
  expect(within(open).queryByText(t.login.invalid)).toBeNull();
  fireEvent.change(code, { target: { value: '123456' } });
  fireEvent.click(within(open).getByRole('button', { name: t.login.secondStep.submit }));
  expect(await screen.findByText(t.session.signedInAgain)).toBeTruthy();
  await waitFor(() => expect(dialog()).toBeNull());
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(saved).toEqual(['']));
});
