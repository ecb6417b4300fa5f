// The preview frame's page: only for a signed-in admin; shows the site with exactly the texts the editor sends, in the
// language and theme it says, ignores messages from anywhere else, and its links lead nowhere.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Router } from '../../lib/router';
import type { ContentTree } from '../../../src/contract';
import { en } from '../../i18n/en';
import { fill } from '../../lib/i18n';
import { adminEn } from '../../i18n/admin-en';
import type { PreviewState } from '../../features/admin-content/preview-messages';
import { renderInApp } from '../../testing/render';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import AdminApp from './admin-app';
import { fakeEntry } from '../../testing/list-fakes';

let signedIn: boolean;
let fetched: string[];
let serviceTitle: string;
const stored: ContentTree = { hero: { title: { en: 'Stored title', zh: '已存標題' }, subtitle: { en: 'Stored sub', zh: '已存副標' } } };
const unsaved: ContentTree = {
  hero: { title: { en: 'Unsaved title', zh: '未儲存的標題' }, subtitle: { en: 'Unsaved sub', zh: '未儲存的副標' } },
};

beforeEach(() => {
  signedIn = true;
  fetched = [];
  serviceTitle = 'Old service name';
  replaceFetch((input) => {
    const path = String(input);
    fetched.push(path);
    if (path === '/api/auth/user') return signedIn ? json({ username: 'admin' }) : json({ error: 'Not signed in' }, 401);
    if (path.startsWith('/api/content/')) return json(stored);
    if (path === '/api/settings/contact-info') return json({ address: 'Street 1', phone: '123', email: 'a@b.c' });
    if (path === '/api/services') return json([fakeEntry('services', 1, serviceTitle, '服務')]);
    return json([]);
  });
});
afterEach(() => {
  cleanup();
  restoreFetch();
  document.documentElement.className = '';
});

async function openPreview() {
  window.history.replaceState(null, '', '/admin/preview');
  await renderInApp(
    <Router base="/admin">
      <AdminApp />
    </Router>,
  );
}
let seq = 0;
const send = (state: Omit<PreviewState, 'version'> & { version?: number }, origin = window.location.origin) =>
  act(async () => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { kind: 'site-preview:state', state: { version: 0, ...state }, seq: ++seq },
        origin,
        source: window,
      }),
    );
    await Bun.sleep(20); // the language's strings load first
  });

test('shows the page with the texts sent, in the language and theme sent, and changes with each message', async () => {
  await openPreview();
  await screen.findByText(adminEn.content.preview.waiting);
  await send({ section: 'home', lang: 'en', theme: 'light', tree: unsaved });
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unsaved title'));
  // The site's own frame: its menu and footer.
  expect(screen.getAllByRole('link', { name: en.pages.services }).length).toBeGreaterThan(0);
  expect(fetched.filter((path) => path.startsWith('/api/content/'))).toEqual([]);

  await send({ section: 'home', lang: 'zh', theme: 'dark', tree: unsaved });
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('未儲存的標題'));
  expect(document.documentElement.lang).toBe('zh-Hant');
  expect(document.documentElement.classList.contains('dark')).toBe(true);

  // Another page of the site: its own texts, sent for it.
  await send({ section: 'contact', lang: 'en', theme: 'light', tree: { hero: { title: { en: 'Write to us', zh: '來信' } } } });
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Write to us'));

  // A link does not leave the preview; the site's theme and language buttons do not change the admin's own choice.
  fireEvent.click(screen.getAllByRole('link', { name: en.pages.services })[0]!);
  expect(window.location.pathname).toBe('/admin/preview');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Write to us');
  localStorage.clear();
  fireEvent.click(screen.getByRole('button', { name: fill(en.nav.theme, { name: en.nav.themes.light }) }));
  fireEvent.click(screen.getByRole('link', { name: new RegExp(en.nav.switchLanguage) }));
  expect(localStorage.length).toBe(0);
  expect(document.documentElement.classList.contains('dark')).toBe(false);
});

test('a message from another origin changes nothing', async () => {
  await openPreview();
  await send({ section: 'home', lang: 'en', theme: 'light', tree: unsaved }, 'https://elsewhere.example');
  await screen.findByText(adminEn.content.preview.waiting);
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
});

test('without a session, a note instead of the site; no sign-in form inside the frame, and the admin marker is kept', async () => {
  signedIn = false;
  localStorage.setItem('admin_token', 'kept');
  await openPreview();
  await screen.findByText(adminEn.content.preview.signedOut);
  expect(screen.queryByLabelText(adminEn.login.password)).toBeNull();
  expect(localStorage.getItem('admin_token')).toBe('kept');
  await send({ section: 'home', lang: 'en', theme: 'light', tree: unsaved });
  expect(screen.queryByText('Unsaved title')).toBeNull();
});

test("the lists are read again when the admin's stored data changed (the version the editor sends), not before", async () => {
  await openPreview();
  await screen.findByText(adminEn.content.preview.waiting);
  await send({ section: 'services', lang: 'en', theme: 'light', tree: unsaved, version: 0 });
  await waitFor(() => expect(document.body.textContent).toContain('Old service name'));
  serviceTitle = 'New service name';
  await send({ section: 'services', lang: 'en', theme: 'light', tree: unsaved, version: 0 });
  expect(document.body.textContent).not.toContain('New service name');
  await send({ section: 'services', lang: 'en', theme: 'light', tree: unsaved, version: 1 });
  await waitFor(() => expect(document.body.textContent).toContain('New service name'));
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unsaved title');
});
