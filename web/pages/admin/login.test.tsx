// The sign-in form when the server refuses what was typed (422: a name with a line break or a hidden character): it
// says so in the admin's language, not "Login failed", and still "Invalid username or password" for a wrong one (401).
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Router } from '../../lib/router';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { LoginPage } from './login';

const refusedName = {
  error: {
    code: 'validation_failed',
    message: 'Invalid input',
    issues: [{ path: 'username', message: 'Must be one line, without control characters' }],
  },
};

beforeEach(() => {
  localStorage.clear();
  replaceFetch(async (_input, init) => {
    const { username } = JSON.parse(String(init?.body)) as { username: string };
    return username === 'admin'
      ? json({ error: { code: 'unauthorized', message: 'Invalid username or password' } }, 401)
      : json(refusedName, 422);
  });
});
afterEach(() => {
  cleanup();
  restoreFetch();
});

for (const [lang, t] of [
  ['en', adminEn],
  ['zh', adminZh],
] as const) {
  test(`${lang}: a refused name reads as not accepted, a wrong password as invalid`, async () => {
    await renderInApp(
      <Router base="/admin">
        <LoginPage />
      </Router>,
      { lang },
    );
    const send = (username: string) => {
      fireEvent.change(screen.getByLabelText(t.login.username), { target: { value: username } });
      fireEvent.change(screen.getByLabelText(t.login.password), { target: { value: 'a guess at it' } });
      fireEvent.click(screen.getByRole('button', { name: t.login.submit }));
    };
    send('ad\u202Emin');
    expect((await screen.findByRole('alert')).textContent).toBe(t.login.notAccepted);
    send('admin');
    expect((await screen.findByText(t.login.invalid)).getAttribute('role')).toBe('alert');
  });
}

for (const [lang, t] of [
  ['en', adminEn],
  ['zh', adminZh],
] as const) {
  test(`${lang}: "Can't sign in?" is folded under the form and names the reset-admin command; "Sign In" stays as it is`, async () => {
    await renderInApp(
      <Router base="/admin">
        <LoginPage />
      </Router>,
      { lang },
    );
    expect(adminEn.login.submit).toBe('Sign In');
    const fold = document.querySelector('[data-cant-sign-in]') as HTMLDetailsElement;
    expect(fold.open).toBe(false);
    expect(fold.querySelector('summary')?.textContent).toBe(t.login.cantSignIn.summary);
    expect(fold.textContent).toContain('reset-admin');
    // Under the form: after the Sign In button.
    const submit = screen.getByRole('button', { name: t.login.submit });
    expect(submit.compareDocumentPosition(fold) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
}
