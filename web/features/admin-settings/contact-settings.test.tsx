// Contact info is edited from what visitors see: a stored value fills its field; with nothing stored the field shows the
// built-in text as its placeholder and says the site shows it now (in both languages where they differ).
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { en } from '../../i18n/en';
import { zh } from '../../i18n/zh';
import { fill } from '../../lib/i18n';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { ContactSettings } from './contact-settings';

const stored: Record<string, string> = {};
/** The admin's session has ended: every call answers 401. */
let sessionOver = false;
beforeEach(() => {
  for (const key of Object.keys(stored)) delete stored[key];
  stored.contactPhone = '+886 2 5555 0000';
  sessionOver = false;
  replaceFetch((input) => {
    if (sessionOver) return json({ error: { code: 'unauthorized', message: 'Sign in first' } }, 401);
    const key = String(input).split('/').pop()!;
    return json({ key, value: stored[key] ?? '' });
  });
});
afterEach(() => {
  cleanup();
  restoreFetch();
});

test('a stored value is the field’s value; a blank one shows the built-in text and says it is on the site now', async () => {
  await renderInApp(<ContactSettings />);
  const phone = (await screen.findByLabelText(adminEn.settings.phone)) as HTMLInputElement;
  expect(phone.value).toBe('+886 2 5555 0000');
  const address = screen.getByLabelText(adminEn.settings.address) as HTMLInputElement;
  expect(address.value).toBe('');
  expect(
    await screen.findByText(
      fill(adminEn.settings.builtInShownBoth, { text: en.contact.fallback.address, other: zh.contact.fallback.address }),
    ),
  ).toBeTruthy();
  expect(address.placeholder).toBe(en.contact.fallback.address);
  expect(screen.getByText(fill(adminEn.settings.builtInShown, { text: en.contact.fallback.email }))).toBeTruthy();
  // Cleared, the phone says what will show instead.
  fireEvent.change(phone, { target: { value: '' } });
  expect(phone.placeholder).toBe(en.contact.fallback.phone);
  expect(screen.getByText(fill(adminEn.settings.builtInShown, { text: en.contact.fallback.phone }))).toBeTruthy();
});

test('in Chinese the Chinese built-in text leads', async () => {
  await renderInApp(<ContactSettings />, { lang: 'zh' });
  const address = (await screen.findByLabelText(adminZh.settings.address)) as HTMLInputElement;
  expect(
    await screen.findByText(
      fill(adminZh.settings.builtInShownBoth, { text: zh.contact.fallback.address, other: en.contact.fallback.address }),
    ),
  ).toBeTruthy();
  expect(address.placeholder).toBe(zh.contact.fallback.address);
});

test('a save refused because the session ended keeps the form and what was typed (the settings read again fail too)', async () => {
  await renderInApp(<ContactSettings />);
  const phone = (await screen.findByLabelText(adminEn.settings.phone)) as HTMLInputElement;
  fireEvent.change(phone, { target: { value: '+886 2 2345 6789' } });
  sessionOver = true;
  fireEvent.click(screen.getByRole('button', { name: adminEn.settings.save }));
  // The save and the reading again after it have both been answered 401: the form is still there, with the new number.
  await waitFor(() => expect(screen.getByRole('button', { name: adminEn.settings.save }).hasAttribute('disabled')).toBe(false));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect((screen.getByLabelText(adminEn.settings.phone) as HTMLInputElement).value).toBe('+886 2 2345 6789');
});

test('Discard puts the stored values back and clears the “invalid email” error with them', async () => {
  await renderInApp(<ContactSettings />);
  const email = (await screen.findByLabelText(adminEn.settings.email)) as HTMLInputElement;
  fireEvent.change(email, { target: { value: 'not-an-address' } });
  fireEvent.click(screen.getByRole('button', { name: adminEn.settings.save }));
  expect(await screen.findByText(adminEn.settings.invalidEmail)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: adminEn.content.bar.discard }));
  await waitFor(() => expect(screen.queryByText(adminEn.settings.invalidEmail)).toBeNull());
  expect(email.value).toBe('');
});

test('a changed field says its saved text under it, as on the content pages; put back, the line goes (decision 0266)', async () => {
  await renderInApp(<ContactSettings />);
  const phone = (await screen.findByLabelText(adminEn.settings.phone)) as HTMLInputElement;
  const saved = fill(adminEn.content.current, { value: '+886 2 5555 0000' });
  expect(screen.queryByText(saved)).toBeNull();
  fireEvent.change(phone, { target: { value: '+886 2 5555 0009' } });
  const line = screen.getByText(saved);
  expect(phone.getAttribute('aria-describedby')).toContain(line.id);
  expect(line.querySelector('.changed-dot')).toBeTruthy();
  fireEvent.change(phone, { target: { value: '+886 2 5555 0000' } });
  expect(screen.queryByText(saved)).toBeNull();
});
