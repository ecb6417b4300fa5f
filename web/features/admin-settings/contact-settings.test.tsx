// Contact info is edited from what visitors see: a stored value fills its field; with nothing stored the field shows the
// built-in text as its placeholder and says the site shows it now (in both languages where they differ).
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { en } from '../../i18n/en';
import { zh } from '../../i18n/zh';
import { fill } from '../../lib/i18n';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { ContactSettings } from './contact-settings';

const stored: Record<string, string> = {};
beforeEach(() => {
  for (const key of Object.keys(stored)) delete stored[key];
  stored.contactPhone = '+886 2 5555 0000';
  replaceFetch((input) => {
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
