// A settings card's "Save Changes" is disabled until something in the card changed, live while it differs from what
// is stored, and disabled again once the change is saved (or typed back).
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { adminEn } from '../../i18n/admin-en';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { ContactSettings } from './contact-settings';

let stored: Record<string, string>;
beforeEach(() => {
  stored = { contactPhone: '+886 2 2700 0000' };
  replaceFetch(async (input: string | URL | Request, init?: RequestInit) => {
    const path = String(input);
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { key: string; value: string };
      stored[body.key] = body.value;
      return json(body);
    }
    const key = path.split('/').pop()!;
    return json({ key, value: stored[key] ?? '' });
  });
});
afterEach(() => {
  cleanup();
  restoreFetch();
});

test('Save Changes: disabled until a field changes, live while it differs, disabled again once saved', async () => {
  await renderInApp(<ContactSettings />);
  const phone = (await screen.findByLabelText(adminEn.settings.phone)) as HTMLInputElement;
  const save = screen.getByRole('button', { name: adminEn.settings.save }) as HTMLButtonElement;
  expect(save.disabled).toBe(true);
  fireEvent.change(phone, { target: { value: '+886 2 2700 1111' } });
  expect(save.disabled).toBe(false);
  fireEvent.change(phone, { target: { value: '+886 2 2700 0000' } }); // typed back: nothing to save
  expect(save.disabled).toBe(true);
  fireEvent.change(phone, { target: { value: '+886 2 2700 1111' } });
  fireEvent.click(save);
  await waitFor(() => expect(stored.contactPhone).toBe('+886 2 2700 1111'));
  await waitFor(() => expect((screen.getByRole('button', { name: adminEn.settings.save }) as HTMLButtonElement).disabled).toBe(true));
});
