// The admin area as the app mounts it under /admin, against a fake API at the network edge: the login form (product.md §2, §5, §8),
// the session guard, the tabs, the unknown tab and the unsaved-changes question.
import { afterEach, beforeEach, expect, mock, test } from 'bun:test';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { Router } from '../../lib/router';
import type { ContentTree } from '../../../src/contract';
import { adminEn, type AdminDictionary } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { discardUnsaved } from '../../lib/unsaved';
import { renderInApp } from '../../testing/render';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import AdminApp from './admin-app';

type Call = { method: string; path: string; body?: unknown };
const PASSWORD = 'right-password';
const home: ContentTree = { hero: { title: { en: 'Stored hero title', zh: '已儲存的主標題' } } };

let calls: Call[];
let signedIn: boolean;
let loginAnswer: (() => Promise<Response>) | null;

beforeEach(() => {
  calls = [];
  signedIn = false;
  loginAnswer = null;
  localStorage.clear();
  window.history.replaceState(null, '', '/admin');
  replaceFetch(async (input: string | URL | Request, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body === undefined ? undefined : JSON.parse(String(init.body));
    calls.push({ method, path, body });
    if (path === '/api/auth/user') return signedIn ? json({ username: 'admin' }) : json({ error: 'Not signed in' }, 401);
    if (path === '/api/admin/login') {
      if (loginAnswer) return loginAnswer();
      const { username, password } = body as { username: string; password: string };
      if (username !== 'admin' || password !== PASSWORD) return new Response('Invalid username or password', { status: 401 });
      signedIn = true;
      return json({ username: 'admin' });
    }
    if (path.startsWith('/api/content/')) return json(path.endsWith('/home') ? home : {});
    if (path.split('?')[0] === '/api/contact-messages') return json([]);
    return json({ error: 'not found' }, 404);
  });
});
afterEach(() => {
  toast.dismiss();
  cleanup();
  restoreFetch();
  discardUnsaved();
  localStorage.clear();
});

async function openAdmin(at: string, lang: 'en' | 'zh' = 'en') {
  window.history.replaceState(null, '', at);
  await renderInApp(
    <Router base="/admin">
      <AdminApp />
    </Router>,
    { lang },
  );
}
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const logins = () => calls.filter((c) => c.path === '/api/admin/login');
async function signIn(t: AdminDictionary, username: string, password: string) {
  type(t.login.username, username);
  type(t.login.password, password);
  fireEvent.click(screen.getByRole('button', { name: t.login.submit }));
}

for (const [lang, t] of [
  ['en', adminEn],
  ['zh', adminZh],
] as const) {
  test(`${lang}: the login form has its title, note and button; an empty send flags both fields and sends nothing`, async () => {
    await openAdmin('/admin', lang);
    expect(screen.getByRole('heading', { level: 1, name: t.login.title })).toBeTruthy();
    expect(screen.getByText(t.login.note)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.login.submit }));
    expect(await screen.findAllByText(t.login.required)).toHaveLength(2);
    expect(field(t.login.username).getAttribute('aria-invalid')).toBe('true');
    expect(field(t.login.password).getAttribute('aria-invalid')).toBe('true');
    // Only the password filled: the username is still required.
    type(t.login.password, PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: t.login.submit }));
    await waitFor(() => expect(screen.getAllByText(t.login.required)).toHaveLength(1));
    expect(logins()).toEqual([]);
  });

  test(`${lang}: wrong credentials read "Invalid username or password" and set no marker`, async () => {
    await openAdmin('/admin', lang);
    await signIn(t, 'admin', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toBe(t.login.invalid);
    expect(localStorage.getItem('admin_token')).toBeNull();
    expect(window.location.pathname).toBe('/admin');
  });
}

test('the English wrong-login text is the product.md one', () => {
  expect(adminEn.login.invalid).toBe('Invalid username or password');
  expect(adminEn.login.failed).toBe('Login failed. Please try again.');
  expect(adminEn.login.submit).toBe('Sign In');
  expect(adminEn.login.submitting).toBe('Signing in...');
});

test('an unexpected failure reads "Login failed. Please try again."', async () => {
  loginAnswer = async () => new Response('Internal Server Error', { status: 500 });
  await openAdmin('/admin');
  await signIn(adminEn, 'admin', PASSWORD);
  expect((await screen.findByRole('alert')).textContent).toBe(adminEn.login.failed);
  expect(localStorage.getItem('admin_token')).toBeNull();
});

test('while signing in the button reads "Signing in..." and is disabled', async () => {
  let answer!: (response: Response) => void;
  loginAnswer = () => new Promise<Response>((resolve) => (answer = resolve));
  await openAdmin('/admin');
  await signIn(adminEn, 'admin', PASSWORD);
  const busy = await screen.findByRole('button', { name: adminEn.login.submitting });
  expect((busy as HTMLButtonElement).disabled).toBe(true);
  await act(async () => answer(new Response('nope', { status: 401 })));
  expect(await screen.findByRole('button', { name: adminEn.login.submit })).toBeTruthy();
});

test('a good login sends the trimmed username, sets the admin_token marker and opens /admin/dashboard on the content tab', async () => {
  await openAdmin('/admin');
  await signIn(adminEn, '  admin  ', PASSWORD);
  await screen.findByLabelText(adminEn.content.section);
  expect(logins().map((c) => c.body)).toEqual([{ username: 'admin', password: PASSWORD }]);
  expect(window.location.pathname).toBe('/admin/dashboard');
  expect(localStorage.getItem('admin_token')).not.toBeNull();
  const nav = screen.getByRole('navigation', { name: adminEn.tabs.label });
  expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe(adminEn.tabs.content);
  // The title: the site's name with the admin label (docs/design.md changelog "2026-11-28: the admin").
  expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(adminEn.adminLabel);
  expect(screen.getByRole('button', { name: adminEn.logout })).toBeTruthy();
  // The login answer is the current user: no extra session check.
  expect(calls.filter((c) => c.path === '/api/auth/user')).toEqual([]);
});

test('logged out, /admin/dashboard shows the session check, then goes to /admin and drops a stale marker', async () => {
  localStorage.setItem('admin_token', 'stale');
  await openAdmin('/admin/dashboard');
  expect(screen.getByText(adminEn.checking)).toBeTruthy();
  await screen.findByRole('button', { name: adminEn.login.submit });
  expect(window.location.pathname).toBe('/admin');
  expect(localStorage.getItem('admin_token')).toBeNull();
});

test('signed in, /admin goes straight to the dashboard', async () => {
  signedIn = true;
  localStorage.setItem('admin_token', '1');
  await openAdmin('/admin');
  await screen.findByLabelText(adminEn.content.section);
  expect(window.location.pathname).toBe('/admin/dashboard');
});

test('a tab link goes to /admin/dashboard/{tab}; an unknown tab shows "Page Not Found"', async () => {
  signedIn = true;
  await openAdmin('/admin/dashboard/nope');
  expect(await screen.findByRole('heading', { name: adminEn.unknownTab.title })).toBeTruthy();
  expect(screen.getByText(adminEn.unknownTab.body)).toBeTruthy();
  fireEvent.click(screen.getByRole('link', { name: adminEn.tabs.messages }));
  expect(await screen.findByText(adminEn.messages.empty)).toBeTruthy();
  expect(window.location.pathname).toBe('/admin/dashboard/messages');
});

test('leaving the content tab with an unsaved edit asks; "stay" keeps tab and text, "leave" changes tab', async () => {
  signedIn = true;
  const realConfirm = window.confirm;
  const answers = [false, true];
  const asked: string[] = [];
  window.confirm = mock((question?: string) => {
    asked.push(String(question));
    return answers.shift()!;
  });
  try {
    await openAdmin('/admin/dashboard/content');
    const english = await screen.findByDisplayValue('Stored hero title');
    fireEvent.change(english, { target: { value: 'Unsaved' } });
    fireEvent.click(screen.getByRole('link', { name: adminEn.tabs.settings }));
    expect(asked).toEqual([adminEn.unsaved]);
    expect(window.location.pathname).toBe('/admin/dashboard/content');
    expect(screen.getByDisplayValue('Unsaved')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: adminEn.tabs.settings }));
    expect(asked).toHaveLength(2);
    expect(await screen.findByRole('link', { name: adminEn.settings.tabs.email })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/dashboard/settings');
  } finally {
    window.confirm = realConfirm;
  }
});
