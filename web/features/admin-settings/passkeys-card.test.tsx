// Passkeys in the settings: added with a name through the browser's prompt (the server's options in, its answer back),
// a cancelled prompt said in the dialog, renamed and removed from the row's menu (the last factor's removal warned of),
// Add disabled where the browser cannot make one, and not offered at all where the site is open at an IP address.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { adminEn as t } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { ago, shortDate } from '../../lib/dates';
import { restoreFetch } from '../../testing/fake-api';
import { emptyState, fakeAuthenticator, fakeSecurityServer, restoreAuthenticator } from '../../testing/fake-security';
import { renderSection } from '../../testing/render-security';
import { openedAt, restoreAddress } from '../../testing/site-address';
import { wholeText } from '../../testing/whole-text';
import { SecuritySettings } from './security-settings';

const MACBOOK = { id: 7, name: 'MacBook', createdAt: '2026-11-20T08:00:00.000Z', lastUsedAt: '2026-11-27T09:30:00.000Z', backedUp: false };
afterEach(() => {
  toast.dismiss();
  cleanup();
  restoreFetch();
  restoreAuthenticator();
  restoreAddress();
});

let server: ReturnType<typeof fakeSecurityServer>;
beforeEach(() => {
  server = fakeSecurityServer();
});
const writes = () => server.calls.filter((c) => c.method !== 'GET');

test('Add a passkey: a name, the browser’s prompt with the server’s options, the answer sent back; it is listed', async () => {
  const asked = fakeAuthenticator();
  await renderSection(<SecuritySettings />);
  expect(await screen.findByText(t.security.passkeys.none)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: t.security.passkeys.add }));
  const naming = await screen.findByRole('dialog', { name: t.security.passkeys.nameTitle });
  fireEvent.click(within(naming).getByRole('button', { name: t.security.passkeys.next }));
  expect(within(naming).getByText(t.security.passkeys.needName)).toBeTruthy();
  fireEvent.change(within(naming).getByLabelText(t.security.passkeys.name), { target: { value: '  Work laptop ' } });
  fireEvent.click(within(naming).getByRole('button', { name: t.security.passkeys.next }));
  expect(await screen.findByText(t.security.passkeys.madeToast)).toBeTruthy();
  expect(asked).toEqual([{ optionsJSON: expect.objectContaining({ challenge: 'challenge-1' }) }]);
  expect(writes()).toEqual([
    { method: 'POST', path: '/api/admin/passkeys/options', body: {} },
    { method: 'POST', path: '/api/admin/passkeys', body: { name: 'Work laptop', response: expect.objectContaining({ id: 'cred-1' }) } },
  ]);
  const list = await screen.findByRole('list', { name: t.security.passkeys.listLabel });
  expect(within(list).getByText('Work laptop')).toBeTruthy();
  expect(within(list).getByText(t.security.passkeys.synced)).toBeTruthy();
  expect(within(list).getByText(t.security.passkeys.neverUsed, { exact: false })).toBeTruthy();
});

test('a prompt cancelled (or timed out) is said in the dialog, and nothing is saved', async () => {
  fakeAuthenticator({ refuse: 'NotAllowedError' });
  await renderSection(<SecuritySettings />);
  fireEvent.click(await screen.findByRole('button', { name: t.security.passkeys.add }));
  const naming = await screen.findByRole('dialog', { name: t.security.passkeys.nameTitle });
  fireEvent.change(within(naming).getByLabelText(t.security.passkeys.name), { target: { value: 'Phone' } });
  fireEvent.click(within(naming).getByRole('button', { name: t.security.passkeys.next }));
  expect(await within(naming).findByText(t.security.passkeys.cancelled)).toBeTruthy();
  expect(writes().map((c) => c.path)).toEqual(['/api/admin/passkeys/options']);
});

test('in Chinese: renamed and removed from the row’s menu; removing the last factor says two-step turns off', async () => {
  server.state = { ...emptyState(), secondFactorRequired: true, passkeys: [MACBOOK] };
  await renderSection(<SecuritySettings />, 'zh');
  const z = adminZh.security.passkeys;
  const row = (await screen.findByRole('list', { name: z.listLabel })).querySelector('li')!;
  // Added on a day (the year only when it is not this one), last used as people say it; the full time in the title.
  expect(row.textContent).toContain(`新增於 ${shortDate(MACBOOK.createdAt, 'zh')}`);
  expect(row.textContent).toContain(`上次使用：${ago(MACBOOK.lastUsedAt!, 'zh', adminZh.devices.justNow)}`);
  fireEvent.click(within(row).getByRole('button', { name: z.rename }));
  const renaming = await screen.findByRole('dialog', { name: z.renameTitle });
  const field = within(renaming).getByLabelText(z.name) as HTMLInputElement;
  expect(field.value).toBe('MacBook');
  fireEvent.change(field, { target: { value: '公司筆電' } });
  fireEvent.click(within(renaming).getByRole('button', { name: z.save }));
  expect(await screen.findByText(z.renamedToast)).toBeTruthy();
  await screen.findByText('公司筆電');

  fireEvent.click(within(screen.getByRole('list', { name: z.listLabel })).getByRole('button', { name: z.remove }));
  const asking = await screen.findByRole('alertdialog', { name: z.removeTitle });
  expect(asking.textContent).toContain('「公司筆電」將無法再登入本網站');
  expect(asking.textContent).toContain(adminZh.security.lastFactor);
  fireEvent.click(within(asking).getByRole('button', { name: z.remove }));
  expect(await screen.findByText(z.removedToast)).toBeTruthy();
  expect(writes()).toEqual([
    { method: 'PATCH', path: '/api/admin/passkeys/7', body: { name: '公司筆電' } },
    { method: 'DELETE', path: '/api/admin/passkeys/7' },
  ]);
  await waitFor(() => expect(screen.getByText(z.none)).toBeTruthy());
});

test('a browser without passkeys: Add is disabled and says why', async () => {
  await renderSection(<SecuritySettings />);
  const add = (await screen.findByRole('button', { name: t.security.passkeys.add })) as HTMLButtonElement;
  expect(add.disabled).toBe(true);
  expect(screen.getByText(t.security.passkeys.unsupported)).toBeTruthy();
});

for (const [lang, words] of [
  ['en', t],
  ['zh', adminZh],
] as const) {
  test(`${lang}: at an IP address no passkey is offered, and one line says why; the ones there still rename and remove`, async () => {
    fakeAuthenticator(); // a browser that can: the address alone is why
    server.state = { ...emptyState(), passkeys: [MACBOOK] };
    const p = words.security.passkeys;
    for (const address of ['http://127.0.0.1:3000/admin', 'http://[::1]:3000/admin', 'http://192.168.1.20/admin']) {
      openedAt(address);
      await renderSection(<SecuritySettings />, lang);
      const list = await screen.findByRole('list', { name: p.listLabel });
      expect(screen.getByText(wholeText(p.atAddress))).toBeTruthy();
      expect(screen.queryByRole('button', { name: p.add })).toBeNull();
      expect(screen.queryByText(p.unsupported)).toBeNull();
      expect(within(list).getByRole('button', { name: p.remove })).toBeTruthy();
      fireEvent.click(within(list).getByRole('button', { name: p.rename }));
      const renaming = await screen.findByRole('dialog', { name: p.renameTitle });
      fireEvent.change(within(renaming).getByLabelText(p.name), { target: { value: `MacBook ${address}` } });
      fireEvent.click(within(renaming).getByRole('button', { name: p.save }));
      await within(list).findByText(`MacBook ${address}`);
      cleanup();
    }
    expect(writes().map((c) => c.method)).toEqual(['PATCH', 'PATCH', 'PATCH']);
    // The same browser at the site's name is offered Add, and no such line.
    openedAt('http://admin.example.com/admin');
    await renderSection(<SecuritySettings />, lang);
    expect(((await screen.findByRole('button', { name: p.add })) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(wholeText(p.atAddress))).toBeNull();
  });
}

test('at an address, with the site’s own address known (PUBLIC_URL), the note links to this page there', async () => {
  fakeAuthenticator();
  restoreFetch();
  server = fakeSecurityServer({ state: { ...emptyState(), passkeys: [MACBOOK] }, publicUrl: 'https://www.example.com' });
  openedAt('http://127.0.0.1:3000/admin/dashboard/settings/security');
  await renderSection(<SecuritySettings />, 'zh');
  const p = adminZh.security.passkeys;
  const link = await screen.findByRole('link', { name: 'www.example.com' });
  expect(link.getAttribute('href')).toBe('https://www.example.com/admin/dashboard/settings/security');
  expect(link.closest('[data-passkeys-at-address]')?.textContent).toContain(p.atAddressTitle);
  expect(screen.queryByText(wholeText(p.atAddress))).toBeNull();
  expect(screen.queryByRole('button', { name: p.add })).toBeNull();
});
