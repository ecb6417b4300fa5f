// Settings → Sign-in security as the owner reads it: the two-step switch (disabled, saying what to add, while there is
// nothing to ask for), the app's state (and "set it up again" when this server cannot read it), recovery codes left
// (a warning when few), new codes shown once after asking, and forgetting remembered browsers.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import type { SecurityState } from '../../../src/contract';
import { adminEn as t } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { restoreFetch } from '../../testing/fake-api';
import { emptyState, fakeSecurityServer, TEN_CODES } from '../../testing/fake-security';
import { renderSection } from '../../testing/render-security';
import { SecuritySettings } from './security-settings';

const APP_ON: SecurityState = {
  ...emptyState(),
  totp: { enabled: true, createdAt: '2026-11-20T08:00:00.000Z', lastUsedAt: '2026-11-27T09:30:00.000Z', readable: true },
  recoveryCodes: { total: 10, remaining: 2, createdAt: '2026-11-20T08:00:00.000Z' },
  rememberedDevices: 2,
};
let server: ReturnType<typeof fakeSecurityServer>;
beforeEach(() => {
  server = fakeSecurityServer();
});
afterEach(() => {
  toast.dismiss();
  cleanup();
  restoreFetch();
});
const card = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('section')!;
const writes = () => server.calls.filter((c) => c.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

test('nothing set up: the switch is off and disabled, saying to add a passkey or the app first; no codes to make', async () => {
  await renderSection(<SecuritySettings />);
  const twoStep = await card(t.security.twoStep.title);
  const toggle = within(twoStep).getByRole('switch', { name: t.security.twoStep.label }) as HTMLInputElement;
  expect(toggle.disabled).toBe(true);
  expect(toggle.checked).toBe(false);
  expect(document.getElementById(toggle.getAttribute('aria-describedby')!)!.textContent).toBe(t.security.twoStep.needFactor);
  const codes = await card(t.security.codes.title);
  expect(codes.textContent).toContain(t.security.codes.needFactor);
  expect(within(codes).queryByRole('button')).toBeNull();
  expect(screen.queryByRole('heading', { name: t.security.remembered.title })).toBeNull(); // nothing to remember yet
});

test('with the app on, the switch turns two-step on (PUT { required: true }) and says so', async () => {
  server.state = structuredClone(APP_ON);
  await renderSection(<SecuritySettings />);
  const toggle = within(await card(t.security.twoStep.title)).getByRole('switch') as HTMLInputElement;
  expect(toggle.disabled).toBe(false);
  fireEvent.click(toggle);
  expect(await screen.findByText(t.security.twoStep.turnedOn)).toBeTruthy();
  expect(writes()).toEqual([{ method: 'PUT', path: '/api/admin/security/required', body: { required: true } }]);
  await waitFor(() => expect(toggle.checked).toBe(true));
});

test('in Chinese: two codes left is a warning; new codes are asked for first, then shown once', async () => {
  server.state = structuredClone(APP_ON);
  await renderSection(<SecuritySettings />, 'zh');
  const codes = await card(adminZh.security.codes.title);
  expect(codes.querySelector('[data-card-status="warn"]')!.textContent).toBe('只剩 2 組');
  expect(codes.textContent).toContain('10 組中還剩 2 組');
  fireEvent.click(within(codes).getByRole('button', { name: adminZh.security.codes.make }));
  const asking = await screen.findByRole('alertdialog', { name: adminZh.security.codes.makeTitle });
  fireEvent.click(within(asking).getByRole('button', { name: adminZh.security.codes.make }));
  const shown = await screen.findByRole('dialog', { name: adminZh.security.codes.shownTitle });
  expect(
    within(shown)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(TEN_CODES);
  expect(writes()).toEqual([{ method: 'POST', path: '/api/admin/security/recovery-codes', body: {} }]);
  await waitFor(() => expect(codes.querySelector('[data-card-status]')!.textContent).toBe('剩 10 組'));
});

test('an app this server cannot read is a warning that offers to set it up again', async () => {
  server.state = { ...structuredClone(APP_ON), totp: { ...APP_ON.totp, readable: false } };
  await renderSection(<SecuritySettings />);
  const app = await card(t.security.app.title);
  expect(app.querySelector('[data-card-status="warn"]')!.textContent).toBe(t.security.app.status.unreadable);
  expect(within(app).getByRole('alert').textContent).toBe(t.security.app.unreadable);
  fireEvent.click(within(app).getByRole('button', { name: t.security.app.setUpAgain }));
  expect(await screen.findByRole('dialog', { name: t.security.app.setupTitle })).toBeTruthy();
});

test('Remove the app asks first and sends DELETE', async () => {
  server.state = structuredClone(APP_ON);
  await renderSection(<SecuritySettings />);
  fireEvent.click(within(await card(t.security.app.title)).getByRole('button', { name: t.security.app.remove }));
  const asking = await screen.findByRole('alertdialog', { name: t.security.app.removeTitle });
  fireEvent.click(within(asking).getByRole('button', { name: t.security.app.remove }));
  expect(await screen.findByText(t.security.app.removedToast)).toBeTruthy();
  expect(writes()).toEqual([{ method: 'DELETE', path: '/api/admin/security/totp', body: undefined }]);
});

test('two remembered browsers: "Forget all" asks first, then forgets them', async () => {
  server.state = structuredClone(APP_ON);
  await renderSection(<SecuritySettings />);
  const remembered = await card(t.security.remembered.title);
  expect(remembered.textContent).toContain('2 browsers are remembered.');
  expect(remembered.textContent).toContain('for 30 days');
  fireEvent.click(within(remembered).getByRole('button', { name: t.security.remembered.forget }));
  const asking = await screen.findByRole('alertdialog', { name: t.security.remembered.forgetTitle });
  fireEvent.click(within(asking).getByRole('button', { name: t.security.remembered.forget }));
  expect(await screen.findByText(t.security.remembered.forgottenToast)).toBeTruthy();
  expect(writes()).toEqual([{ method: 'DELETE', path: '/api/admin/security/remembered-devices', body: undefined }]);
  await waitFor(() => expect(remembered.textContent).toContain(t.security.remembered.count.zero));
});

test('the section has no second row of links: its parts are headed cards, one under another (decision 0258)', async () => {
  server.state = structuredClone(APP_ON);
  await renderSection(<SecuritySettings />);
  const s = t.security;
  await screen.findByRole('heading', { name: s.twoStep.title });
  expect(screen.queryByRole('navigation')).toBeNull();
  const titles = [s.twoStep.title, s.passkeys.title, s.app.title, s.codes.title, s.remembered.title];
  const shown = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(shown.filter((title) => titles.includes(title ?? ''))).toEqual(titles);
});
