// Admin account (product.md §2 settings, §5, §9): the rules, the "admin" default, the confirm field, and what a save sends.
import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { adminEn, type AdminDictionary } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { renderInApp } from '../../testing/render';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { AccountSettings } from './account-settings';
import { fill } from '../../lib/i18n';
import { validateAccount } from './validate-account';

describe('validateAccount', () => {
  for (const [lang, t] of [
    ['en', adminEn],
    ['zh', adminZh],
  ] as const) {
    test(`${lang}: a blank or whitespace username is required`, () => {
      expect(validateAccount({ username: '', password: '', confirm: '', currentPassword: 'current-1' }, t)).toEqual({
        username: t.settings.usernameRequired,
      });
      expect(validateAccount({ username: '  \t ', password: '', confirm: '', currentPassword: 'current-1' }, t)).toEqual({
        username: t.settings.usernameRequired,
      });
    });

    test(`${lang}: a password must equal its confirmation`, () => {
      expect(
        validateAccount({ username: 'admin', password: 'secret-123', confirm: 'secret-124', currentPassword: 'current-1' }, t),
      ).toEqual({ confirm: t.settings.passwordsMismatch });
      expect(validateAccount({ username: 'admin', password: 'secret-123', confirm: '', currentPassword: 'current-1' }, t)).toEqual({
        confirm: t.settings.passwordsMismatch,
      });
      expect(validateAccount({ username: ' ', password: 'a', confirm: 'b', currentPassword: 'current-1' }, t)).toEqual({
        username: t.settings.usernameRequired,
        password: fill(t.settings.passwordTooShort, { min: 8 }),
        confirm: t.settings.passwordsMismatch,
      });
    });

    test(`${lang}: a new password names its field and rule: at least 8 characters, at most 256; a name has no spaces`, () => {
      const ok = { username: 'admin', currentPassword: 'current-1' };
      expect(validateAccount({ ...ok, password: 'seven77', confirm: 'seven77' }, t)).toEqual({
        password: fill(t.settings.passwordTooShort, { min: 8 }),
      });
      expect(validateAccount({ ...ok, password: 'eight888', confirm: 'eight888' }, t)).toEqual({});
      const long = 'x'.repeat(257);
      expect(validateAccount({ ...ok, password: long, confirm: long }, t)).toEqual({
        password: fill(t.settings.passwordTooLong, { max: 256 }),
      });
      expect(validateAccount({ ...ok, username: 'the boss', password: '', confirm: '' }, t)).toEqual({
        username: fill(t.settings.usernameRule, { max: 64 }),
      });
    });

    test(`${lang}: a blank password (keep the current one) and a matching pair are fine`, () => {
      expect(validateAccount({ username: 'admin', password: '', confirm: '', currentPassword: 'current-1' }, t)).toEqual({});
      expect(validateAccount({ username: 'admin', password: '', confirm: 'left over', currentPassword: 'current-1' }, t)).toEqual({});
      expect(validateAccount({ username: 'boss', password: 'secret-123', confirm: 'secret-123', currentPassword: 'current-1' }, t)).toEqual(
        {},
      );
    });

    test(`${lang}: every change needs the current password`, () => {
      expect(validateAccount({ username: 'admin', password: '', confirm: '', currentPassword: '' }, t)).toEqual({
        currentPassword: t.settings.currentPasswordRequired,
      });
    });
  }
  test('the messages are the product.md wording in English, and translated in Chinese', () => {
    expect(adminEn.settings.usernameRequired).toBe('Username is required');
    expect(adminEn.settings.passwordsMismatch).toBe('Passwords do not match');
    expect(adminZh.settings.usernameRequired).not.toBe(adminEn.settings.usernameRequired);
    expect(adminZh.settings.passwordsMismatch).not.toBe(adminEn.settings.passwordsMismatch);
  });
});

type Call = { method: string; path: string; body?: unknown };
let calls: Call[] = [];
let storedUsername = '';

beforeEach(() => {
  calls = [];
  storedUsername = '';
  replaceFetch(async (input: string | URL | Request, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body === undefined ? undefined : JSON.parse(String(init.body));
    calls.push({ method, path, body });
    if (method === 'GET' && path === '/api/settings/adminUsername') return json({ key: 'adminUsername', value: storedUsername });
    if (method === 'POST' && path === '/api/admin/update-credentials') {
      storedUsername = (body as { username: string }).username;
      return json({ username: storedUsername });
    }
    return json({ error: 'not found' }, 404);
  });
});
afterEach(() => {
  toast.dismiss(); // sonner keeps its toasts in module state: none may carry over to the next test
  cleanup();
  restoreFetch();
});

const posts = () => calls.filter((c) => c.method !== 'GET');
const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(box(label), { target: { value } });

async function openForm(t: AdminDictionary) {
  await renderInApp(
    <>
      <AccountSettings />
      <Toaster />
    </>,
    { lang: t === adminZh ? 'zh' : 'en' },
  );
  await waitFor(() => expect(box(t.settings.username)).toBeTruthy());
}

for (const [lang, t] of [
  ['en', adminEn],
  ['zh', adminZh],
] as const) {
  describe(`AccountSettings in ${lang}`, () => {
    test('the username shows "admin" when the setting is empty; the confirm field is absent until a password is typed', async () => {
      await openForm(t);
      expect(calls).toEqual([{ method: 'GET', path: '/api/settings/adminUsername', body: undefined }]);
      expect(box(t.settings.username).value).toBe('admin');
      expect(box(t.settings.newPassword).value).toBe('');
      expect(box(t.settings.newPassword).type).toBe('password');
      expect(screen.queryByLabelText(t.settings.confirmPassword)).toBeNull();
      type(t.settings.newPassword, 'n');
      expect(box(t.settings.confirmPassword).type).toBe('password');
      type(t.settings.newPassword, '');
      expect(screen.queryByLabelText(t.settings.confirmPassword)).toBeNull();
    });

    test('a stored username is shown as it is', async () => {
      storedUsername = 'boss';
      await openForm(t);
      expect(box(t.settings.username).value).toBe('boss');
    });

    test('a password mismatch shows the message on the confirm field and sends nothing', async () => {
      await openForm(t);
      type(t.settings.newPassword, 'new-password-1');
      type(t.settings.confirmPassword, 'new-password-2');
      fireEvent.click(screen.getByRole('button', { name: t.settings.save }));
      expect(await screen.findByText(t.settings.passwordsMismatch)).toBeTruthy();
      expect(box(t.settings.confirmPassword).getAttribute('aria-invalid')).toBe('true');
      expect(posts()).toEqual([]);
    });

    test('a blank username shows "Username is required" and sends nothing', async () => {
      await openForm(t);
      type(t.settings.username, '   ');
      fireEvent.click(screen.getByRole('button', { name: t.settings.save }));
      expect(await screen.findByText(t.settings.usernameRequired)).toBeTruthy();
      expect(box(t.settings.username).getAttribute('aria-invalid')).toBe('true');
      expect(posts()).toEqual([]);
    });

    test('a valid change POSTs /api/admin/update-credentials with { username, password }, then empties the password fields', async () => {
      await openForm(t);
      type(t.settings.username, '  chief  ');
      type(t.settings.newPassword, 'new-password-1');
      type(t.settings.confirmPassword, 'new-password-1');
      type(t.settings.currentPassword, 'current-1');
      fireEvent.click(screen.getByRole('button', { name: t.settings.save }));
      expect(await screen.findByText(t.toast.credentialsUpdated)).toBeTruthy();
      expect(posts()).toEqual([
        {
          method: 'POST',
          path: '/api/admin/update-credentials',
          body: { currentPassword: 'current-1', username: 'chief', password: 'new-password-1' },
        },
      ]);
      expect(box(t.settings.currentPassword).value).toBe('');
      expect(box(t.settings.username).value).toBe('chief');
      expect(box(t.settings.newPassword).value).toBe('');
      expect(screen.queryByLabelText(t.settings.confirmPassword)).toBeNull();
    });

    test('a blank password keeps the current one: the username alone is saved', async () => {
      await openForm(t);
      type(t.settings.username, 'chief');
      type(t.settings.currentPassword, 'current-1');
      fireEvent.click(screen.getByRole('button', { name: t.settings.save }));
      expect(await screen.findByText(t.toast.usernameUpdated)).toBeTruthy();
      expect(posts()).toEqual([
        { method: 'POST', path: '/api/admin/update-credentials', body: { currentPassword: 'current-1', username: 'chief', password: '' } },
      ]);
    });

    test('without the current password nothing is sent and the field says why', async () => {
      await openForm(t);
      type(t.settings.username, 'chief');
      fireEvent.click(screen.getByRole('button', { name: t.settings.save }));
      expect(await screen.findByText(t.settings.currentPasswordRequired)).toBeTruthy();
      expect(box(t.settings.currentPassword).getAttribute('aria-invalid')).toBe('true');
      expect(posts()).toEqual([]);
    });

    test('a wrong current password (422) is said at the field, and the form keeps what was typed', async () => {
      replaceFetch(async (input: string | URL | Request, init?: RequestInit) => {
        const path = String(input);
        calls.push({ method: init?.method ?? 'GET', path, body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) });
        if (path === '/api/settings/adminUsername') return json({ key: 'adminUsername', value: 'admin' });
        return json(
          { error: { code: 'validation_failed', message: 'Validation Error', issues: [{ path: 'currentPassword', message: 'wrong' }] } },
          422,
        );
      });
      await openForm(t);
      type(t.settings.username, 'chief');
      type(t.settings.currentPassword, 'not-it');
      fireEvent.click(screen.getByRole('button', { name: t.settings.save }));
      expect(await screen.findByText(t.settings.currentPasswordWrong)).toBeTruthy();
      expect(box(t.settings.username).value).toBe('chief');
      expect(box(t.settings.currentPassword).getAttribute('aria-invalid')).toBe('true');
      expect(box(t.settings.newPassword).getAttribute('aria-invalid')).toBeNull();
      expect(posts()).toHaveLength(1);
    });

    test('the password rule shows before typing and counts while typing', async () => {
      await openForm(t);
      expect(screen.getByText(fill(t.settings.passwordRule, { min: 8 }))).toBeTruthy();
      type(t.settings.newPassword, 'abc');
      expect(screen.getByText(fill(t.settings.passwordCount, { count: 3, min: 8 }))).toBeTruthy();
      type(t.settings.newPassword, 'abcdefgh');
      expect(screen.getByText(fill(t.settings.passwordLongEnough, { min: 8 }))).toBeTruthy();
      // The rule is the field's description, read with it.
      const hint = box(t.settings.newPassword).getAttribute('aria-describedby')!;
      expect(document.getElementById(hint)!.textContent).toBe(fill(t.settings.passwordLongEnough, { min: 8 }));
    });

    test('a too-short new password is named on its own field with the rule, the current password is not blamed, nothing is sent', async () => {
      await openForm(t);
      type(t.settings.newPassword, 'short');
      type(t.settings.confirmPassword, 'short');
      type(t.settings.currentPassword, 'current-1');
      fireEvent.click(screen.getByRole('button', { name: t.settings.save }));
      expect(await screen.findByText(fill(t.settings.passwordTooShort, { min: 8 }))).toBeTruthy();
      expect(box(t.settings.newPassword).getAttribute('aria-invalid')).toBe('true');
      // One line under the field: the error takes the live count's place (it said the same rule), and is its description.
      expect(screen.queryByText(fill(t.settings.passwordCount, { count: 5, min: 8 }))).toBeNull();
      const described = box(t.settings.newPassword).getAttribute('aria-describedby')!;
      expect(described.split(' ')).toHaveLength(1);
      expect(document.getElementById(described)!.textContent).toBe(fill(t.settings.passwordTooShort, { min: 8 }));
      expect(box(t.settings.currentPassword).getAttribute('aria-invalid')).toBeNull();
      expect(screen.queryByText(t.settings.currentPasswordWrong)).toBeNull();
      expect(posts()).toEqual([]);
      // Retyping takes the complaint away and the count comes back.
      type(t.settings.newPassword, 'shorter');
      expect(screen.getByText(fill(t.settings.passwordCount, { count: 7, min: 8 }))).toBeTruthy();
      expect(screen.queryByText(fill(t.settings.passwordTooShort, { min: 8 }))).toBeNull();
    });

    test('a 422 naming the new password is put on that field (read from the issues, not guessed from the status)', async () => {
      replaceFetch(async (input: string | URL | Request, init?: RequestInit) => {
        const path = String(input);
        calls.push({ method: init?.method ?? 'GET', path, body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) });
        if (path === '/api/settings/adminUsername') return json({ key: 'adminUsername', value: 'admin' });
        const issues = [{ path: 'password', message: 'Too common a password' }];
        return json({ error: { code: 'validation_failed', message: 'Validation Error', issues } }, 422);
      });
      await openForm(t);
      type(t.settings.newPassword, 'password1');
      type(t.settings.confirmPassword, 'password1');
      type(t.settings.currentPassword, 'current-1');
      fireEvent.click(screen.getByRole('button', { name: t.settings.save }));
      const said = fill(t.settings.fieldRefused, { field: t.settings.newPassword, message: 'Too common a password' });
      expect(await screen.findByText(said)).toBeTruthy();
      expect(box(t.settings.newPassword).getAttribute('aria-invalid')).toBe('true');
      expect(box(t.settings.currentPassword).getAttribute('aria-invalid')).toBeNull();
      expect(screen.queryByText(t.settings.currentPasswordWrong)).toBeNull();
    });
  });
}

test('a refused save shows the "save failed" toast in words (no status, no server text) with a Retry, and keeps the form', async () => {
  replaceFetch(async (input: string | URL | Request, init?: RequestInit) => {
    const path = String(input);
    calls.push({ method: init?.method ?? 'GET', path, body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) });
    if (path === '/api/settings/adminUsername') return json({ key: 'adminUsername', value: 'admin' });
    return new Response('Password must be at least 8 characters', { status: 400 });
  });
  await openForm(adminEn);
  type(adminEn.settings.newPassword, 'long-enough');
  type(adminEn.settings.confirmPassword, 'long-enough');
  type(adminEn.settings.currentPassword, 'current-1');
  fireEvent.click(screen.getByRole('button', { name: adminEn.settings.save }));
  expect(await screen.findByText(adminEn.toast.saveFailed)).toBeTruthy();
  expect(screen.getByText(adminEn.failure.invalid)).toBeTruthy();
  expect(screen.queryByText(/400|Password must be/)).toBeNull();
  expect(box(adminEn.settings.newPassword).value).toBe('long-enough');
  expect(posts()).toHaveLength(1);
  fireEvent.click(screen.getByRole('button', { name: adminEn.failure.retry }));
  await waitFor(() => expect(posts()).toHaveLength(2)); // the same save, sent again
});
