// An address the server would refuse is caught in the form, in the admin's language (not the browser's English
// pop-up), and nothing is sent; a blank one is fine (the field may stay empty).
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { ContactSettings } from './contact-settings';
import { EmailSettings } from './email-settings';

let posts: unknown[];
beforeEach(() => {
  posts = [];
  replaceFetch(async (input: string | URL | Request, init?: RequestInit) => {
    const path = String(input);
    if (init?.method === 'POST') {
      posts.push(JSON.parse(String(init.body)));
      return json({ ok: true });
    }
    if (path === '/api/settings/email-status') return json({ configured: false, from: null });
    const key = path.split('/').pop()!;
    // The contact address has one stored, so clearing it is a change to save.
    return json({ key, value: key === 'notificationsEnabled' ? 'false' : key === 'contactEmail' ? 'hello@example.com' : '' });
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
  test(`${lang}: a notification address without a domain is refused beside the field, focused, and not sent`, async () => {
    await renderInApp(<EmailSettings />, { lang });
    const field = (await screen.findByLabelText(t.settings.notificationEmail)) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'owner@' } });
    fireEvent.click(screen.getByRole('button', { name: t.settings.save }));
    expect(await screen.findByText(t.settings.invalidEmail)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(posts).toEqual([]);
    fireEvent.change(field, { target: { value: 'owner@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: t.settings.save }));
    await waitFor(() => expect(posts).toContainEqual({ key: 'notificationEmail', value: 'owner@example.com' }));
  });
}

test('the public contact address is checked the same way; a blank one is saved as blank (the built-in text shows)', async () => {
  await renderInApp(<ContactSettings />);
  const field = (await screen.findByLabelText(adminEn.settings.email)) as HTMLInputElement;
  fireEvent.change(field, { target: { value: 'hello at example.com' } });
  fireEvent.click(screen.getByRole('button', { name: adminEn.settings.save }));
  expect(await screen.findByText(adminEn.settings.invalidEmail)).toBeTruthy();
  expect(posts).toEqual([]);
  fireEvent.change(field, { target: { value: '' } });
  fireEvent.click(screen.getByRole('button', { name: adminEn.settings.save }));
  await waitFor(() => expect(posts).toContainEqual({ key: 'contactEmail', value: '' }));
});
