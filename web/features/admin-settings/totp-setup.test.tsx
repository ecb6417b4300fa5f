// Setting up the authenticator app: the password asked once when the server wants it ("Confirm it's you"), the QR code
// and the key in fours, a wrong first code said at the field, the right one switching the app on and showing the ten
// recovery codes once, with a .txt to download.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { adminEn as t } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { restoreFetch } from '../../testing/fake-api';
import { fakeSecurityServer, TEN_CODES } from '../../testing/fake-security';
import { renderSection } from '../../testing/render-security';
import { groupsOfFour } from './totp-setup-dialog';
import { SecuritySettings } from './security-settings';

let server: ReturnType<typeof fakeSecurityServer>;
beforeEach(() => {
  server = fakeSecurityServer({ confirmed: false });
});
afterEach(() => {
  toast.dismiss();
  cleanup();
  restoreFetch();
});

const dialog = (name: string) => screen.findByRole('dialog', { name });
const writes = () => server.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);

test('the key reads in groups of four', () => {
  expect(groupsOfFour('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
  expect(groupsOfFour('ABCDEF')).toBe('ABCD EF');
});

test('Set up: the password first, then the QR code and key; a wrong code is said, the right one shows the codes once', async () => {
  await renderSection(<SecuritySettings />);
  fireEvent.click(await screen.findByRole('button', { name: t.security.app.setUp }));

  const confirm = await dialog(t.security.confirm.title);
  fireEvent.change(within(confirm).getByLabelText(t.login.password), { target: { value: 'a guess' } });
  fireEvent.click(within(confirm).getByRole('button', { name: t.security.confirm.submits.body }));
  expect((await within(confirm).findByRole('alert')).textContent).toBe(t.security.confirm.wrong);
  fireEvent.change(within(confirm).getByLabelText(t.login.password), { target: { value: 'right-password' } });
  fireEvent.click(within(confirm).getByRole('button', { name: t.security.confirm.submits.body }));

  const setup = await dialog(t.security.app.setupTitle);
  const qr = within(setup).getByRole('img', { name: t.security.app.qrLabel });
  expect(qr.querySelector('path')!.getAttribute('d')!.length).toBeGreaterThan(100);
  expect(setup.querySelector('[data-totp-secret]')!.textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
  // Two-step is off: what turning the app on does to other browsers is said before it happens.
  expect(within(setup).getByText(t.security.app.turnsOn)).toBeTruthy();
  const code = within(setup).getByLabelText(`2. ${t.security.app.enter}`);
  expect(code.getAttribute('autocomplete')).toBe('one-time-code');
  expect(code.getAttribute('inputmode')).toBe('numeric');

  fireEvent.change(code, { target: { value: '12345' } });
  fireEvent.click(within(setup).getByRole('button', { name: t.security.app.turnOn }));
  expect((await within(setup).findByRole('alert')).textContent).toBe(t.security.app.needDigits);
  fireEvent.change(code, { target: { value: '654 321' } });
  fireEvent.click(within(setup).getByRole('button', { name: t.security.app.turnOn }));
  expect((await within(setup).findByRole('alert')).textContent).toBe(t.security.app.wrongCode);
  fireEvent.change(code, { target: { value: '123 456' } });
  fireEvent.click(within(setup).getByRole('button', { name: t.security.app.turnOn }));

  const shown = await dialog(t.security.codes.shownTitle);
  const list = within(shown).getByRole('list', { name: t.security.codes.listLabel });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(TEN_CODES);
  expect(
    server.calls.find(
      (c) => c.path === '/api/admin/security/totp' && c.method === 'POST' && (c.body as { code: string }).code === '123456',
    ),
  ).toBeTruthy();
  expect(writes()).toEqual([
    'POST /api/admin/security/totp/setup',
    'POST /api/admin/security/confirm',
    'POST /api/admin/security/confirm',
    'POST /api/admin/security/totp/setup',
    'POST /api/admin/security/totp',
    'POST /api/admin/security/totp',
  ]);

  // Downloaded as text: what the codes are for, then one a line.
  const made: Blob[] = [];
  const saved: string[] = [];
  const [createObjectURL, click] = [URL.createObjectURL, HTMLAnchorElement.prototype.click];
  URL.createObjectURL = (blob: Blob) => {
    made.push(blob);
    return 'blob:codes';
  };
  // happy-dom would follow the link (it knows no downloads) and leave the window's address at it.
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    saved.push(this.download);
  };
  fireEvent.click(within(shown).getByRole('button', { name: t.security.codes.download }));
  [URL.createObjectURL, HTMLAnchorElement.prototype.click] = [createObjectURL, click];
  expect(saved).toEqual(['recovery-codes-localhost.txt']);
  const text = await made[0]!.text();
  expect(text.startsWith('Recovery codes for localhost')).toBe(true);
  expect(text.trim().split('\n').slice(-10)).toEqual(TEN_CODES);

  fireEvent.click(within(shown).getByRole('button', { name: t.security.codes.saved }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: t.security.codes.shownTitle })).toBeNull());
  const app = (await screen.findByRole('heading', { name: t.security.app.title })).closest('section')!;
  await waitFor(() => expect(app.querySelector('[data-card-status]')!.textContent).toBe(t.security.app.status.on));
  expect(screen.getByText(/10 of 10 codes left/)).toBeTruthy();
});

test('in Chinese: closing "Confirm it’s you" drops the change, says nothing and asks again next time', async () => {
  await renderSection(<SecuritySettings />, 'zh');
  fireEvent.click(await screen.findByRole('button', { name: adminZh.security.app.setUp }));
  const confirm = await dialog(adminZh.security.confirm.title);
  expect(confirm.textContent).toContain('10 分鐘');
  fireEvent.click(within(confirm).getByRole('button', { name: adminZh.security.cancel }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: adminZh.security.confirm.title })).toBeNull());
  expect(screen.queryByRole('dialog', { name: adminZh.security.app.setupTitle })).toBeNull();
  expect(document.querySelector('[data-sonner-toast]')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: adminZh.security.app.setUp }));
  expect(await dialog(adminZh.security.confirm.title)).toBeTruthy();
});
